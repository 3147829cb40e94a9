// A type parameter whose type set is strings and byte slices (no core type): len and
// indexing apply to every type of the set, as Go allows; instances for string, []byte and
// named types of both.
package main

type name string

type raw []byte

func countByte[T ~string | ~[]byte](s T, c byte) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
		}
	}
	return n
}

func last[T ~string | ~[]byte | ~[4]byte](s T) byte {
	return s[len(s)-1]
}

func main() {
	println(countByte("banana", 'a'), countByte([]byte("abba"), 'b'))
	println(countByte(name("xxy"), 'x'), countByte(raw{1, 2, 1}, 1))
	println(last("go"), last([]byte{7, 8}), last([4]byte{1, 2, 3, 4}))
}
