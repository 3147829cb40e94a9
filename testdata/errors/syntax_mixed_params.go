// ERROR: 7:41: syntax error: missing parameter type; 9:15: syntax error: missing parameter name; 11:18: syntax error: missing parameter name; 13:19: syntax error: missing parameter type
// A parameter or result list mixes named and unnamed entries: a lone name lacks its type, a
// lone type its name (found by the fuzzer: `(n int, ok bool, string)` with a bare return was
// an internal compiler error in the emitter).
package main

func zeroNamed() (n int, ok bool, string) { return }

func g(a int, []int) {}

func h() (x int, *int) { return }

func k(a, b int, c) {}

func main() {
	zeroNamed()
}
