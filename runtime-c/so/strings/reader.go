package strings

import (
	"unsafe"

	"solod.dev/so/errors"
	"solod.dev/so/io"
	"solod.dev/so/unicode/utf8"
)

// errEOF is the end of the string: io.EOF.
var errEOF = io.EOF

var (
	errUnreadByte  = errors.New("strings.Reader.UnreadByte: at beginning of string")
	errUnreadRune  = errors.New("strings.Reader.UnreadRune: at beginning of string")
	errUnreadRune2 = errors.New("strings.Reader.UnreadRune: previous operation was not ReadRune")
	errNegOffset   = errors.New("strings.Reader.ReadAt: negative offset")
	errWhence      = errors.New("strings.Reader.Seek: invalid whence")
	errNegPosition = errors.New("strings.Reader.Seek: negative position")
)

// A Reader reads from a string: io.Reader, io.ReaderAt, io.ByteScanner, io.RuneScanner and
// io.Seeker. The zero Reader reads from "". It allocates nothing.
type Reader struct {
	s        string
	i        int64 // the next byte to read
	prevRune int   // where the last ReadRune started, or -1
}

// NewReader returns a Reader reading from s (a value: take its address to pass it as an
// io.Reader).
func NewReader(s string) Reader {
	return Reader{s, 0, -1}
}

// Reset makes r read from s from the start.
func (r *Reader) Reset(s string) {
	*r = Reader{s, 0, -1}
}

// Len returns the number of bytes not yet read.
func (r *Reader) Len() int {
	if r.i >= int64(len(r.s)) {
		return 0
	}
	return int(int64(len(r.s)) - r.i)
}

// Size returns the length of the string (what ReadAt can read).
func (r *Reader) Size() int64 { return int64(len(r.s)) }

// Read reads up to len(b) bytes into b; at the end of the string it returns 0 and EOF.
func (r *Reader) Read(b []byte) (n int, err error) {
	if r.i >= int64(len(r.s)) {
		return 0, errEOF
	}
	r.prevRune = -1
	n = copy(b, r.s[r.i:])
	r.i += int64(n)
	return n, nil
}

// ReadAt reads len(b) bytes from offset off, without moving r; fewer bytes come with EOF.
func (r *Reader) ReadAt(b []byte, off int64) (n int, err error) {
	if off < 0 {
		return 0, errNegOffset
	}
	if off >= int64(len(r.s)) {
		return 0, errEOF
	}
	n = copy(b, r.s[off:])
	if n < len(b) {
		err = errEOF
	}
	return n, err
}

// ReadByte reads one byte; at the end of the string it returns EOF.
func (r *Reader) ReadByte() (byte, error) {
	r.prevRune = -1
	if r.i >= int64(len(r.s)) {
		return 0, errEOF
	}
	b := r.s[r.i]
	r.i++
	return b, nil
}

// UnreadByte steps back one byte.
func (r *Reader) UnreadByte() error {
	if r.i <= 0 {
		return errUnreadByte
	}
	r.prevRune = -1
	r.i--
	return nil
}

// ReadRune reads one UTF-8 encoded rune and its size (utf8.RuneError and 1 for an invalid
// byte); at the end of the string it returns EOF.
func (r *Reader) ReadRune() (ch rune, size int, err error) {
	if r.i >= int64(len(r.s)) {
		r.prevRune = -1
		return 0, 0, errEOF
	}
	r.prevRune = int(r.i)
	if c := r.s[r.i]; c < utf8.RuneSelf {
		r.i++
		return rune(c), 1, nil
	}
	ch, size = utf8.DecodeRuneInString(r.s[r.i:])
	r.i += int64(size)
	return ch, size, nil
}

// UnreadRune steps back over the rune the last call, a ReadRune, read.
func (r *Reader) UnreadRune() error {
	if r.i <= 0 {
		return errUnreadRune
	}
	if r.prevRune < 0 {
		return errUnreadRune2
	}
	r.i = int64(r.prevRune)
	r.prevRune = -1
	return nil
}

// Seek sets the offset of the next read from the start (whence 0), the current offset (1)
// or the end (2), as io.Seeker does, and returns it.
func (r *Reader) Seek(offset int64, whence int) (int64, error) {
	r.prevRune = -1
	var abs int64
	switch whence {
	case 0:
		abs = offset
	case 1:
		abs = r.i + offset
	case 2:
		abs = int64(len(r.s)) + offset
	default:
		return 0, errWhence
	}
	if abs < 0 {
		return 0, errNegPosition
	}
	r.i = abs
	return abs, nil
}

// WriteTo writes the rest of the string to w and returns how much was written (a short write
// without an error is io.ErrShortWrite).
func (r *Reader) WriteTo(w io.Writer) (n int64, err error) {
	r.prevRune = -1
	if r.i >= int64(len(r.s)) {
		return 0, nil
	}
	s := r.s[r.i:]
	var m int
	if sw, ok := w.(interface{ WriteString(string) (int, error) }); ok {
		m, err = sw.WriteString(s)
	} else {
		// Writers must not modify what they are given: the string's bytes are passed as they are.
		m, err = w.Write(unsafe.Slice(unsafe.StringData(s), len(s)))
	}
	if m > len(s) {
		panic("strings.Reader.WriteTo: invalid WriteString count")
	}
	r.i += int64(m)
	n = int64(m)
	if m != len(s) && err == nil {
		err = io.ErrShortWrite
	}
	return n, err
}
