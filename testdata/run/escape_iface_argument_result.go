// A call given a pointer to a local as an interface argument (the way io.CopyN passes
// &LimitedReader, or fmt.Fprintf a writer) returns an error that may be returned from the
// function: the error's type cannot point into the local, even though an interface might hold
// a closure. Before, every such result counted as referring to the local (an escape).
package main

type Reader interface {
	Read(p []byte) (int, error)
}

type limited struct {
	r Reader
	n int
}

func (l *limited) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, errEOF
	}
	if len(p) > l.n {
		p = p[:l.n]
	}
	k, err := l.r.Read(p)
	l.n -= k
	return k, err
}

type eofError struct{}

func (eofError) Error() string { return "EOF" }

var errEOF error = eofError{}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = '0'
	}
	return len(p), nil
}

// drain reads r until an error and returns how much it read and the error.
func drain(r Reader) (int, error) {
	var buf [4]byte
	total := 0
	for {
		k, err := r.Read(buf[:])
		total += k
		if err != nil {
			return total, err
		}
	}
}

// readN passes the address of its local to drain and returns drain's error.
func readN(r Reader, n int) (int, error) {
	l := limited{r, n}
	got, err := drain(&l)
	return got, err
}

type sink struct {
	buf [16]byte
	n   int
}

func (s *sink) Write(p []byte) (int, error) {
	k := copy(s.buf[s.n:], p)
	s.n += k
	return k, nil
}

type Writer interface {
	Write(p []byte) (int, error)
}

func say(w Writer, s string) error {
	_, err := w.Write([]byte(s))
	return err
}

// describe writes into a local sink through an interface and returns the call's error.
func describe() (string, error) {
	var s sink
	err := say(&s, "hello")
	return "done", err
}

func main() {
	n, err := readN(zeros{}, 10)
	println(n, err.Error())
	msg, err := describe()
	println(msg, err == nil)
}
