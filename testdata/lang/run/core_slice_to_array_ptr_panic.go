// Tests the length check of a slice-to-array-pointer conversion: (*[4]byte)(s) on a
// three-byte slice panics with Go's "cannot convert slice with length 3 to array or pointer
// to array with length 4" message.
package main

func header(buf []byte) *[4]byte {
	defer println("header deferred", len(buf))
	return (*[4]byte)(buf)
}

func main() {
	data := []byte{0xca, 0xfe, 0xba, 0xbe, 0x00}
	h := header(data)
	println(h[0], h[3])
	h = header(data[2:])
	println(h[0])
}
