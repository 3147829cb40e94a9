package bytes

import (
	"unsafe"

	"solod.dev/so/errors"
	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/unicode/utf8"
)

// MinRead is the least room ReadFrom asks a Read to fill.
const MinRead = 512

// smallBufferSize is the first allocation of a Buffer that starts empty.
const smallBufferSize = 64

// ErrTooLarge is what a Buffer panics with when it would outgrow an int.
var ErrTooLarge = errors.New("bytes.Buffer: too large")

var (
	errNegativeRead = errors.New("bytes.Buffer: reader returned negative count from Read")
	errUnreadByte   = errors.New("bytes.Buffer: UnreadByte: previous operation was not a successful read")
	errUnreadRune   = errors.New("bytes.Buffer: UnreadRune: previous operation was not a successful ReadRune")
	// errEOF is the end of the data: io.EOF.
	errEOF = io.EOF
)

// What the last operation was, for UnreadByte and UnreadRune: a successful ReadRune of 1 to
// 4 bytes, a successful read, or neither.
const (
	opRead    = -1
	opInvalid = 0
)

// A Buffer is a growable buffer of bytes that is written at its end and read from its
// start, in memory from an allocator. The zero Buffer is empty and grows through
// mem.System; NewBuffer and NewBufferString give it an allocator and contents. Free gives
// the memory back. A Buffer must not be copied once written to.
type Buffer struct {
	a        mem.Allocator
	buf      []byte // the contents are buf[off:]
	off      int
	lastRead int
}

// NewBuffer returns a Buffer holding buf's bytes, which grows through a (nil: mem.System).
// The Buffer takes buf over: when it grows it reallocates buf through a and Free frees it,
// so buf must have come from a. For a buffer of the caller's own (an array in its frame),
// pass mem.NoAlloc: the Buffer then never grows past cap(buf) (a write that would panics
// with mem.ErrNoAlloc) and Free leaves buf alone.
func NewBuffer(a mem.Allocator, buf []byte) Buffer {
	return Buffer{a: a, buf: buf}
}

// NewBufferString returns a Buffer holding a copy of s, in memory from a (nil: mem.System).
func NewBufferString(a mem.Allocator, s string) Buffer {
	b := Buffer{a: a}
	if s != "" {
		b.buf = mem.AllocSlice[byte](a, len(s), len(s))
		copy(b.buf, s)
	}
	return b
}

// Bytes returns the unread bytes; they share the Buffer's memory (valid until it changes).
func (b *Buffer) Bytes() []byte { return b.buf[b.off:] }

// AvailableBuffer returns an empty slice with the Buffer's free capacity, to append to and
// then Write.
func (b *Buffer) AvailableBuffer() []byte { return b.buf[len(b.buf):] }

// String returns the unread bytes as a string that shares the Buffer's memory: valid until
// the Buffer is next written to, Reset or Free'd (copy it with strings.Clone to keep it).
// A nil *Buffer gives "<nil>".
func (b *Buffer) String() string {
	if b == nil {
		return "<nil>" // as Go's, useful in debugging
	}
	rest := b.buf[b.off:]
	return unsafe.String(unsafe.SliceData(rest), len(rest))
}

// Peek returns the next n unread bytes without reading them (all of them with EOF if fewer).
func (b *Buffer) Peek(n int) ([]byte, error) {
	if b.Len() < n {
		return b.buf[b.off:], errEOF
	}
	return b.buf[b.off : b.off+n], nil
}

func (b *Buffer) empty() bool { return len(b.buf) <= b.off }

// Len returns the number of unread bytes.
func (b *Buffer) Len() int { return len(b.buf) - b.off }

// Cap returns the capacity of the Buffer's memory.
func (b *Buffer) Cap() int { return cap(b.buf) }

// Available returns how many bytes can be written without growing.
func (b *Buffer) Available() int { return cap(b.buf) - len(b.buf) }

// Truncate keeps the first n unread bytes. It panics if n is negative or beyond Len.
func (b *Buffer) Truncate(n int) {
	if n == 0 {
		b.Reset()
		return
	}
	b.lastRead = opInvalid
	if n < 0 || n > b.Len() {
		panic("bytes.Buffer: truncation out of range")
	}
	b.buf = b.buf[:b.off+n]
}

// Reset empties the Buffer, keeping its memory.
func (b *Buffer) Reset() {
	b.buf = b.buf[:0]
	b.off = 0
	b.lastRead = opInvalid
}

// Free gives the Buffer's memory back to its allocator and empties it; it may be written to
// again.
func (b *Buffer) Free() {
	mem.FreeSlice(b.a, b.buf)
	b.buf = nil
	b.off = 0
	b.lastRead = opInvalid
}

// grow makes room for n more bytes and returns where they go; len(b.buf) includes them.
func (b *Buffer) grow(n int) int {
	m := b.Len()
	if m == 0 && b.off != 0 {
		b.Reset()
	}
	if l := len(b.buf); n <= cap(b.buf)-l {
		b.buf = b.buf[:l+n]
		return l
	}
	if b.buf == nil && n <= smallBufferSize {
		b.buf = mem.AllocSlice[byte](b.a, n, smallBufferSize)
		return 0
	}
	c := cap(b.buf)
	switch {
	case n <= c/2-m:
		// Half empty at least: slide the unread bytes down instead of growing.
		copy(b.buf, b.buf[b.off:])
	case c > maxInt-c-n:
		panic(ErrTooLarge)
	default:
		size := max(2*c, m+n)
		if b.off == 0 {
			b.buf = mem.ReallocSlice(b.a, b.buf, m, size)
		} else {
			grown := mem.AllocSlice[byte](b.a, m, size)
			copy(grown, b.buf[b.off:])
			mem.FreeSlice(b.a, b.buf)
			b.buf = grown
		}
	}
	b.off = 0
	b.buf = b.buf[:m+n]
	return m
}

// Grow makes room for n more bytes without another allocation. It panics if n is negative.
func (b *Buffer) Grow(n int) {
	if n < 0 {
		panic("bytes.Buffer.Grow: negative count")
	}
	m := b.grow(n)
	b.buf = b.buf[:m]
}

// Write appends p; it returns len(p) and nil.
func (b *Buffer) Write(p []byte) (int, error) {
	b.lastRead = opInvalid
	m := b.grow(len(p))
	return copy(b.buf[m:], p), nil
}

// WriteString appends s; it returns len(s) and nil.
func (b *Buffer) WriteString(s string) (int, error) {
	b.lastRead = opInvalid
	m := b.grow(len(s))
	return copy(b.buf[m:], s), nil
}

// WriteByte appends c; it returns nil.
func (b *Buffer) WriteByte(c byte) error {
	b.lastRead = opInvalid
	if l := len(b.buf); l < cap(b.buf) {
		b.buf = b.buf[:l+1]
		b.buf[l] = c
		return nil
	}
	m := b.grow(1)
	b.buf[m] = c
	return nil
}

// WriteRune appends the UTF-8 encoding of r (utf8.RuneError's for an invalid rune); it
// returns the number of bytes written and nil.
func (b *Buffer) WriteRune(r rune) (int, error) {
	if uint32(r) < utf8.RuneSelf {
		b.WriteByte(byte(r))
		return 1, nil
	}
	b.lastRead = opInvalid
	m := b.grow(utf8.UTFMax)
	n := utf8.EncodeRune(b.buf[m:], r)
	b.buf = b.buf[:m+n]
	return n, nil
}

// ReadFrom reads from r until its end (EOF, which is not returned) or an error, appending
// to the Buffer, and returns how many bytes it read.
func (b *Buffer) ReadFrom(r io.Reader) (n int64, err error) {
	b.lastRead = opInvalid
	for {
		i := b.grow(MinRead)
		b.buf = b.buf[:i]
		m, e := r.Read(b.buf[i:cap(b.buf)])
		if m < 0 {
			panic(errNegativeRead)
		}
		b.buf = b.buf[:i+m]
		n += int64(m)
		if e == errEOF {
			return n, nil
		}
		if e != nil {
			return n, e
		}
	}
}

// WriteTo writes the unread bytes to w until they are all written or w fails, and returns
// how many were written (a short write without an error is io.ErrShortWrite).
func (b *Buffer) WriteTo(w io.Writer) (n int64, err error) {
	b.lastRead = opInvalid
	if nBytes := b.Len(); nBytes > 0 {
		m, e := w.Write(b.buf[b.off:])
		if m > nBytes {
			panic("bytes.Buffer.WriteTo: invalid Write count")
		}
		b.off += m
		n = int64(m)
		if e != nil {
			return n, e
		}
		if m != nBytes {
			return n, io.ErrShortWrite
		}
	}
	b.Reset()
	return n, nil
}

// Read reads up to len(p) unread bytes into p; with nothing to read it returns EOF (unless
// len(p) is 0).
func (b *Buffer) Read(p []byte) (n int, err error) {
	b.lastRead = opInvalid
	if b.empty() {
		b.Reset()
		if len(p) == 0 {
			return 0, nil
		}
		return 0, errEOF
	}
	n = copy(p, b.buf[b.off:])
	b.off += n
	if n > 0 {
		b.lastRead = opRead
	}
	return n, nil
}

// Next reads and returns the next n unread bytes (all of them if fewer), as a part of the
// Buffer's memory valid until the next read or write.
func (b *Buffer) Next(n int) []byte {
	b.lastRead = opInvalid
	m := b.Len()
	if n > m {
		n = m
	}
	data := b.buf[b.off : b.off+n]
	b.off += n
	if n > 0 {
		b.lastRead = opRead
	}
	return data
}

// ReadByte reads one byte; with nothing to read it returns EOF.
func (b *Buffer) ReadByte() (byte, error) {
	if b.empty() {
		b.Reset()
		return 0, errEOF
	}
	c := b.buf[b.off]
	b.off++
	b.lastRead = opRead
	return c, nil
}

// ReadRune reads one UTF-8 encoded rune and its size (utf8.RuneError and 1 for an invalid
// byte); with nothing to read it returns EOF.
func (b *Buffer) ReadRune() (r rune, size int, err error) {
	if b.empty() {
		b.Reset()
		return 0, 0, errEOF
	}
	c := b.buf[b.off]
	if c < utf8.RuneSelf {
		b.off++
		b.lastRead = 1
		return rune(c), 1, nil
	}
	r, size = utf8.DecodeRune(b.buf[b.off:])
	b.off += size
	b.lastRead = size
	return r, size, nil
}

// UnreadRune steps back over the rune the last call, a ReadRune, read.
func (b *Buffer) UnreadRune() error {
	if b.lastRead <= opInvalid {
		return errUnreadRune
	}
	if b.off >= b.lastRead {
		b.off -= b.lastRead
	}
	b.lastRead = opInvalid
	return nil
}

// UnreadByte steps back one byte after a successful read.
func (b *Buffer) UnreadByte() error {
	if b.lastRead == opInvalid {
		return errUnreadByte
	}
	b.lastRead = opInvalid
	if b.off > 0 {
		b.off--
	}
	return nil
}

// readSlice reads up to and including delim, as a part of the Buffer's memory.
func (b *Buffer) readSlice(delim byte) (line []byte, err error) {
	i := IndexByte(b.buf[b.off:], delim)
	end := b.off + i + 1
	if i < 0 {
		end = len(b.buf)
		err = errEOF
	}
	line = b.buf[b.off:end]
	b.off = end
	b.lastRead = opRead
	return line, err
}

// ReadBytes reads up to and including delim (to the end, with EOF, if there is none) and
// returns a copy in memory from the Buffer's allocator that the caller owns (nil if empty).
func (b *Buffer) ReadBytes(delim byte) (line []byte, err error) {
	slice, err := b.readSlice(delim)
	if len(slice) == 0 {
		return nil, err
	}
	line = mem.AllocSlice[byte](b.a, len(slice), len(slice))
	copy(line, slice)
	return line, err
}

// ReadString is ReadBytes returning a string in memory from the Buffer's allocator that the
// caller owns ("" allocates nothing).
func (b *Buffer) ReadString(delim byte) (line string, err error) {
	slice, err := b.readSlice(delim)
	return String(b.a, slice), err
}
