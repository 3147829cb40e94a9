package bufio

import (
	"unsafe"

	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/unicode/utf8"
)

// minReadBufferSize is the smallest buffer a Reader gets (Go's).
const minReadBufferSize = 16

// Reader reads from an io.Reader through a buffer: Read, ReadByte, ReadRune, ReadSlice and
// the others take what they can from the buffer and refill it with large reads. Its buffer
// comes from an allocator; Free gives it back.
type Reader struct {
	a            mem.Allocator
	buf          []byte
	rd           io.Reader
	r, w         int // the unread bytes are buf[r:w]
	err          error
	lastByte     int // the last byte read, for UnreadByte; -1 when there is none
	lastRuneSize int // the size of the last rune read, for UnreadRune; -1 when there is none
}

// NewReaderSize returns a Reader of rd whose buffer, from a (nil: mem.System), holds size
// bytes (at least 16). Its address is the io.Reader; Free gives the buffer back.
func NewReaderSize(a mem.Allocator, rd io.Reader, size int) Reader {
	if size < minReadBufferSize {
		size = minReadBufferSize
	}
	b := Reader{a: a}
	b.reset(allocBuf(a, size), rd)
	return b
}

// NewReader returns a Reader of rd with a buffer of DefaultBufSize bytes from a (nil:
// mem.System).
func NewReader(a mem.Allocator, rd io.Reader) Reader {
	return NewReaderSize(a, rd, DefaultBufSize)
}

// Size returns the size of the buffer in bytes.
//
//so:inline
func (b *Reader) Size() int { return len(b.buf) }

// Reset drops the buffered data and the error and makes b read from r. A zero Reader gets a
// buffer of DefaultBufSize bytes from mem.System. b.Reset(b) does nothing.
func (b *Reader) Reset(r io.Reader) {
	if rb, ok := r.(*Reader); ok && rb == b {
		return
	}
	if b.buf == nil {
		b.buf = allocBuf(b.a, DefaultBufSize)
	}
	b.reset(b.buf, r)
}

// Free gives the buffer back to the allocator; b must not be used afterwards (but Reset).
func (b *Reader) Free() {
	freeBuf(b.a, b.buf)
	b.buf = nil
	b.r, b.w = 0, 0
}

func (b *Reader) reset(buf []byte, r io.Reader) {
	b.buf = buf
	b.rd = r
	b.r, b.w = 0, 0
	b.err = nil
	b.lastByte = -1
	b.lastRuneSize = -1
}

// fill moves the unread bytes to the start of the buffer and reads once more into the rest
// (again after reads that return nothing, up to maxConsecutiveEmptyReads times).
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Reader) fill() {
	if b.r > 0 {
		copy(b.buf, b.buf[b.r:b.w])
		b.w -= b.r
		b.r = 0
	}
	if b.w >= len(b.buf) {
		panic("bufio: tried to fill full buffer")
	}
	for i := 0; i < maxConsecutiveEmptyReads; i++ {
		n, err := b.rd.Read(b.buf[b.w:])
		if n < 0 {
			panic(errNegativeRead)
		}
		b.w += n
		if err != nil {
			b.err = err
			return
		}
		if n > 0 {
			return
		}
	}
	b.err = io.ErrNoProgress
}

// readErr returns the pending error and forgets it.
func (b *Reader) readErr() error {
	err := b.err
	b.err = nil
	return err
}

// Peek returns the next n bytes without consuming them, in the buffer (valid until the next
// read). With fewer than n bytes it also returns why: ErrBufferFull when n is larger than the
// buffer, the read error otherwise. It makes UnreadByte and UnreadRune fail until the next
// read.
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Reader) Peek(n int) ([]byte, error) {
	if n < 0 {
		return nil, ErrNegativeCount
	}
	b.lastByte = -1
	b.lastRuneSize = -1
	for b.w-b.r < n && b.w-b.r < len(b.buf) && b.err == nil {
		b.fill()
	}
	if n > len(b.buf) {
		return b.buf[b.r:b.w], ErrBufferFull
	}
	if have := b.w - b.r; have < n {
		err := b.readErr()
		if err == nil {
			err = ErrBufferFull
		}
		return b.buf[b.r:b.w], err
	}
	return b.buf[b.r : b.r+n], nil
}

// Discard skips the next n bytes and returns how many it skipped: fewer than n only with an
// error. Up to Buffered() bytes are skipped without reading.
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Reader) Discard(n int) (int, error) {
	if n < 0 {
		return 0, ErrNegativeCount
	}
	if n == 0 {
		return 0, nil
	}
	b.lastByte = -1
	b.lastRuneSize = -1
	left := n
	for {
		k := b.w - b.r
		if k == 0 {
			b.fill()
			k = b.w - b.r
		}
		if k > left {
			k = left
		}
		b.r += k
		left -= k
		if left == 0 {
			return n, nil
		}
		if b.err != nil {
			return n - left, b.readErr()
		}
	}
}

// Read reads into p what the buffer holds, or else what one Read of the reader underneath
// gives (straight into p when p is at least as large as the buffer). It returns io.EOF
// (or the reader's error) only when it has nothing to give.
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Reader) Read(p []byte) (int, error) {
	if len(p) == 0 {
		if b.w > b.r {
			return 0, nil
		}
		return 0, b.readErr()
	}
	if b.r == b.w {
		if b.err != nil {
			return 0, b.readErr()
		}
		if len(p) >= len(b.buf) {
			n, err := b.rd.Read(p)
			if n < 0 {
				panic(errNegativeRead)
			}
			b.err = err
			if n > 0 {
				b.lastByte = int(p[n-1])
				b.lastRuneSize = -1
			}
			return n, b.readErr()
		}
		// One read into the empty buffer (fill would retry empty reads).
		b.r, b.w = 0, 0
		n, err := b.rd.Read(b.buf)
		if n < 0 {
			panic(errNegativeRead)
		}
		b.err = err
		if n == 0 {
			return 0, b.readErr()
		}
		b.w = n
	}
	n := copy(p, b.buf[b.r:b.w])
	b.r += n
	b.lastByte = int(b.buf[b.r-1])
	b.lastRuneSize = -1
	return n, nil
}

// ReadByte reads one byte; when none is left it returns the error that ended the input.
//
// (Inline: a caller's loop reads a buffered byte with no call, its results in registers.)
//
//so:inline
func (b *Reader) ReadByte() (byte, error) {
	if b.r == b.w {
		return b.readByteSlow()
	}
	c := b.buf[b.r]
	b.r++
	b.lastByte = int(c)
	b.lastRuneSize = -1
	return c, nil
}

// readByteSlow is ReadByte with an empty buffer: it refills it first.
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Reader) readByteSlow() (byte, error) {
	for b.r == b.w {
		if b.err != nil {
			b.lastRuneSize = -1
			return 0, b.readErr()
		}
		b.fill()
	}
	return b.ReadByte()
}

// UnreadByte gives back the last byte read, after a read operation (Peek, Discard and WriteTo
// are not ones).
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Reader) UnreadByte() error {
	if b.lastByte < 0 || b.r == 0 && b.w > 0 {
		return ErrInvalidUnreadByte
	}
	if b.r > 0 {
		b.r--
	} else {
		// An empty buffer: the byte becomes its content.
		b.w = 1
	}
	b.buf[b.r] = byte(b.lastByte)
	b.lastByte = -1
	b.lastRuneSize = -1
	return nil
}

// ReadRune reads one UTF-8 encoded rune and returns it and its size in bytes. An invalid
// encoding consumes one byte and reads as utf8.RuneError (U+FFFD) of size 1.
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Reader) ReadRune() (r rune, size int, err error) {
	for b.r+utf8.UTFMax > b.w && !utf8.FullRune(b.buf[b.r:b.w]) && b.err == nil && b.w-b.r < len(b.buf) {
		b.fill()
	}
	b.lastRuneSize = -1
	if b.r == b.w {
		return 0, 0, b.readErr()
	}
	r, size = rune(b.buf[b.r]), 1
	if r >= utf8.RuneSelf {
		r, size = utf8.DecodeRune(b.buf[b.r:b.w])
	}
	b.r += size
	b.lastByte = int(b.buf[b.r-1])
	b.lastRuneSize = size
	return r, size, err // nil (a named result: the C compiler stores it aligned)
}

// UnreadRune gives back the last rune read; only right after a ReadRune.
func (b *Reader) UnreadRune() error {
	if b.lastRuneSize < 0 || b.r < b.lastRuneSize {
		return ErrInvalidUnreadRune
	}
	b.r -= b.lastRuneSize
	b.lastByte = -1
	b.lastRuneSize = -1
	return nil
}

// Buffered returns how many bytes can be read from the buffer without reading.
//
//so:inline
func (b *Reader) Buffered() int { return b.w - b.r }

// ReadSlice reads up to and including the first delim and returns those bytes in the buffer
// (valid until the next read). Without a delim it returns what it read and the error that
// stopped it: the read error (often io.EOF), or ErrBufferFull when the buffer filled up. The
// error is nil exactly when the line ends with delim.
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Reader) ReadSlice(delim byte) (line []byte, err error) {
	seen := 0 // the bytes of b.buf[b.r:] already searched
	for {
		if i := indexByte(b.buf[b.r+seen:b.w], delim); i >= 0 {
			end := b.r + seen + i + 1
			line = b.buf[b.r:end]
			b.r = end
			break
		}
		if b.err != nil {
			line = b.buf[b.r:b.w]
			b.r = b.w
			err = b.readErr()
			break
		}
		if b.w-b.r >= len(b.buf) {
			b.r = b.w
			line = b.buf
			err = ErrBufferFull
			break
		}
		seen = b.w - b.r
		b.fill()
	}
	if n := len(line); n > 0 {
		b.lastByte = int(line[n-1])
		b.lastRuneSize = -1
	}
	return line, err
}

// ReadLine returns the next line without its end ("\n" or "\r\n"), in the buffer (valid
// until the next read). A line longer than the buffer comes in parts: isPrefix is true for
// all but the last. It returns a line or an error, never both; the last line needs no end.
//
//so:attr optimize("no-tree-slp-vectorize")
//so:attr flatten
func (b *Reader) ReadLine() (line []byte, isPrefix bool, err error) {
	line, err = b.ReadSlice('\n')
	// (err != nil first: comparing with an error value is a call in C.)
	if err != nil && err == ErrBufferFull {
		// A "\r\n" split by the end of the buffer: keep the '\r' for the next call.
		if n := len(line); n > 0 && line[n-1] == '\r' {
			if b.r == 0 {
				panic("bufio: tried to rewind past start of buffer")
			}
			b.r--
			line = line[:n-1]
		}
		return line, true, nil
	}
	if len(line) == 0 {
		if err != nil {
			line = nil
		}
		return line, false, err
	}
	err = nil
	if line[len(line)-1] == '\n' {
		drop := 1
		if len(line) > 1 && line[len(line)-2] == '\r' {
			drop = 2
		}
		line = line[:len(line)-drop]
	}
	return line, false, err
}

// readDelim reads up to and including delim into memory from b's allocator: exactly the
// bytes read, nil when there are none. The error is ReadSlice's, never ErrBufferFull.
//
// The usual case, a delim among the buffered bytes, is one search and one copy here;
// readDelimSlow reads more. ReadString and ReadBytes are flattened: their callers get the
// result straight from this code, with no results copied from call to call.
func (b *Reader) readDelim(delim byte) ([]byte, error) {
	if i := indexByte(b.buf[b.r:b.w], delim); i >= 0 {
		n := i + 1
		out := mem.AllocSlice[byte](b.a, n, n)
		copy(out, b.buf[b.r:b.r+n])
		b.r += n
		b.lastByte = int(delim)
		b.lastRuneSize = -1
		return out, nil
	}
	return b.readDelimSlow(delim)
}

// readDelimSlow is readDelim when the buffered bytes hold no delim.
func (b *Reader) readDelimSlow(delim byte) ([]byte, error) {
	line, err := b.ReadSlice(delim)
	if err == nil || err != ErrBufferFull {
		out := mem.AllocSlice[byte](b.a, len(line), len(line))
		copy(out, line)
		return out, err
	}
	// A line longer than the buffer: collect its parts, growing the copy.
	out := mem.AllocSlice[byte](b.a, 0, 2*len(line))
	for {
		if len(out)+len(line) > cap(out) {
			out = mem.ReallocSlice(b.a, out, len(out), 2*(len(out)+len(line)))
		}
		out = append(out, line...)
		if err == nil || err != ErrBufferFull {
			break
		}
		line, err = b.ReadSlice(delim)
	}
	if cap(out) > len(out) {
		out = mem.ReallocSlice(b.a, out, len(out), len(out))
	}
	return out, err
}

// ReadBytes reads up to and including the first delim and returns those bytes in memory from
// b's allocator, which the caller frees with mem.FreeSlice (nil when there are none). Without
// a delim it returns what it read and the error that stopped it (often io.EOF).
//
//so:attr flatten
func (b *Reader) ReadBytes(delim byte) ([]byte, error) {
	return b.readDelim(delim)
}

// ReadString is ReadBytes returning a string, which the caller frees with mem.FreeString.
//
//so:attr flatten
func (b *Reader) ReadString(delim byte) (string, error) {
	s, err := b.readDelim(delim)
	return unsafe.String(unsafe.SliceData(s), len(s)), err
}

// WriteTo writes the buffered bytes and then the rest of the input to w, through the reader's
// WriteTo or w's ReadFrom when they have one, and returns the number of bytes written.
//
//so:attr flatten
//so:attr optimize("no-tree-slp-vectorize")
func (b *Reader) WriteTo(w io.Writer) (int64, error) {
	b.lastByte = -1
	b.lastRuneSize = -1
	var n int64
	if b.r < b.w {
		m, err := b.writeBuf(w)
		n = m
		if err != nil {
			return n, err
		}
	}
	if wt, ok := b.rd.(io.WriterTo); ok {
		m, err := wt.WriteTo(w)
		return n + m, err
	}
	if rf, ok := w.(io.ReaderFrom); ok {
		m, err := rf.ReadFrom(b.rd)
		return n + m, err
	}
	if b.w-b.r < len(b.buf) {
		b.fill()
	}
	for b.r < b.w {
		m, err := b.writeBuf(w)
		n += m
		if err != nil {
			return n, err
		}
		b.fill()
	}
	if b.err == io.EOF {
		b.err = nil
	}
	return n, b.readErr()
}

// writeBuf writes the buffered bytes to w.
func (b *Reader) writeBuf(w io.Writer) (int64, error) {
	n, err := w.Write(b.buf[b.r:b.w])
	if n < 0 {
		panic(errNegativeWrite)
	}
	b.r += n
	return int64(n), err
}
