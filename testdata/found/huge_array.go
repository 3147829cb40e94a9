// BUG accepted: `var a [1<<62]byte` is accepted and prints 4611686018427387904; Go rejects it: "type [4611686018427387904]byte larger than address space".
package main

var a [1 << 62]byte

func main() {
	println(len(a))
}
