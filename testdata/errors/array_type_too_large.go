// ERROR: 6:5: type [4611686018427387904]byte larger than address space
// An array type larger than the address space (solod accepted `var a [1 << 62]byte` and
// printed its length).
package main

var a [1 << 62]byte

func main() {
	println(len(a))
}
