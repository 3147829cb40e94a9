package maps

import "math/bits" // for the Go body of trailingZeros

// The table is an array of groups of 8 slots. Each group has one control word: byte i of the
// word (bits 8i..8i+7) tells what slot i of the group holds. A full slot's byte is the low 7
// bits of its key's hash (0x00-0x7f); an empty slot's is ctrlEmpty, a slot whose entry was
// deleted ctrlDeleted. Comparing the 8 bytes at once with word arithmetic finds the slots of
// a group worth looking at.

const (
	groupSlots  = 8
	ctrlEmpty   = 0x80
	ctrlDeleted = 0xfe
	bytesLow    = 0x0101010101010101 // the lowest bit of every byte
	bytesHigh   = 0x8080808080808080 // the highest bit of every byte
	groupEmpty  = bytesHigh          // a control word of 8 empty slots
)

// matchTag returns a word with the high bit of each byte of w equal to tag (a 7-bit hash) set.
// It may also flag a byte above a true match whose value is tag+1; callers compare the keys.
//
//so:inline
func matchTag(w, tag uint64) uint64 {
	x := w ^ (bytesLow * tag)
	return (x - bytesLow) &^ x & bytesHigh
}

// matchEmpty flags the empty bytes of w: those with the high bit set and bit 1 clear.
//
//so:inline
func matchEmpty(w uint64) uint64 {
	return w &^ (w << 6) & bytesHigh
}

// matchFree flags the bytes of w that are empty or deleted (the high bit set).
//
//so:inline
func matchFree(w uint64) uint64 {
	return w & bytesHigh
}

// matchFull flags the bytes of w that hold an entry (the high bit clear).
//
//so:inline
func matchFull(w uint64) uint64 {
	return ^w & bytesHigh
}

// firstSlot is the slot of the lowest flagged byte of a non-zero match.
//
//so:inline
func firstSlot(m uint64) int {
	return trailingZeros(m) >> 3
}

// trailingZeros counts the zero bits below the lowest set bit of x (not 0).
//
//so:extern maps_trailingZeros
func trailingZeros(x uint64) int { return bits.TrailingZeros64(x) }

// setCtrl returns w with byte i replaced by c.
//
//so:inline
func setCtrl(w uint64, i int, c uint64) uint64 {
	shift := uint(i) * 8
	return w&^(0xff<<shift) | c<<shift
}

// ctrlAt returns byte i of w.
//
//so:inline
func ctrlAt(w uint64, i int) uint64 {
	return (w >> (uint(i) * 8)) & 0xff
}
