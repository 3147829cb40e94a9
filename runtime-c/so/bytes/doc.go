// Package bytes manipulates byte slices: the So counterpart of Go's bytes package, with Go's
// semantics, written in So (byte searches go through the C of so/internal/bytealg: memchr,
// memcmp).
//
// Functions that build new memory take a mem.Allocator first (nil means mem.System), as the
// peer Solod's do, and return memory the caller owns (mem.FreeSlice; mem.FreeString for
// String's result):
//
//	func Clone(a mem.Allocator, b []byte) []byte
//	func String(a mem.Allocator, b []byte) string     // the peer's: a string copy of b
//	func Join(a mem.Allocator, s [][]byte, sep []byte) []byte
//	func Repeat(a mem.Allocator, b []byte, count int) []byte
//	func Replace(a mem.Allocator, s, old, new []byte, n int) []byte
//	func ReplaceAll(a mem.Allocator, s, old, new []byte) []byte
//	func Runes(a mem.Allocator, s []byte) []rune
//	func Map(a mem.Allocator, mapping RuneFunc, s []byte) []byte
//	func ToUpper(a mem.Allocator, s []byte) []byte
//	func ToLower(a mem.Allocator, s []byte) []byte
//	func ToTitle(a mem.Allocator, s []byte) []byte
//	func ToUpperSpecial(a mem.Allocator, c unicode.SpecialCase, s []byte) []byte
//	func ToLowerSpecial(a mem.Allocator, c unicode.SpecialCase, s []byte) []byte
//	func ToTitleSpecial(a mem.Allocator, c unicode.SpecialCase, s []byte) []byte
//	func ToValidUTF8(a mem.Allocator, s, replacement []byte) []byte
//	func Split(a mem.Allocator, s, sep []byte) [][]byte
//	func SplitN(a mem.Allocator, s, sep []byte, n int) [][]byte
//	func SplitAfter(a mem.Allocator, s, sep []byte) [][]byte
//	func SplitAfterN(a mem.Allocator, s, sep []byte, n int) [][]byte
//	func Fields(a mem.Allocator, s []byte) [][]byte
//	func FieldsFunc(a mem.Allocator, s []byte, f RunePredicate) [][]byte
//
// A result is exactly as long as its memory (the slices of Split and its kind are as long as
// Go's, which may be shorter than their capacity: free them with mem.FreeSlice, which uses the
// capacity). An empty result allocates nothing and is nil, except that Clone of an empty
// non-nil slice is empty and non-nil (as Go's). The subslices of Split, Fields and the like
// are parts of s with their capacity cut at their end, as Go's.
//
// Functions that allocate nothing have Go's signatures: Compare, Contains, ContainsAny,
// ContainsRune, ContainsFunc, Count, Cut, CutPrefix, CutSuffix, Equal, EqualFold, HasPrefix,
// HasSuffix, Index, IndexAny, IndexByte, IndexFunc, IndexRune, LastIndex, LastIndexAny,
// LastIndexByte, LastIndexFunc, Trim, TrimFunc, TrimLeft, TrimLeftFunc, TrimPrefix,
// TrimRight, TrimRightFunc, TrimSpace, TrimSuffix (which return nil when they trim
// everything, as Go's do). RunePredicate is func(rune) bool and RuneFunc func(rune) rune.
//
// # Buffer
//
//	type Buffer struct{ ... }                     // the zero Buffer grows through mem.System
//	const MinRead = 512
//	var ErrTooLarge error                          // "bytes.Buffer: too large"
//	func NewBuffer(a mem.Allocator, buf []byte) Buffer
//	func NewBufferString(a mem.Allocator, s string) Buffer
//	Write, WriteString, WriteByte, WriteRune, Read, ReadByte, ReadRune, UnreadByte,
//	UnreadRune, Next, Peek, ReadBytes, ReadString, Bytes, String, Len, Cap, Available,
//	AvailableBuffer, Grow, Truncate, Reset, Free (gives the memory back), and
//	func (b *Buffer) ReadFrom(r io.Reader) (n int64, err error)
//	func (b *Buffer) WriteTo(w io.Writer) (n int64, err error)
//
// NewBuffer takes buf over, as Go's does: growing reallocates it through a and Free frees it,
// so buf must have come from a; for an array of the caller's, pass mem.NoAlloc (the Buffer
// then cannot grow past it, and Free leaves it). NewBufferString copies s into memory from a.
// ReadBytes and ReadString return copies in the Buffer's allocator's memory, which the caller
// owns. String and Bytes share the Buffer's memory, valid until it changes. The Buffer grows
// to twice its capacity (or what is needed); capacities differ from Go's, which rounds to its
// allocation classes.
//
// # Reader
//
//	type Reader struct{ ... }
//	func NewReader(b []byte) Reader               // a value, as the peer's; pass &r as a reader
//	Len, Size, Read, ReadAt, ReadByte, UnreadByte, ReadRune, UnreadRune, Seek, Reset, and
//	func (r *Reader) WriteTo(w io.Writer) (n int64, err error)
//
// The errors are Go's texts; the end of the data is io.EOF.
//
// Not provided: Go's iterator functions (Lines, SplitSeq, FieldsSeq, ...: So has no range
// over functions), the deprecated Title, and NewBuffer's *Buffer (a value instead).
package bytes
