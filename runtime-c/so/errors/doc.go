// Package errors creates and inspects error values: the So counterpart of Go's errors package,
// with Go's semantics.
//
// Exported API (the So declarations mirror exactly this):
//
//	func New(text string) error            // a distinct error whose Error() is text
//	func Is(err, target error) bool
//	func As(err error, target any) bool
//	func Unwrap(err error) error
//	func Join(errs ...error) error         // nil if every err is nil
//	var ErrUnsupported error               // "unsupported operation"
//
// Is, As and Unwrap follow the chain of Unwrap() error and Unwrap() []error methods exactly as
// Go's do; Join's Error() is the non-nil messages joined by newlines.
//
// Under the Go toolchain (files built without the solod build tag) these are Go's own errors
// functions, and New allocates its value on Go's heap. So has no hidden heap allocation, so the
// So side does not: there, New returns a value (the text and a number unique to the call) and
// Join a pointer to its copy of the errors in the caller's frame, like any value a function
// returns. solod builds with the solod tag.
package errors
