// Package solod.dev/so/fmt under solod against Go's fmt: where the output goes and when.
// Print, Println and Printf write to standard output at once, so their output and println's
// (standard error) keep the program's order, and go to Output when it is set; Fprint* make one Write on a writer and return its
// count and error; methods that print while a print is under way (String calling Sprintf,
// Fprintf or Printf); a writer that fails or writes short.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/fmt"
	"solod.dev/so/io"
)

// recorder keeps what it is given and counts the Write calls.
type recorder struct {
	buf   [512]byte
	n     int
	calls int
}

func (r *recorder) Write(p []byte) (int, error) {
	r.calls++
	k := copy(r.buf[r.n:], p)
	r.n += k
	return len(p), nil
}

var errFull = errors.New("writer full")

// failing accepts limit bytes, then fails.
type failing struct{ limit int }

func (f *failing) Write(p []byte) (int, error) {
	if len(p) > f.limit {
		n := f.limit
		f.limit = 0
		return n, errFull
	}
	f.limit -= len(p)
	return len(p), nil
}

var loudText [32]byte

// captured is where Output goes for a while.
var captured recorder

// Loud prints while it is being printed.
type Loud struct{ n int }

func (l Loud) String() string {
	fmt.Printf("(printing Loud %d)", l.n)
	println("(stderr inside String)")
	return fmt.Sprintf(loudText[:], "loud-%d", l.n)
}

// Wrapper's String formats its operand with Fprintf into a recorder, then into a buffer of
// the package (a String method cannot return a string made in its frame).
type Wrapper struct{ inner Loud }

var wrapperText [64]byte

func (w Wrapper) String() string {
	var r recorder
	fmt.Fprintf(&r, "[%v]", w.inner)
	return fmt.Sprintf(wrapperText[:], "%s", r.buf[:r.n])
}

func main() {
	println("stderr 1")
	fmt.Println("stdout 1")
	println("stderr 2")
	fmt.Printf("stdout %d\n", 2)
	fmt.Print("stdout 3\n")
	println("stderr 3")

	var r recorder
	n, err := fmt.Fprintf(&r, "%s %d %v", "abc", 12, []int{1})
	fmt.Println(n, err, r.calls, string(r.buf[:r.n]))
	n, err = fmt.Fprint(&r, "|", 3, 4)
	fmt.Println(n, err, r.calls)
	n, err = fmt.Fprintln(&r, "|", 5)
	fmt.Println(n, err, r.calls, string(r.buf[:r.n]))
	n, err = fmt.Fprintf(&r, "")
	fmt.Println(n, err, r.calls)

	f := failing{limit: 3}
	n, err = fmt.Fprintf(&f, "%s", "too long")
	fmt.Println(n, err)
	n, err = fmt.Fprintln(&f, "again")
	fmt.Println(n, err)
	n, err = fmt.Fprint(io.Discard, "discarded", 1)
	fmt.Println(n, err)

	fmt.Println("before", Loud{1}, "after")
	fmt.Printf("%v|%s|%d\n", Loud{2}, Wrapper{Loud{3}}, Loud{4})

	// Long output is all there.
	var long [5000]byte
	for i := range long {
		long[i] = byte('a' + i%26)
	}
	n, err = fmt.Printf("%s\n", string(long[:]))
	fmt.Println(n, err)
	var big [9000]byte
	for i := range big {
		big[i] = byte('0' + i%10)
	}
	n, err = fmt.Println(string(big[:]), string(big[:100]))
	fmt.Println(n, err)
	n, err = fmt.Printf("%9000d|\n", 7)
	fmt.Println(n, err)
	// Output redirects Print, Println and Printf.
	old := fmt.Output
	fmt.Output = &captured
	fmt.Print("to ", "output ")
	fmt.Printf("%d ", 1)
	fmt.Println("line")
	fmt.Output = old
	fmt.Println("captured:", string(captured.buf[:captured.n]), captured.calls)
	println("stderr last")
}
