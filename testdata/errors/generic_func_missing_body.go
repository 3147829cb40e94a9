// ERROR: 6:6: generic function is missing function body
// A generic function without a body (found by the fuzzer: its instances were called but never
// defined, and the C compiler rejected the program).
package main

func g[T any](a T) T

func main() {
	println(g(2))
}
