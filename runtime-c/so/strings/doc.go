// Package strings manipulates UTF-8 encoded strings: the So counterpart of Go's strings
// package, with Go's semantics, written in So (byte searches go through the C of
// so/internal/bytealg: memchr, memcmp).
//
// Functions that build a new string or slice take a mem.Allocator first (nil means
// mem.System), as the peer Solod's do, and return memory the caller owns:
//
//	func Clone(a mem.Allocator, s string) string
//	func Join(a mem.Allocator, elems []string, sep string) string
//	func Repeat(a mem.Allocator, s string, count int) string
//	func Replace(a mem.Allocator, s, old, new string, n int) string
//	func ReplaceAll(a mem.Allocator, s, old, new string) string
//	func Map(a mem.Allocator, mapping RuneFunc, s string) string
//	func ToUpper(a mem.Allocator, s string) string
//	func ToLower(a mem.Allocator, s string) string
//	func ToTitle(a mem.Allocator, s string) string
//	func ToUpperSpecial(a mem.Allocator, c unicode.SpecialCase, s string) string
//	func ToLowerSpecial(a mem.Allocator, c unicode.SpecialCase, s string) string
//	func ToTitleSpecial(a mem.Allocator, c unicode.SpecialCase, s string) string
//	func ToValidUTF8(a mem.Allocator, s, replacement string) string
//	func Split(a mem.Allocator, s, sep string) []string
//	func SplitN(a mem.Allocator, s, sep string, n int) []string
//	func SplitAfter(a mem.Allocator, s, sep string) []string
//	func SplitAfterN(a mem.Allocator, s, sep string, n int) []string
//	func Fields(a mem.Allocator, s string) []string
//	func FieldsFunc(a mem.Allocator, s string, f RunePredicate) []string
//
// A string result is exactly as long as its memory: free it with mem.FreeString(a, s). It
// is always a new allocation, even where Go would return s itself (ToUpper of an upper-case
// string, Replace without a match), except that an empty result allocates nothing. A slice
// result is freed with mem.FreeSlice(a, s) (or slices.Free); its strings are parts of s, and
// an empty result is nil (Go's Split("", "") is an empty non-nil slice).
//
// Functions that allocate nothing have Go's signatures: Compare, Contains, ContainsAny,
// ContainsRune, ContainsFunc, Count, Cut, CutPrefix, CutSuffix, EqualFold, HasPrefix,
// HasSuffix, Index, IndexAny, IndexByte, IndexFunc, IndexRune, LastIndex, LastIndexAny,
// LastIndexByte, LastIndexFunc, Trim, TrimFunc, TrimLeft, TrimLeftFunc, TrimPrefix,
// TrimRight, TrimRightFunc, TrimSpace, TrimSuffix. Their results are parts of their
// arguments. The predicate and mapping parameters have the peer's named types RunePredicate
// (func(rune) bool) and RuneFunc (func(rune) rune), which accept any such function.
//
// # Builder
//
//	type Builder struct{ ... }
//	func NewBuilder(a mem.Allocator) Builder       // the zero Builder grows through mem.System
//	func FixedBuilder(buf []byte) Builder          // writes into buf; growing past it panics
//	func (b *Builder) Write(p []byte) (int, error)
//	func (b *Builder) WriteByte(c byte) error
//	func (b *Builder) WriteRune(r rune) (int, error)
//	func (b *Builder) WriteString(s string) (int, error)
//	func (b *Builder) String() string
//	func (b *Builder) Len() int
//	func (b *Builder) Cap() int
//	func (b *Builder) Grow(n int)
//	func (b *Builder) Reset()                      // empties, keeping the memory
//	func (b *Builder) Free()                       // gives the memory back
//
// Unlike Go's, String's result shares the Builder's memory: it is valid until the Builder
// grows (a write past its capacity reallocates the memory), is Reset (later writes overwrite
// it) or is Free'd. Copy it (Clone) to keep it longer. A copied Builder is not detected.
//
// # Reader
//
//	type Reader struct{ ... }
//	func NewReader(s string) Reader                // a value, as the peer's; pass &r as a reader
//	func (r *Reader) Len() int
//	func (r *Reader) Size() int64
//	func (r *Reader) Read(b []byte) (n int, err error)
//	func (r *Reader) ReadAt(b []byte, off int64) (n int, err error)
//	func (r *Reader) ReadByte() (byte, error)
//	func (r *Reader) UnreadByte() error
//	func (r *Reader) ReadRune() (ch rune, size int, err error)
//	func (r *Reader) UnreadRune() error
//	func (r *Reader) Seek(offset int64, whence int) (int64, error)
//	func (r *Reader) Reset(s string)
//	func (r *Reader) WriteTo(w io.Writer) (n int64, err error)
//
// The errors are Go's texts; the end of the string is io.EOF.
//
// Not provided: Go's iterator functions (Lines, SplitSeq, FieldsSeq, ...: So has no range
// over functions), the deprecated Title, and Replacer.
package strings
