// REJECT: slice literal with an element after index MaxInt64 [out of bounds|address space]
// Go accepts these and wraps the length (it prints 0 and 10); So rejects them: the length does
// not fit an int. Found by the fuzzer (an overflow in the checker before).
package main

func main() {
	x := []int{9223372036854775807: 1, 2}
	y := []struct{}{9223372036854775807: {}, {}}
	println(len(x), len(y))
}
