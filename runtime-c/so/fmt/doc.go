// Package fmt formats values as Go's fmt does: the same verbs, flags, widths, precisions,
// argument indexes and error forms, and the same text for every value, including structs,
// pointers, slices, arrays, maps (with sorted keys), nested and nil values, and the
// Stringer, error, GoStringer and Formatter methods of the values printed.
//
// Exported API:
//
//	var Output io.Writer                                      // standard output
//	func Print(a ...any) (n int, err error)                  // to Output
//	func Println(a ...any) (n int, err error)
//	func Printf(format string, a ...any) (n int, err error)
//	func Fprint(w io.Writer, a ...any) (n int, err error)    // to w
//	func Fprintln(w io.Writer, a ...any) (n int, err error)
//	func Fprintf(w io.Writer, format string, a ...any) (n int, err error)
//	func Sprint(buf []byte, a ...any) string                 // into buf
//	func Sprintln(buf []byte, a ...any) string
//	func Sprintf(buf []byte, format string, a ...any) string
//	func Asprint(alloc mem.Allocator, a ...any) string       // into memory from alloc
//	func Asprintln(alloc mem.Allocator, a ...any) string
//	func Asprintf(alloc mem.Allocator, format string, a ...any) string
//	func Append(b []byte, a ...any) []byte                   // into b's capacity
//	func Appendln(b []byte, a ...any) []byte
//	func Appendf(b []byte, format string, a ...any) []byte
//	func Errorf(format string, a ...any) error               // %w wraps its operand
//	type Stringer interface { String() string }
//	type GoStringer interface { GoString() string }
//	type Formatter interface { Format(f State, verb rune) }
//	type State interface { Write(b []byte) (n int, err error); Width() (wid int, ok bool);
//	                       Precision() (prec int, ok bool); Flag(c int) bool }
//
// # Where the output goes, and who frees it
//
// So allocates nothing behind the program's back, so the functions that make a string in Go
// take the memory for it:
//   - Sprint, Sprintln and Sprintf write into buf and return the string they wrote there (it
//     shares buf's bytes). Output that does not fit in len(buf) is dropped: the result is its
//     first len(buf) bytes. (The peer Solod's Sprintf has this signature.)
//   - Asprint, Asprintln and Asprintf return a string in memory from alloc (nil: mem.System)
//     of exactly its length; the caller frees it with mem.FreeString(alloc, s). An empty
//     result allocates nothing.
//   - Append, Appendln and Appendf append to b within its capacity and panic with
//     "append: out of capacity" when the output does not fit, as So's append does.
//
// Print, Println and Printf write to Output, which is standard output unless the program sets
// it (the peer Solod's API), with one write(2) per call (for output
// up to 4 KiB; longer output takes one write per 4 KiB), unbuffered, as Go's do: their output
// interleaves with println's (standard error) in program order. Fprint, Fprintln and Fprintf
// likewise make one Write call on w per 4 KiB of output (Go makes exactly one).
//
// Errorf returns an error whose Error method gives the formatted text; with a %w verb whose
// operand is an error, its Unwrap method returns that operand (Unwrap() []error with several
// %w), so errors.Is and errors.As see through it, as in Go. Without verbs and arguments it is
// errors.New(format).
//
// # Differences from Go's fmt under solod
//
// solod compiles the formatter in this package (print_so.go and its neighbours) instead of
// Go's: the compiler gives every type stored in an interface a descriptor with what printing
// needs (so/internal/rtype), so no reflection is needed. The Go toolchain builds fmt_go.go,
// which is Go's fmt itself, and Go's output is what solod's is tested against. The
// differences:
//   - There is no recover in So: a String, Error, GoString or Format method that panics ends
//     the program instead of printing %!v(PANIC=String method: ...). A method with a value
//     receiver called through a nil pointer prints <nil> as in Go (Go gets there by recovering
//     the panic; here the formatter does not call the method).
//   - The error Errorf makes, and its text, live in the caller's frame, like any value a
//     function returns. Errorf with neither verbs nor arguments uses format itself.
//   - The addresses %p and %v print for pointers, maps, slices and functions are the program's
//     own; they differ from Go's run to run anyway.
//   - The order of map keys of interface type whose dynamic types differ depends on where
//     the descriptors are in memory, as it does in Go (where it follows the runtime's type
//     descriptors): keys of one dynamic type are sorted as in Go.
package fmt
