package io

// DiscardWriter is the type of Discard: every Write succeeds and does nothing.
type DiscardWriter struct{}

// Discard is a Writer on which every Write succeeds without doing anything.
var Discard Writer = &DiscardWriter{}

// Write returns len(p), nil.
func (*DiscardWriter) Write(p []byte) (int, error) { return len(p), nil }

// WriteString returns len(s), nil.
func (*DiscardWriter) WriteString(s string) (int, error) { return len(s), nil }

// discardBufSize is the size of the buffer ReadFrom reads into (Go's).
const discardBufSize = 8192

// ReadFrom reads r until EOF or an error, through a buffer in its frame, and returns the
// number of bytes read; EOF is not an error. Copy to Discard uses it.
func (*DiscardWriter) ReadFrom(r Reader) (int64, error) {
	var buf [discardBufSize]byte
	var n int64
	for {
		k, err := r.Read(buf[:])
		n += int64(k)
		if err != nil {
			if err == EOF {
				return n, nil
			}
			return n, err
		}
	}
}

// LimitReader returns a LimitedReader that reads from r and reports EOF after n bytes. Its
// address is the Reader (Go returns it as a pointer).
func LimitReader(r Reader, n int64) LimitedReader { return LimitedReader{r, n} }

// LimitedReader reads from R and reports EOF once it has returned N bytes: each Read lowers N
// by what it returns, and Read reports EOF when N <= 0 or R does.
type LimitedReader struct {
	R Reader // what is read
	N int64  // how many bytes are left
}

// Read reads at most N bytes from R into p.
func (l *LimitedReader) Read(p []byte) (int, error) {
	if l.N <= 0 {
		return 0, EOF
	}
	if int64(len(p)) > l.N {
		p = p[0:l.N]
	}
	n, err := l.R.Read(p)
	l.N -= int64(n)
	return n, err
}

// NopCloser is a ReadCloser whose Close does nothing, around a Reader.
type NopCloser struct {
	r Reader
}

// NewNopCloser returns a NopCloser around r; its address is the ReadCloser.
func NewNopCloser(r Reader) NopCloser { return NopCloser{r} }

// Read reads from the Reader.
func (c *NopCloser) Read(p []byte) (int, error) { return c.r.Read(p) }

// Close does nothing and returns nil.
func (*NopCloser) Close() error { return nil }

// maxInt64 is the largest int64.
const maxInt64 = 1<<63 - 1

// NewSectionReader returns a SectionReader that reads r from offset off and reports EOF after
// n bytes; its address is the reader. An off+n beyond the largest int64 reads up to it.
func NewSectionReader(r ReaderAt, off int64, n int64) SectionReader {
	limit := int64(maxInt64)
	if off <= maxInt64-n {
		limit = off + n
	}
	return SectionReader{r: r, base: off, off: off, limit: limit, n: n}
}

// SectionReader reads a section of a ReaderAt: Read, Seek and ReadAt through its pointer.
type SectionReader struct {
	r     ReaderAt
	base  int64 // the section's first offset in r
	off   int64 // the offset of the next Read
	limit int64 // the offset after the section
	n     int64 // the size NewSectionReader was given
}

// Read reads from the current offset, at most to the end of the section.
func (s *SectionReader) Read(p []byte) (int, error) {
	if s.off >= s.limit {
		return 0, EOF
	}
	if left := s.limit - s.off; int64(len(p)) > left {
		p = p[0:left]
	}
	n, err := s.r.ReadAt(p, s.off)
	s.off += int64(n)
	return n, err
}

// Seek sets the offset of the next Read, relative to the section.
func (s *SectionReader) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case SeekStart:
		offset += s.base
	case SeekCurrent:
		offset += s.off
	case SeekEnd:
		offset += s.limit
	default:
		return 0, ErrWhence
	}
	if offset < s.base {
		return 0, ErrOffset
	}
	s.off = offset
	return offset - s.base, nil
}

// ReadAt reads len(p) bytes at offset off of the section; past its end it reads what is left
// and reports EOF.
func (s *SectionReader) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 || off >= s.Size() {
		return 0, EOF
	}
	off += s.base
	if left := s.limit - off; int64(len(p)) > left {
		n, err := s.r.ReadAt(p[0:left], off)
		if err == nil {
			err = EOF
		}
		return n, err
	}
	return s.r.ReadAt(p, off)
}

// Size returns the size of the section in bytes.
func (s *SectionReader) Size() int64 { return s.limit - s.base }

// ReaderAtOffset is what SectionReader.Outer returns.
type ReaderAtOffset struct {
	R   ReaderAt
	Off int64
	N   int64
}

// Outer returns the ReaderAt, offset and size that NewSectionReader was given.
func (s *SectionReader) Outer() ReaderAtOffset {
	return ReaderAtOffset{s.r, s.base, s.n}
}
