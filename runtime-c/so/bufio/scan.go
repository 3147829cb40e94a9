package bufio

import (
	"unsafe"

	"solod.dev/so/errors"
	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/unicode/utf8"
)

// SplitFunc splits the input into tokens. It gets the unprocessed input (data, never empty
// unless atEOF) and whether the reader has nothing more to give (atEOF), and returns how many
// bytes to consume (advance), the next token (nil: none yet) and an error that stops the scan
// (ErrFinalToken stops it without one). Returning 0, nil, nil asks for more input.
type SplitFunc func(data []byte, atEOF bool) (advance int, token []byte, err error)

// The errors of a Scanner, with Go's texts.
var (
	ErrTooLong         = errors.New("bufio.Scanner: token too long")
	ErrNegativeAdvance = errors.New("bufio.Scanner: SplitFunc returns negative advance count")
	ErrAdvanceTooFar   = errors.New("bufio.Scanner: SplitFunc returns advance count beyond input")
	ErrBadReadCount    = errors.New("bufio.Scanner: Read returned impossible count")
)

// ErrFinalToken, returned by a SplitFunc, ends the scan without an error; the token returned
// with it (when not nil) is the last one.
var ErrFinalToken = errors.New("final token")

const (
	// MaxScanTokenSize is the largest token a Scanner reads unless Buffer says otherwise
	// (a little less in fact: the buffer also holds, for instance, the newline).
	MaxScanTokenSize = 64 * 1024

	// startBufSize is the size of the buffer a Scanner first allocates.
	startBufSize = 4096
)

// Scanner reads an input as a sequence of tokens (lines by default): each Scan makes the next
// one available through Bytes and Text. It stops for good at the end of the input, at the
// first read error and at a token too large for its buffer. Its buffer grows through an
// allocator up to the maximum token size; Free gives it back.
type Scanner struct {
	a            mem.Allocator
	r            io.Reader
	split        SplitFunc
	kind         splitKind // which of the package's split functions split is, if one
	maxTokenSize int
	token        []byte // the last token
	buf          []byte // the input read and not yet consumed is buf[start:end]
	start        int
	end          int
	err          error // the first error, sticky
	empties      int   // successive empty tokens at the end of the input
	scanCalled   bool
	done         bool
	ownsBuf      bool // buf came from a (Buffer's is the caller's)
}

// NewScanner returns a Scanner of r that splits lines (ScanLines), whose buffer comes from a
// (nil: mem.System). Its buffer is allocated at the first Scan; Free gives it back.
func NewScanner(a mem.Allocator, r io.Reader) Scanner {
	return Scanner{a: a, r: r, split: ScanLines, kind: splitLines, maxTokenSize: MaxScanTokenSize}
}

// Free gives the buffer back to the allocator when the Scanner allocated it (not the one
// Buffer gave it); the Scanner must not be used afterwards.
func (s *Scanner) Free() {
	if s.ownsBuf {
		freeBuf(s.a, s.buf)
	}
	s.buf = nil
	s.token = nil
	s.ownsBuf = false
}

// Err returns the first error of the scan other than io.EOF, nil when there was none.
func (s *Scanner) Err() error {
	if s.err != nil && s.err == io.EOF {
		return nil
	}
	return s.err
}

// Bytes returns the last token, in the Scanner's buffer: the next Scan may overwrite it.
//
//so:inline
func (s *Scanner) Bytes() []byte { return s.token }

// Text returns the last token as a string, a copy in the caller's frame.
func (s *Scanner) Text() string { return string(s.token) }

// Scan makes the next token available (Bytes, Text) and reports whether there was one: false
// at the end of the input or after an error (Err says which). It panics when the split
// function returns too many empty tokens without consuming input.
//
//so:attr flatten
func (s *Scanner) Scan() bool {
	if s.done {
		return false
	}
	s.scanCalled = true
	for {
		// A token from what is buffered; at the end of the input the split function may
		// still make one of what is left, even of nothing.
		if s.end > s.start || s.err != nil {
			var advance int
			var token []byte
			var err error
			// The package's own split functions are called directly (the C compiler
			// inlines them), others through the func value.
			switch data, atEOF := s.buf[s.start:s.end], s.err != nil; s.kind {
			case splitLines:
				advance, token, err = ScanLines(data, atEOF)
			case splitWords:
				advance, token, err = ScanWords(data, atEOF)
			case splitRunes:
				advance, token, err = ScanRunes(data, atEOF)
			case splitBytes:
				advance, token, err = ScanBytes(data, atEOF)
			default:
				advance, token, err = s.split(data, atEOF)
			}
			if err != nil {
				if err == ErrFinalToken {
					s.token = token
					s.done = true
					return token != nil
				}
				s.setErr(err)
				return false
			}
			if !s.advance(advance) {
				return false
			}
			s.token = token
			if token != nil {
				if s.err == nil || advance > 0 {
					s.empties = 0
				} else {
					s.empties++
					if s.empties > maxConsecutiveEmptyReads {
						panic("bufio.Scan: too many empty tokens without progressing")
					}
				}
				return true
			}
		}
		if s.err != nil {
			s.start, s.end = 0, 0
			return false
		}
		// More input is needed. Move what is left to the front when the buffer is full or
		// more than half consumed.
		if s.start > 0 && (s.end == len(s.buf) || s.start > len(s.buf)/2) {
			copy(s.buf, s.buf[s.start:s.end])
			s.end -= s.start
			s.start = 0
		}
		if s.end == len(s.buf) && !s.grow() {
			return false
		}
		// Read, but not forever from a reader that returns nothing.
		for empty := 0; ; {
			n, err := s.r.Read(s.buf[s.end:])
			if n < 0 || n > len(s.buf)-s.end {
				s.setErr(ErrBadReadCount)
				break
			}
			s.end += n
			if err != nil {
				s.setErr(err)
				break
			}
			if n > 0 {
				s.empties = 0
				break
			}
			empty++
			if empty > maxConsecutiveEmptyReads {
				s.setErr(io.ErrNoProgress)
				break
			}
		}
	}
}

// grow doubles the full buffer (startBufSize the first time), up to the maximum token size;
// at the maximum it records ErrTooLong and returns false.
func (s *Scanner) grow() bool {
	const maxInt = int(^uint(0) >> 1)
	if len(s.buf) >= s.maxTokenSize || len(s.buf) > maxInt/2 {
		s.setErr(ErrTooLong)
		return false
	}
	size := len(s.buf) * 2
	if size == 0 {
		size = startBufSize
	}
	if size > s.maxTokenSize {
		size = s.maxTokenSize
	}
	nb := allocBuf(s.a, size)
	copy(nb, s.buf[s.start:s.end])
	if s.ownsBuf {
		freeBuf(s.a, s.buf)
	}
	s.buf = nb
	s.ownsBuf = true
	s.end -= s.start
	s.start = 0
	return true
}

// advance consumes n bytes of the input, if the split function may ask that.
func (s *Scanner) advance(n int) bool {
	if n < 0 {
		s.setErr(ErrNegativeAdvance)
		return false
	}
	if n > s.end-s.start {
		s.setErr(ErrAdvanceTooFar)
		return false
	}
	s.start += n
	return true
}

// setErr records err unless an error other than io.EOF came first.
func (s *Scanner) setErr(err error) {
	if s.err == nil || s.err == io.EOF {
		s.err = err
	}
}

// Buffer makes buf (all its capacity) the first buffer and max the largest token size: with
// max <= cap(buf) the Scanner allocates nothing. It panics once Scan was called.
func (s *Scanner) Buffer(buf []byte, max int) {
	if s.scanCalled {
		panic("Buffer called after Scan")
	}
	if s.ownsBuf {
		freeBuf(s.a, s.buf)
		s.ownsBuf = false
	}
	s.buf = buf[0:cap(buf)]
	s.maxTokenSize = max
}

// Split sets the split function (ScanLines by default). It panics once Scan was called.
func (s *Scanner) Split(split SplitFunc) {
	if s.scanCalled {
		panic("Split called after Scan")
	}
	s.split = split
	s.kind = kindOf(split)
}

// splitKind says which of the package's split functions a SplitFunc is.
type splitKind uint8

const (
	splitOther splitKind = iota
	splitLines
	splitWords
	splitRunes
	splitBytes
)

// kindOf returns the kind of split: whether it is ScanLines, ScanWords, ScanRunes or
// ScanBytes. (Go has no == on funcs: a func value of a top-level function is, under both
// compilers, a word that identifies the function, which is compared.)
func kindOf(split SplitFunc) splitKind {
	switch funcWord(split) {
	case funcWord(ScanLines):
		return splitLines
	case funcWord(ScanWords):
		return splitWords
	case funcWord(ScanRunes):
		return splitRunes
	case funcWord(ScanBytes):
		return splitBytes
	}
	return splitOther
}

// funcWord returns the first word of a func value: the function it calls when it is a
// top-level function (a closure's differs from every top-level function's).
func funcWord(f SplitFunc) uintptr {
	return *(*uintptr)(unsafe.Pointer(&f))
}

// ScanBytes is a SplitFunc whose tokens are the bytes of the input.
func ScanBytes(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	return 1, data[0:1], nil
}

// errorRune is the UTF-8 encoding of utf8.RuneError, ScanRunes's token for a bad encoding.
var errorRune = []byte{0xef, 0xbf, 0xbd}

// ScanRunes is a SplitFunc whose tokens are the UTF-8 encoded runes of the input, as a range
// over the input as a string gives them: a bad encoding is one byte, whose token is
// utf8.RuneError's encoding.
func ScanRunes(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	if data[0] < utf8.RuneSelf {
		return 1, data[0:1], nil
	}
	if _, size := utf8.DecodeRune(data); size > 1 {
		return size, data[0:size], nil
	}
	// An encoding error, or the start of a rune whose rest has not been read yet.
	if !atEOF && !utf8.FullRune(data) {
		return 0, nil, nil
	}
	return 1, errorRune, nil
}

// dropCR returns data without a final '\r'.
func dropCR(data []byte) []byte {
	if n := len(data); n > 0 && data[n-1] == '\r' {
		return data[0 : n-1]
	}
	return data
}

// ScanLines is a SplitFunc whose tokens are the lines of the input without their end (an
// optional '\r' and a '\n'); a last line without an end is a token too, unless it is empty.
func ScanLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	if i := indexByte(data, '\n'); i >= 0 {
		end := i
		if end > 0 && data[end-1] == '\r' {
			end--
		}
		return i + 1, data[0:end], nil
	}
	if atEOF {
		return len(data), dropCR(data), nil
	}
	return 0, nil, nil
}

// isSpace reports whether r is white space as unicode.IsSpace says (without its tables).
func isSpace(r rune) bool {
	if r <= 0xff {
		switch r {
		case ' ', '\t', '\n', '\v', '\f', '\r', 0x85, 0xa0:
			return true
		}
		return false
	}
	if 0x2000 <= r && r <= 0x200a {
		return true
	}
	switch r {
	case 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000:
		return true
	}
	return false
}

// ScanWords is a SplitFunc whose tokens are the words of the input: the runs of runes between
// white space (unicode.IsSpace), never empty.
func ScanWords(data []byte, atEOF bool) (advance int, token []byte, err error) {
	start := 0
	for start < len(data) {
		c := data[start]
		if c < utf8.RuneSelf {
			if !asciiSpace[c] {
				break
			}
			start++
			continue
		}
		r, size := utf8.DecodeRune(data[start:])
		if !isSpace(r) {
			break
		}
		start += size
	}
	for i := start; i < len(data); {
		c := data[i]
		if c < utf8.RuneSelf {
			if asciiSpace[c] {
				return i + 1, data[start:i], nil
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(data[i:])
		if isSpace(r) {
			return i + size, data[start:i], nil
		}
		i += size
	}
	if atEOF && len(data) > start {
		return len(data), data[start:], nil
	}
	return start, nil, nil
}

// asciiSpace marks the ASCII white space bytes.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}
