// Package path manipulates slash-separated paths: the So counterpart of Go's path package,
// with Go's semantics, written in So.
//
// Exported API (the peer Solod's signatures: the functions that build a new string take an
// allocator first):
//
//	func Clean(a mem.Allocator, path string) string
//	func Join(a mem.Allocator, elem ...string) string
//	func Dir(a mem.Allocator, path string) string
//	func Split(path string) (dir, file string)
//	func Base(path string) string
//	func Ext(path string) string
//	func IsAbs(path string) bool
//	func Match(pattern, name string) (matched bool, err error)
//	var ErrBadPattern error // "syntax error in pattern"
//
// Clean, Dir and Join return strings in memory from the allocator (nil: mem.System), exactly
// as long as the result; the caller owns them and gives them back with mem.FreeString(a, s).
// Join with no non-empty element returns "" and allocates nothing; Clean and Dir always
// allocate. Split, Base and Ext return parts of their argument (Base also the constants "."
// and "/"), which allocate nothing. Results and errors are Go's, for every input.
package path
