// fmt.Fprintf called 300,000 times in a loop on a writer whose type has an error field: the
// operands' memory is the iteration's (it overflowed the stack: the escape analysis took the
// writer, whose type could hold a func value through its error, for a closure that could keep
// the operands).
package main

import (
	"solod.dev/so/errors"

	"solod.dev/so/fmt"
)

type recorder struct {
	buf   [256]byte
	n     int
	calls int
	fail  error
}

func (r *recorder) Write(p []byte) (int, error) {
	r.calls++
	if r.fail != nil {
		return 0, r.fail
	}
	k := copy(r.buf[r.n:], p)
	r.n += k
	return k, nil
}

func main() {
	var r recorder
	for i := 0; i < 300000; i++ {
		r.n = 0
		fmt.Fprintf(&r, "%2d/%2d/%2d %d:%d:%d %s %s\n", i%31, 4, 5, 11, 12, 13, "hello", "world")
	}
	fmt.Print(string(r.buf[:r.n]))
	fmt.Println(r.calls)
	r.fail = errors.New("disk full")
	n, err := fmt.Fprintf(&r, "%d", 1)
	fmt.Println(n, err)
}
