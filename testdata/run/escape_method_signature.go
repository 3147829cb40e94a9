// A call of an interface method runs only methods of that name with the interface method's
// signature. A method Error(args ...string) that keeps its receiver in a package-level
// variable (as a test's T keeps the running test) has nothing to do with error's
// Error() string: passing a local error value to code that calls its Error method through the
// interface is fine. Before, every method named Error counted, and the local escaped.
package main

type logger struct {
	lines int
}

var current *logger

var lg logger

// Error is no error's Error: its signature differs.
func (l *logger) Error(args ...string) {
	current = l
	l.lines += len(args)
}

type codeErr struct {
	code int
}

func (e *codeErr) Error() string {
	if e.code == 0 {
		return "ok"
	}
	return "failed"
}

func describe(err error) string {
	return err.Error()
}

type text interface {
	String() string
}

type word struct{ s string }

func (w *word) String() string { return w.s }

type shelf struct{ n int }

var kept *shelf

var sh = shelf{n: 3}

// String keeps its receiver but has another signature than text's.
func (s *shelf) String(prefix string) string {
	kept = s
	return prefix
}

func show(t text) string { return t.String() }

func main() {
	e := codeErr{code: 1}
	println(describe(&e))
	e.code = 0
	println(describe(&e))
	w := word{s: "hello"}
	println(show(&w))
	lg.Error("a", "b")
	println(lg.lines, current == &lg)
	println(sh.String("x"), kept.n)
}
