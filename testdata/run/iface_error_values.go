// The error interface: custom error types returned as error, sentinel errors, a nil error,
// an error holding a nil pointer (which is not nil), and errors compared with ==.
package main

type NotFound struct {
	Key string
}

func (e NotFound) Error() string { return e.Key }

type Temporary struct {
	Code int
}

func (e *Temporary) Error() string { return "temporary" }

type errString struct{ s string }

func (e *errString) Error() string { return e.s }

var ErrEmpty error = &errString{"empty"}

// Errors that outlive a call live at package level.
var tempErr = Temporary{503}
var failure = Temporary{1}

func lookup(k string) (int, error) {
	switch k {
	case "":
		return 0, ErrEmpty
	case "a":
		return 1, nil
	case "t":
		return 0, &tempErr
	}
	return 0, NotFound{k}
}

func mayFail(fail bool) error {
	var t *Temporary
	if fail {
		t = &failure
	}
	return t // an error holding a nil *Temporary is not nil
}

func main() {
	for _, k := range []string{"a", "", "t", "zz"} {
		v, err := lookup(k)
		if err != nil {
			println("error:", err.Error(), err == ErrEmpty)
			if nf, ok := err.(NotFound); ok {
				println("  not found:", nf.Key)
			}
			if t, ok := err.(*Temporary); ok {
				println("  code", t.Code)
			}
			continue
		}
		println("value", v)
	}
	err := mayFail(false)
	println(err == nil)
	err = mayFail(true)
	println(err == nil, err.Error())
	var e1 error = NotFound{"x"}
	var e2 error = NotFound{"x"}
	println(e1 == e2, e1 == NotFound{"y"})
}
