package bufio

import (
	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/unicode/utf8"
)

// Writer writes to an io.Writer through a buffer: small writes collect in the buffer, which
// goes to the writer underneath when it is full and at Flush. After a write error, every
// later write and Flush returns that error. Its buffer comes from an allocator; Free gives it
// back. Flush before dropping a Writer.
type Writer struct {
	a   mem.Allocator
	err error
	buf []byte
	n   int // the buffered bytes are buf[:n]
	wr  io.Writer
}

// NewWriterSize returns a Writer to w whose buffer, from a (nil: mem.System), holds size
// bytes (DefaultBufSize when size <= 0). Its address is the io.Writer; Free gives the buffer
// back.
func NewWriterSize(a mem.Allocator, w io.Writer, size int) Writer {
	if size <= 0 {
		size = DefaultBufSize
	}
	return Writer{a: a, buf: allocBuf(a, size), wr: w}
}

// NewWriter returns a Writer to w with a buffer of DefaultBufSize bytes from a (nil:
// mem.System).
func NewWriter(a mem.Allocator, w io.Writer) Writer {
	return NewWriterSize(a, w, DefaultBufSize)
}

// Size returns the size of the buffer in bytes.
//
//so:inline
func (b *Writer) Size() int { return len(b.buf) }

// Reset drops the buffered data and the error and makes b write to w. A zero Writer gets a
// buffer of DefaultBufSize bytes from mem.System. b.Reset(b) does nothing.
func (b *Writer) Reset(w io.Writer) {
	if bw, ok := w.(*Writer); ok && bw == b {
		return
	}
	if b.buf == nil {
		b.buf = allocBuf(b.a, DefaultBufSize)
	}
	b.err = nil
	b.n = 0
	b.wr = w
}

// Free gives the buffer back to the allocator, without flushing it; b must not be used
// afterwards (but Reset).
func (b *Writer) Free() {
	freeBuf(b.a, b.buf)
	b.buf = nil
	b.n = 0
}

// Flush writes the buffered bytes to the writer underneath.
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Writer) Flush() error {
	if b.err != nil {
		return b.err
	}
	if b.n == 0 {
		return nil
	}
	n, err := b.wr.Write(b.buf[:b.n])
	if n < b.n && err == nil {
		err = io.ErrShortWrite
	}
	if err != nil {
		// Keep what was not written.
		if n > 0 && n < b.n {
			copy(b.buf[:b.n-n], b.buf[n:b.n])
		}
		b.n -= n
		b.err = err
		return err
	}
	b.n = 0
	return nil
}

// Available returns how many bytes the buffer has room for.
//
//so:inline
func (b *Writer) Available() int { return len(b.buf) - b.n }

// AvailableBuffer returns the free part of the buffer as an empty slice of capacity
// Available(), to append to and pass to the next Write; valid until the next write.
func (b *Writer) AvailableBuffer() []byte { return b.buf[b.n:][:0] }

// Buffered returns how many bytes are in the buffer.
//
//so:inline
func (b *Writer) Buffered() int { return b.n }

// Write writes p: into the buffer, flushing it whenever it fills; a large p meeting an empty
// buffer goes straight to the writer underneath. It returns fewer than len(p) bytes only with
// an error.
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Writer) Write(p []byte) (int, error) {
	nn := 0
	for len(p) > len(b.buf)-b.n && b.err == nil {
		var n int
		if b.n == 0 {
			n, b.err = b.wr.Write(p)
		} else {
			n = copy(b.buf[b.n:], p)
			b.n += n
			b.Flush()
		}
		nn += n
		p = p[n:]
	}
	if b.err != nil {
		return nn, b.err
	}
	n := copy(b.buf[b.n:], p)
	b.n += n
	return nn + n, nil
}

// WriteByte writes one byte.
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Writer) WriteByte(c byte) error {
	if b.err != nil {
		return b.err
	}
	if b.n >= len(b.buf) && b.Flush() != nil {
		return b.err
	}
	b.buf[b.n] = c
	b.n++
	return nil
}

// WriteRune writes the UTF-8 encoding of r (of utf8.RuneError for an invalid r) and returns
// how many bytes that is.
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Writer) WriteRune(r rune) (int, error) {
	if uint32(r) < utf8.RuneSelf {
		if err := b.WriteByte(byte(r)); err != nil {
			return 0, err
		}
		return 1, nil
	}
	if b.err != nil {
		return 0, b.err
	}
	if len(b.buf)-b.n < utf8.UTFMax {
		if b.Flush(); b.err != nil {
			return 0, b.err
		}
		if len(b.buf)-b.n < utf8.UTFMax {
			// A buffer smaller than a rune: its bytes one at a time (not WriteString of
			// string(r), whose result a caller would have to keep memory for in every call).
			var enc [utf8.UTFMax]byte
			n := utf8.EncodeRune(enc[:], r)
			for i := 0; i < n; i++ {
				if err := b.WriteByte(enc[i]); err != nil {
					return i, err
				}
			}
			return n, nil
		}
	}
	size := utf8.EncodeRune(b.buf[b.n:], r)
	b.n += size
	return size, nil
}

// WriteString writes s, as Write writes its bytes; a large s meeting an empty buffer goes to
// the writer's WriteString when it has one (else through the buffer).
//
// (Inline: a string that fits in the buffer is copied with no call; writeStringSlow flushes.)
//
//so:inline
func (b *Writer) WriteString(s string) (int, error) {
	if len(s) > len(b.buf)-b.n || b.err != nil {
		return b.writeStringSlow(s)
	}
	n := copy(b.buf[b.n:], s)
	b.n += n
	return n, nil
}

// writeStringSlow is WriteString when s does not fit in the buffer or an error is pending.
//
//so:attr optimize("no-tree-slp-vectorize")
func (b *Writer) writeStringSlow(s string) (int, error) {
	var sw io.StringWriter
	tryString := true
	nn := 0
	for len(s) > len(b.buf)-b.n && b.err == nil {
		var n int
		if b.n == 0 && sw == nil && tryString {
			// Asked once: whether the writer underneath writes strings.
			sw, tryString = b.wr.(io.StringWriter)
		}
		if b.n == 0 && tryString {
			n, b.err = sw.WriteString(s)
		} else {
			n = copy(b.buf[b.n:], s)
			b.n += n
			b.Flush()
		}
		nn += n
		s = s[n:]
	}
	if b.err != nil {
		return nn, b.err
	}
	n := copy(b.buf[b.n:], s)
	b.n += n
	return nn + n, nil
}

// ReadFrom reads r to its end into the buffer, flushing it whenever it fills (through the
// writer's ReadFrom, when it has one and the buffer is empty), and returns the number of
// bytes read. io.EOF is not an error.
//
//so:attr flatten
//so:attr optimize("no-tree-slp-vectorize")
func (b *Writer) ReadFrom(r io.Reader) (int64, error) {
	if b.err != nil {
		return 0, b.err
	}
	rf, hasReadFrom := b.wr.(io.ReaderFrom)
	var n int64
	var err error
	for {
		if b.n == len(b.buf) {
			if ferr := b.Flush(); ferr != nil {
				return n, ferr
			}
		}
		if hasReadFrom && b.n == 0 {
			m, rerr := rf.ReadFrom(r)
			b.err = rerr
			return n + m, rerr
		}
		m := 0
		empty := 0
		for empty < maxConsecutiveEmptyReads {
			m, err = r.Read(b.buf[b.n:])
			if m != 0 || err != nil {
				break
			}
			empty++
		}
		if empty == maxConsecutiveEmptyReads {
			return n, io.ErrNoProgress
		}
		b.n += m
		n += int64(m)
		if err != nil {
			break
		}
	}
	if err == io.EOF {
		// A buffer filled exactly is flushed at once.
		if b.n == len(b.buf) {
			err = b.Flush()
		} else {
			err = nil
		}
	}
	return n, err
}
