package io

// Reader reads up to len(p) bytes into p and returns how many it read (0 <= n <= len(p)) and
// the error that stopped it, if any. At the end of the input it returns EOF, either with the
// last bytes or on the next call. Callers handle the n > 0 bytes before the error.
// Implementations must not keep p.
type Reader interface {
	Read(p []byte) (n int, err error)
}

// Writer writes len(p) bytes from p and returns how many it wrote; when that is fewer than
// len(p) the error is not nil. Implementations must not change or keep p.
type Writer interface {
	Write(p []byte) (n int, err error)
}

// Closer releases what the value holds; calling Close twice is undefined unless an
// implementation says otherwise.
type Closer interface {
	Close() error
}

// Seeker sets the offset of the next Read or Write: offset counts from the start (SeekStart),
// the current offset (SeekCurrent) or the end (SeekEnd). It returns the new offset from the
// start.
type Seeker interface {
	Seek(offset int64, whence int) (int64, error)
}

// ReadWriter is a Reader and a Writer.
type ReadWriter interface {
	Reader
	Writer
}

// ReadCloser is a Reader and a Closer.
type ReadCloser interface {
	Reader
	Closer
}

// WriteCloser is a Writer and a Closer.
type WriteCloser interface {
	Writer
	Closer
}

// ReadWriteCloser is a Reader, a Writer and a Closer.
type ReadWriteCloser interface {
	Reader
	Writer
	Closer
}

// ReadSeeker is a Reader and a Seeker.
type ReadSeeker interface {
	Reader
	Seeker
}

// ReadSeekCloser is a Reader, a Seeker and a Closer.
type ReadSeekCloser interface {
	Reader
	Seeker
	Closer
}

// WriteSeeker is a Writer and a Seeker.
type WriteSeeker interface {
	Writer
	Seeker
}

// ReadWriteSeeker is a Reader, a Writer and a Seeker.
type ReadWriteSeeker interface {
	Reader
	Writer
	Seeker
}

// ReaderFrom reads r until EOF or an error and returns the number of bytes read; EOF is not
// reported as an error. Copy uses it when the destination has it.
type ReaderFrom interface {
	ReadFrom(r Reader) (n int64, err error)
}

// WriterTo writes its data to w until there is no more or an error occurs, and returns the
// number of bytes written. Copy uses it when the source has it.
type WriterTo interface {
	WriteTo(w Writer) (n int64, err error)
}

// ReaderAt reads len(p) bytes at offset off of the input, independently of any seek offset;
// when it reads fewer it says why in the error (EOF at the end).
type ReaderAt interface {
	ReadAt(p []byte, off int64) (n int, err error)
}

// WriterAt writes len(p) bytes at offset off of the output, independently of any seek offset.
type WriterAt interface {
	WriteAt(p []byte, off int64) (n int, err error)
}

// ByteReader reads one byte; on an error no byte was consumed.
type ByteReader interface {
	ReadByte() (byte, error)
}

// ByteScanner is a ByteReader that can give back the last byte it read.
type ByteScanner interface {
	ByteReader
	UnreadByte() error
}

// ByteWriter writes one byte.
type ByteWriter interface {
	WriteByte(c byte) error
}

// RuneReader reads one UTF-8 encoded character and returns it and its size in bytes; when no
// character is available, err says why.
type RuneReader interface {
	ReadRune() (r rune, size int, err error)
}

// RuneScanner is a RuneReader that can give back the last rune it read.
type RuneScanner interface {
	RuneReader
	UnreadRune() error
}

// StringWriter writes the bytes of a string.
type StringWriter interface {
	WriteString(s string) (n int, err error)
}
