// ERROR: 7:2: type [1152921504606846977]int larger than address space
// A [...]T literal whose length times the element size exceeds Go's limit on the size of a type
// (the C compiler rejected it before).
package main

func main() {
	x := [...]int{1 << 60: 1}
	println(len(x))
}
