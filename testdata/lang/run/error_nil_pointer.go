// Tests the difference between a nil error interface and an error interface holding a nil
// pointer: a function returning a typed nil pointer as error gives a non-nil error; returning
// a literal nil gives a nil one; the held pointer can be recovered with an assertion.
package main

type ParseErr struct {
	Pos int
}

func (e *ParseErr) Error() string {
	if e == nil {
		return "nil ParseErr"
	}
	return "parse error"
}

// badCheck returns a typed nil pointer: the classic mistake.
func badCheck(s string, p *ParseErr) error {
	var perr *ParseErr
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			p.Pos = i
			perr = p
			break
		}
	}
	return perr
}

// goodCheck returns nil explicitly.
func goodCheck(s string, p *ParseErr) error {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			p.Pos = i
			return p
		}
	}
	return nil
}

func main() {
	var slot ParseErr
	for _, s := range []string{"123", "12x4"} {
		e1 := badCheck(s, &slot)
		e2 := goodCheck(s, &slot)
		println(s, e1 == nil, e2 == nil, e1.Error(), slot.Pos)
		if pe, ok := e1.(*ParseErr); ok {
			println("  held pointer nil:", pe == nil)
		}
		if e2 != nil {
			println("  e2:", e2.Error(), e2.(*ParseErr).Pos)
		}
	}

	var p *ParseErr
	var err error = p
	println(err != nil, p == nil, err == (*ParseErr)(nil))
	err = nil
	println(err == nil, err == (*ParseErr)(nil))
	var a any = p
	println(a == nil, a.(*ParseErr) == nil)
}
