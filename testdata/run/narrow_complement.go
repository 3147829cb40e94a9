// Tests bitwise complement of 8- and 16-bit unsigned values compared with constants.
package main

var x uint16 = 0xffff
var y uint16 = 0xfffe
var b uint8 = 0xf0

func main() {
	if ^x != 0 {
		panic("^x")
	}
	if ^y != 1 || ^b != 0x0f {
		panic("^y")
	}
	println(^b == 0x0f, ^b, ^x, ^y)
}
