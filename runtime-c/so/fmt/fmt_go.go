//go:build !solod

package fmt

import (
	gofmt "fmt"
	"os"
	"unsafe"

	"solod.dev/so/io"
	"solod.dev/so/mem"
)

// Under the Go toolchain every function is Go's fmt (the oracle of the solod build), adapted
// to So's signatures where they differ: output into a caller's buffer, an allocator or a
// slice's capacity.

// State is what a Formatter's Format method writes to and reads the flags from.
type State = gofmt.State

// Formatter is implemented by a value with a custom formatter for every verb.
type Formatter = gofmt.Formatter

// Stringer is implemented by a value with a String method, which defines its "native"
// format (%v, %s, and %x, %X, %q on its text).
type Stringer = gofmt.Stringer

// GoStringer is implemented by a value with a GoString method, which defines its Go syntax
// (%#v).
type GoStringer = gofmt.GoStringer

// Output is where Print, Println and Printf write: standard output unless the program sets
// it (the peer Solod's API; Go's fmt always writes to os.Stdout).
var Output io.Writer = os.Stdout

func Print(a ...any) (n int, err error)   { return gofmt.Fprint(Output, a...) }
func Println(a ...any) (n int, err error) { return gofmt.Fprintln(Output, a...) }
func Printf(format string, a ...any) (n int, err error) {
	return gofmt.Fprintf(Output, format, a...)
}

func Fprint(w io.Writer, a ...any) (n int, err error)   { return gofmt.Fprint(w, a...) }
func Fprintln(w io.Writer, a ...any) (n int, err error) { return gofmt.Fprintln(w, a...) }
func Fprintf(w io.Writer, format string, a ...any) (n int, err error) {
	return gofmt.Fprintf(w, format, a...)
}

// inBuf copies s into buf, as much of it as fits, and returns the copy.
func inBuf(buf []byte, s string) string {
	n := copy(buf, s)
	return string(buf[:n])
}

func Sprint(buf []byte, a ...any) string   { return inBuf(buf, gofmt.Sprint(a...)) }
func Sprintln(buf []byte, a ...any) string { return inBuf(buf, gofmt.Sprintln(a...)) }
func Sprintf(buf []byte, format string, a ...any) string {
	return inBuf(buf, gofmt.Sprintf(format, a...))
}

// allocated copies s into memory from alloc (nil: mem.System) of exactly len(s) bytes.
func allocated(alloc mem.Allocator, s string) string {
	if len(s) == 0 {
		return ""
	}
	b := mem.AllocSlice[byte](alloc, len(s), len(s))
	copy(b, s)
	return unsafe.String(&b[0], len(b))
}

func Asprint(alloc mem.Allocator, a ...any) string   { return allocated(alloc, gofmt.Sprint(a...)) }
func Asprintln(alloc mem.Allocator, a ...any) string { return allocated(alloc, gofmt.Sprintln(a...)) }
func Asprintf(alloc mem.Allocator, format string, a ...any) string {
	return allocated(alloc, gofmt.Sprintf(format, a...))
}

// appended is b with s appended; it panics as So's append does when b has no room.
func appended(b []byte, s string) []byte {
	if len(s) > cap(b)-len(b) {
		panic("append: out of capacity")
	}
	return append(b, s...)
}

func Append(b []byte, a ...any) []byte   { return appended(b, gofmt.Sprint(a...)) }
func Appendln(b []byte, a ...any) []byte { return appended(b, gofmt.Sprintln(a...)) }
func Appendf(b []byte, format string, a ...any) []byte {
	return appended(b, gofmt.Sprintf(format, a...))
}

func Errorf(format string, a ...any) error { return gofmt.Errorf(format, a...) }
