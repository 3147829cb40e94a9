// ERROR: 6:4: type [1125899906842625]byte larger than address space
// A slice literal whose backing array would exceed Go's limit on the size of a type.
package main

func main() {
	x := []byte{1 << 50: 1}
	println(len(x))
}
