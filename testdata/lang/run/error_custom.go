// Tests the error interface with custom error types: `return NotFound{key}` from a function
// whose result is error, a pointer-receiver error type, sentinel errors kept in package
// variables and compared with ==, type switches and assertions on errors, and nil errors.
package main

type NotFound struct{ Key string }

func (e NotFound) Error() string { return "not found" }

type RangeErr struct{ Lo, Hi int }

func (e *RangeErr) Error() string { return "out of range" }

type constErr string

func (e constErr) Error() string { return string(e) }

var ErrEmpty error = constErr("empty key")
var ErrReadOnly error = constErr("read-only")

type Store struct {
	keys     [4]string
	vals     [4]int
	n        int
	readOnly bool
}

func (s *Store) Get(key string) (int, error) {
	if key == "" {
		return 0, ErrEmpty
	}
	for i := 0; i < s.n; i++ {
		if s.keys[i] == key {
			return s.vals[i], nil
		}
	}
	return 0, NotFound{key}
}

func (s *Store) Put(key string, v int, bad *RangeErr) error {
	if s.readOnly {
		return ErrReadOnly
	}
	if key == "" {
		return ErrEmpty
	}
	if v < bad.Lo || v > bad.Hi {
		return bad
	}
	for i := 0; i < s.n; i++ {
		if s.keys[i] == key {
			s.vals[i] = v
			return nil
		}
	}
	s.keys[s.n] = key
	s.vals[s.n] = v
	s.n++
	return nil
}

func report(err error) {
	if err == nil {
		println("ok")
		return
	}
	switch e := err.(type) {
	case NotFound:
		println("NotFound:", e.Key, "-", e.Error())
	case *RangeErr:
		println("RangeErr:", e.Lo, e.Hi, "-", e.Error())
	default:
		if err == ErrEmpty {
			println("sentinel ErrEmpty:", err.Error())
		} else if err == ErrReadOnly {
			println("sentinel ErrReadOnly:", err.Error())
		} else {
			println("other:", err.Error())
		}
	}
}

func main() {
	limits := RangeErr{0, 100}
	var s Store
	report(s.Put("a", 1, &limits))
	report(s.Put("b", 200, &limits))
	report(s.Put("", 2, &limits))
	report(s.Put("b", 2, &limits))
	report(s.Put("a", 3, &limits))

	for _, k := range []string{"a", "b", "c", ""} {
		v, err := s.Get(k)
		print(k, " ", v, " ")
		report(err)
	}

	_, err := s.Get("zz")
	if nf, ok := err.(NotFound); ok {
		println("asserted key", nf.Key)
	}
	println(err == NotFound{"zz"}, err == NotFound{"yy"}, err != nil)

	s.readOnly = true
	err = s.Put("q", 1, &limits)
	report(err)
	println(err == ErrReadOnly, err == ErrEmpty, err == constErr("read-only"))
	var none error
	report(none)
	println(none == nil)
}
