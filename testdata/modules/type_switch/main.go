// Type switches and assertions on another package's types: its error types (value and
// pointer receivers), an interface embedding another package's interface, and a nil.
package main

import "example.com/ts/errs"

type readCloser interface {
	errs.Reader
	Close() int
}

type file struct{ n int }

func (f file) Read() int  { return f.n }
func (f file) Close() int { return -f.n }

func classify(err error) {
	switch e := err.(type) {
	case nil:
		println("no error")
	case *errs.NotFound:
		println("not found:", e.Key, e.Error())
	case errs.Code:
		println("code", int(e), e.Error())
	default:
		println("other", e.Error())
	}
}

func main() {
	for i := range 4 {
		classify(errs.Find(i))
	}
	var r errs.Reader = file{3}
	if rc, ok := r.(readCloser); ok {
		println(rc.Read(), rc.Close())
	}
	println(errs.Total(file{4}, file{5}))
}
