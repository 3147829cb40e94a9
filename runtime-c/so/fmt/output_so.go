//go:build solod

package fmt

import (
	"unsafe"

	"solod.dev/so/c"
	"solod.dev/so/io"
	"solod.dev/so/mem"
)

//so:embed fmt_so.h
var header string

// outBufSize is the size of the buffer of the functions that write: output up to this size
// takes one Write.
const outBufSize = 4096

// What a printer prints.
const (
	doFormat   = iota // format and operands
	doOperands        // operands, a space between those that are not strings
	doLine            // operands separated by spaces, and a newline
)

// run prints a in the given way.
func (p *pp) run(how int, format string, a []any) {
	switch how {
	case doFormat:
		p.doPrintf(format, a)
	case doOperands:
		p.doPrint(a)
	default:
		p.doPrintln(a)
	}
}

// A printer and the output buffer of fprint live in C's uninitialized frame memory: So zeroes
// what it declares, which would cost more than most prints.
const ppMemSize = 512

// The printer must fit in ppMemSize bytes.
var _ [ppMemSize - unsafe.Sizeof(pp{})]byte

// fprint prints to w through a buffer in its frame and returns the number of bytes w accepted
// and its first error.
func fprint(w io.Writer, how int, format string, a []any) (int, error) {
	c.Raw("_Alignas(16) uint8_t fmt_frame_pp[512]; uint8_t fmt_frame_buf[4096];")
	p := (*pp)(unsafe.Pointer(c.Val[*byte]("fmt_frame_pp")))
	p.init(toWriter)
	// The printer keeps w's address out of sight of the escape analysis, which does not tell
	// what p points to from what p's fields point to: seeing p hold w, it would take every
	// operand the printer stores in p (p.arg) to be stored in w too, and an operand made in a
	// loop (the slice of a's values) would then outlive its iteration and grow the stack.
	// w is only called (Write must not retain its argument, io.Writer's contract).
	p.w = hideWriter(unsafe.Pointer(&w))
	p.out = unsafe.Slice(c.Val[*byte]("fmt_frame_buf"), outBufSize)
	p.run(how, format, a)
	p.flush(true)
	return p.sent, p.werr
}

// hideWriter is the writer at p, through a uintptr: see fprint. (unsafe.Pointer(uintptr(p))
// would be followed; unsafe.Add(nil, ...) takes the address on trust.)
func hideWriter(p unsafe.Pointer) *io.Writer {
	return (*io.Writer)(unsafe.Add(nil, uintptr(p)))
}

// Fprintf formats according to the format and writes to w. It returns the number of bytes
// written and any write error encountered.
func Fprintf(w io.Writer, format string, a ...any) (n int, err error) {
	return fprint(w, doFormat, format, a)
}

// Fprint writes the operands in their default formats to w, with a space between operands
// when neither is a string. It returns the number of bytes written and any write error.
func Fprint(w io.Writer, a ...any) (n int, err error) {
	return fprint(w, doOperands, "", a)
}

// Fprintln writes the operands in their default formats to w, separated by spaces and
// followed by a newline. It returns the number of bytes written and any write error.
func Fprintln(w io.Writer, a ...any) (n int, err error) {
	return fprint(w, doLine, "", a)
}

// stdoutWriter writes to file descriptor 1.
type stdoutWriter struct{}

// Output is where Print, Println and Printf write: standard output unless the program sets
// it (the peer Solod's API; Go's fmt always writes to os.Stdout).
var Output io.Writer = &stdoutWriter{}

// writeFd writes p to file descriptor fd, retrying after interruptions and partial writes;
// it returns the number of bytes written and sets *errno on an error.
//
//so:extern fmt_write_fd nodecay
func writeFd(fd int32, p []byte, errno *int32) int { return 0 }

func (*stdoutWriter) Write(p []byte) (int, error) {
	var errno int32
	n := writeFd(1, p, &errno)
	if errno != 0 {
		return n, writeError(errno)
	}
	return n, nil
}

// Printf formats according to the format and writes to Output (standard output). It returns the number
// of bytes written and any write error encountered.
func Printf(format string, a ...any) (n int, err error) {
	return fprint(Output, doFormat, format, a)
}

// Print writes the operands in their default formats to standard output, with a space between
// operands when neither is a string.
func Print(a ...any) (n int, err error) {
	return fprint(Output, doOperands, "", a)
}

// Println writes the operands in their default formats to standard output, separated by spaces
// and followed by a newline.
func Println(a ...any) (n int, err error) {
	return fprint(Output, doLine, "", a)
}

// sprint prints into buf and returns what it wrote there (what does not fit is dropped).
func sprint(buf []byte, how int, format string, a []any) string {
	c.Raw("_Alignas(16) uint8_t fmt_frame_pp[512];")
	p := (*pp)(unsafe.Pointer(c.Val[*byte]("fmt_frame_pp")))
	p.init(toBuf)
	p.out = buf
	p.run(how, format, a)
	return unsafe.String(unsafe.SliceData(buf), p.n)
}

// Sprintf formats according to the format into buf and returns the result, which shares
// buf's bytes: its first len(buf) bytes when it is longer.
func Sprintf(buf []byte, format string, a ...any) string {
	return sprint(buf, doFormat, format, a)
}

// Sprint is Print into buf (see Sprintf).
func Sprint(buf []byte, a ...any) string {
	return sprint(buf, doOperands, "", a)
}

// Sprintln is Println into buf (see Sprintf).
func Sprintln(buf []byte, a ...any) string {
	return sprint(buf, doLine, "", a)
}

// asprint prints into memory from alloc and returns it, reallocated to its length.
func asprint(alloc mem.Allocator, how int, format string, a []any) string {
	var p pp
	p.dest = toAlloc
	p.alloc = alloc
	p.run(how, format, a)
	if p.n == 0 {
		mem.FreeSlice(alloc, p.out)
		return ""
	}
	out := mem.ReallocSlice(alloc, p.out, p.n, p.n)
	return unsafe.String(&out[0], len(out))
}

// Asprintf formats according to the format into memory from alloc (nil: mem.System) and
// returns the result, which the caller frees with mem.FreeString(alloc, s).
func Asprintf(alloc mem.Allocator, format string, a ...any) string {
	return asprint(alloc, doFormat, format, a)
}

// Asprint is Print into memory from alloc (see Asprintf).
func Asprint(alloc mem.Allocator, a ...any) string {
	return asprint(alloc, doOperands, "", a)
}

// Asprintln is Println into memory from alloc (see Asprintf).
func Asprintln(alloc mem.Allocator, a ...any) string {
	return asprint(alloc, doLine, "", a)
}

// appendPrint prints into b's capacity after its length and returns b extended.
func appendPrint(b []byte, how int, format string, a []any) []byte {
	var p pp
	p.dest = toAppend
	p.out = b[len(b):cap(b)]
	p.run(how, format, a)
	return b[:len(b)+p.n]
}

// Appendf formats according to the format, appends the result to b and returns b extended.
// It panics with "append: out of capacity" when the result does not fit in cap(b).
func Appendf(b []byte, format string, a ...any) []byte {
	return appendPrint(b, doFormat, format, a)
}

// Append is Print appended to b (see Appendf).
func Append(b []byte, a ...any) []byte {
	return appendPrint(b, doOperands, "", a)
}

// Appendln is Println appended to b (see Appendf).
func Appendln(b []byte, a ...any) []byte {
	return appendPrint(b, doLine, "", a)
}
