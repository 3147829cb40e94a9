//go:build solod

package bufio

//so:embed bufio_so.h
var bufioHeader string

// indexByte returns the index of the first c in b, -1 if there is none (C's memchr).
//
//so:extern bufio_index_byte nodecay
func indexByte(b []byte, c byte) int { return -1 }
