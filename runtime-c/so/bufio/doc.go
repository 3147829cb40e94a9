// Package bufio buffers I/O: a Reader or a Writer wraps an io.Reader or io.Writer with a
// buffer, and a Scanner splits an input into lines, words, runes or tokens of your own; the
// So counterpart of Go's bufio package, with Go's semantics.
//
// Exported API (one So source for both toolchains: the package is written in So):
//
//	const DefaultBufSize = 4096
//	var ErrInvalidUnreadByte, ErrInvalidUnreadRune, ErrBufferFull, ErrNegativeCount error
//
//	type Reader struct{ ... }                   // *Reader is an io.Reader, ByteScanner, RuneScanner, WriterTo
//	func NewReader(a mem.Allocator, rd io.Reader) Reader
//	func NewReaderSize(a mem.Allocator, rd io.Reader, size int) Reader
//	    Size, Reset(r), Free(), Buffered() int, Peek(n) ([]byte, error), Discard(n) (int, error),
//	    Read, ReadByte, UnreadByte, ReadRune, UnreadRune, WriteTo,
//	    ReadSlice(delim) ([]byte, error), ReadLine() (line []byte, isPrefix bool, err error),
//	    ReadBytes(delim) ([]byte, error)   // from the Reader's allocator: the caller frees it
//	    ReadString(delim) (string, error)  // from the Reader's allocator: the caller frees it
//
//	type Writer struct{ ... }                   // *Writer is an io.Writer, ByteWriter, StringWriter, ReaderFrom
//	func NewWriter(a mem.Allocator, w io.Writer) Writer
//	func NewWriterSize(a mem.Allocator, w io.Writer, size int) Writer
//	    Size, Reset(w), Free(), Flush() error, Available() int, AvailableBuffer() []byte,
//	    Buffered() int, Write, WriteByte, WriteRune, WriteString, ReadFrom
//
//	type ReadWriter struct{ *Reader; *Writer }
//	func NewReadWriter(r *Reader, w *Writer) ReadWriter
//
//	type SplitFunc func(data []byte, atEOF bool) (advance int, token []byte, err error)
//	func ScanLines, ScanWords, ScanRunes, ScanBytes        // SplitFuncs
//	const MaxScanTokenSize = 64 * 1024
//	var ErrTooLong, ErrNegativeAdvance, ErrAdvanceTooFar, ErrBadReadCount, ErrFinalToken error
//	type Scanner struct{ ... }
//	func NewScanner(a mem.Allocator, r io.Reader) Scanner
//	    Scan() bool, Text() string, Bytes() []byte, Err() error,
//	    Buffer(buf []byte, max int), Split(split SplitFunc), Free()
//
// The behaviour is Go's: the same calls of Read and Write on the reader or writer underneath
// (how many, with which sizes), the same results, errors and panics.
//
// # Memory
//
// The buffers come from the allocator given to the constructor (nil means mem.System), and
// the Reader, Writer or Scanner's Free method gives them back: a program that makes one
// frees it (defer r.Free()), after a Writer's Flush. ReadBytes and ReadString return memory
// from the Reader's allocator, exactly as long as the result, which the caller frees with
// mem.FreeSlice or mem.FreeString (nothing is allocated for an empty result). A Scanner
// allocates its buffer at the first Scan and doubles it as long tokens need (up to
// MaxScanTokenSize, or Buffer's max); Buffer gives it a caller's buffer instead, which Free
// leaves alone. Text returns a copy of the token in the caller's frame. For buffers without
// the heap, pass an mem.Arena's allocator over a caller's array.
//
// # Differences from Go's bufio
//
// The API is the peer Solod's where it has one, which differs from Go's where So's rule "no
// hidden heap allocation" asks for it:
//   - The constructors take an allocator first and return a value, where Go returns a
//     pointer: its address is the io.Reader or io.Writer (r := bufio.NewReader(nil, &f);
//     line, err := r.ReadString('\n')). Go's NewReaderSize and NewWriterSize return their
//     argument when it already is a Reader or Writer with a large enough buffer; here they
//     always make a new one, which reads from or writes to the one given.
//   - ReadBytes and ReadString allocate their result from the Reader's allocator (see above);
//     ReadBytes returns nil rather than an empty slice when it read nothing.
//   - NewReadWriter returns a value.
//   - ReadLine, ReadRune and SplitFunc have Go's three results, where the peer returns structs
//     (ReadLineResult, io.RuneSizeResult, SplitResult) because its compiler cannot return
//     three values.
//
// A Reader, Writer and Scanner keep the errors of the reader or writer underneath (the sticky
// error Go keeps). solod only accepts that when the Read and Write methods of the program
// return errors that are no memory of their caller's frame: package-level errors
// (errors.New in a var), or small values held in the error itself; a Read or Write method
// that returns a pointer to an error it made (&MyError{...}) gets bufio rejected as an
// escape. The same holds for the tokens of a split function: they must be parts of its data
// argument or package-level memory, as those of ScanLines, ScanWords, ScanRunes and
// ScanBytes are.
package bufio
