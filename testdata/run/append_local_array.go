// Tests append copies the elements of its other arguments: the result aliases only the first
// argument, so appending a slice of a local array into the caller's buffer does not escape.
package main

func appendDigits(dst []byte) []byte {
	tmp := [3]byte{'1', '2', '3'}
	return append(dst, tmp[:]...)
}

func appendTwice(dst []byte) []byte {
	tmp := [2]byte{'4', '5'}
	dst = append(dst, tmp[:]...)
	dst = append(dst, tmp[1], tmp[0])
	return dst
}

func appendInts(dst []int, n int) []int {
	var local [4]int
	for i := range local {
		local[i] = n * i
	}
	out := append(dst, local[1:]...)
	return out
}

func main() {
	var buf [8]byte
	println(string(appendDigits(buf[:0])))
	b := appendTwice(buf[:1])
	println(string(b), len(b), cap(b))
	var ints [6]int
	r := appendInts(ints[:1], 5)
	println(len(r), r[0], r[1], r[2], r[3])
}
