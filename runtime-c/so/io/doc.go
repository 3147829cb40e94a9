// Package io provides the basic interfaces to I/O primitives (Reader, Writer and their
// combinations), the errors they report, and the helpers that move bytes between them: the So
// counterpart of Go's io package, with Go's semantics.
//
// Exported API (one So source for both toolchains: the package is written in So):
//
//	type Reader, Writer, Closer, Seeker, ReadWriter, ReadCloser, WriteCloser, ReadWriteCloser,
//	     ReadSeeker, ReadSeekCloser, WriteSeeker, ReadWriteSeeker, ReaderFrom, WriterTo,
//	     ReaderAt, WriterAt, ByteReader, ByteScanner, ByteWriter, RuneReader, RuneScanner,
//	     StringWriter interface
//	const SeekStart, SeekCurrent, SeekEnd
//	var EOF, ErrUnexpectedEOF, ErrShortWrite, ErrShortBuffer, ErrNoProgress, ErrClosedPipe,
//	    ErrInvalidWrite, ErrNegativeRead, ErrOffset, ErrWhence, ErrUnread error
//
//	func WriteString(w Writer, s string) (int, error)
//	func ReadAtLeast(r Reader, buf []byte, min int) (int, error)
//	func ReadFull(r Reader, buf []byte) (int, error)
//	func Copy(dst Writer, src Reader) (int64, error)
//	func CopyN(dst Writer, src Reader, n int64) (int64, error)
//	func CopyBuffer(dst Writer, src Reader, buf []byte) (int64, error)
//	func ReadAll(a mem.Allocator, r Reader) ([]byte, error)   // the caller frees the result
//
//	type LimitedReader struct { R Reader; N int64 }  // *LimitedReader is a Reader
//	    func LimitReader(r Reader, n int64) LimitedReader
//	type SectionReader struct{ ... }                 // *SectionReader: Read, Seek, ReadAt, Size, Outer
//	    func NewSectionReader(r ReaderAt, off, n int64) SectionReader
//	type ReaderAtOffset struct { R ReaderAt; Off, N int64 } // what Outer returns
//	type NopCloser struct{ ... }                     // *NopCloser is a ReadCloser
//	    func NewNopCloser(r Reader) NopCloser
//	type DiscardWriter struct{}
//	var Discard Writer                               // every Write succeeds, doing nothing
//	type MultiReader struct{ ... }                   // *MultiReader is a Reader (and a WriterTo)
//	    func NewMultiReader(readers ...Reader) MultiReader
//	type MultiWriter struct{ ... }                   // *MultiWriter is a Writer (and a StringWriter)
//	    func NewMultiWriter(writers ...Writer) MultiWriter
//
// # Differences from Go's io
//
// The API is the peer Solod's, which differs from Go's where So's rule "no hidden heap
// allocation" requires it:
//   - Go's constructors that return a pointer in an interface (LimitReader, NopCloser,
//     MultiReader, MultiWriter, NewSectionReader) return a value here; its pointer is the
//     Reader or Writer (lr := io.LimitReader(r, 10); io.Copy(w, &lr)). MultiReader and
//     MultiWriter refer to the slice they are given (the caller's: keep it alive as long as
//     the reader or writer) instead of copying it.
//   - ReadAll takes the allocator its result comes from (nil: mem.System); the caller owns
//     the slice and frees it with mem.FreeSlice (also when an error is returned).
//   - SectionReader.Outer returns a ReaderAtOffset where Go returns three results. (The peer's
//     RuneReader.ReadRune returns a struct; here it has Go's three results, the signature
//     go vet requires of a method named ReadRune.)
//   - Copy, CopyN and Discard's ReadFrom stage the bytes through a buffer in their own frame
//     (32 KiB, 8 KiB), where Go allocates one; CopyBuffer with a nil buffer does the same.
//   - There is no Pipe (it needs goroutines) and no TeeReader, OffsetWriter or SeekCloser.
//
// Copy uses src's WriteTo or dst's ReadFrom when they have one, as Go's does, and the number
// and sizes of the Read and Write calls that the helpers make are Go's, except for ReadAll,
// which reads into one growing slice rather than Go's chunks.
package io
