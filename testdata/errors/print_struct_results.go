// ERROR: 13:9: illegal types for operand: print; 14:7: illegal types for operand: print
// print and println take no struct or array, also not as the results of a call
// (`println(f())`; found by the fuzzer: the emitter had no way to print an array result).
package main

type S struct{ a int }

func z() (n [2]int, ok bool) { return }

func y() (S, int) { return S{}, 1 }

func main() {
	println(z())
	print(y())
}
