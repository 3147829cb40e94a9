package strings

import (
	"unsafe"

	"solod.dev/so/mem"
	"solod.dev/so/unicode/utf8"
)

// A Builder builds a string in memory from an allocator, growing as written to. The zero
// Builder is empty and grows through mem.System; NewBuilder gives it another allocator and
// FixedBuilder a caller's buffer. Free gives the memory back. A Builder must not be copied
// once written to.
type Builder struct {
	a   mem.Allocator
	buf []byte
}

// NewBuilder returns an empty Builder that grows through a (nil: mem.System).
func NewBuilder(a mem.Allocator) Builder {
	return Builder{a: a}
}

// FixedBuilder returns an empty Builder that writes into buf's array and never allocates: a
// write past cap(buf) panics (with mem.ErrNoAlloc). Free does nothing to buf.
func FixedBuilder(buf []byte) Builder {
	return Builder{a: mem.NoAlloc, buf: buf[:0]}
}

// String returns the bytes written so far. The string shares the Builder's memory: it is
// valid until the Builder grows, is Reset or Free'd.
func (b *Builder) String() string {
	return unsafe.String(unsafe.SliceData(b.buf), len(b.buf))
}

// Len returns the number of bytes written; b.Len() == len(b.String()).
func (b *Builder) Len() int { return len(b.buf) }

// Cap returns the capacity of the Builder's memory, written bytes included.
func (b *Builder) Cap() int { return cap(b.buf) }

// Reset empties the Builder, keeping its memory for the next writes (which overwrite the
// strings String returned).
func (b *Builder) Reset() {
	b.buf = b.buf[:0]
}

// Free gives the Builder's memory back to its allocator and empties it; it may be written to
// again.
func (b *Builder) Free() {
	mem.FreeSlice(b.a, b.buf)
	b.buf = nil
}

// grow makes room for n more bytes: to twice the capacity plus n, as Go's Builder does.
func (b *Builder) grow(n int) {
	if cap(b.buf)-len(b.buf) >= n {
		return
	}
	b.buf = mem.ReallocSlice(b.a, b.buf, len(b.buf), 2*cap(b.buf)+n)
}

// Grow makes room for n more bytes without another allocation. It panics if n is negative.
func (b *Builder) Grow(n int) {
	if n < 0 {
		panic("strings.Builder.Grow: negative count")
	}
	b.grow(n)
}

// Write appends p; it returns len(p) and nil.
func (b *Builder) Write(p []byte) (int, error) {
	b.grow(len(p))
	n := len(b.buf)
	b.buf = b.buf[:n+len(p)]
	copy(b.buf[n:], p)
	return len(p), nil
}

// WriteByte appends c; it returns nil.
func (b *Builder) WriteByte(c byte) error {
	if len(b.buf) == cap(b.buf) {
		b.grow(1)
	}
	b.buf = append(b.buf, c)
	return nil
}

// WriteRune appends the UTF-8 encoding of r (of utf8.RuneError for an invalid rune); it
// returns the number of bytes written and nil.
func (b *Builder) WriteRune(r rune) (int, error) {
	if uint32(r) < utf8.RuneSelf {
		b.WriteByte(byte(r))
		return 1, nil
	}
	b.grow(utf8.UTFMax)
	n := len(b.buf)
	b.buf = utf8.AppendRune(b.buf, r)
	return len(b.buf) - n, nil
}

// WriteString appends s; it returns len(s) and nil.
func (b *Builder) WriteString(s string) (int, error) {
	b.grow(len(s))
	n := len(b.buf)
	b.buf = b.buf[:n+len(s)]
	copy(b.buf[n:], s)
	return len(s), nil
}
