// Package solod.dev/so/fmt under solod against Go's fmt: the methods fmt calls. String and
// Error (for %v %s %x %X %q, not %d), GoString for %#v, Format for every verb (with the
// State's width, precision, flags and Write), on operands and on values nested in structs,
// slices, arrays, maps and interfaces; not through unexported fields; value and pointer
// receivers, nil pointers (value receivers print <nil>), and %T, %p-free pointer printing.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/fmt"
)

// Temp has a String method on its value.
type Temp int

func (t Temp) String() string {
	if t < 0 {
		return "cold"
	}
	return "warm"
}

// Code is an error by value.
type Code int

func (c Code) Error() string { return "code error" }

// Both has Error and String: Error wins.
type Both struct{ n int }

func (Both) Error() string  { return "as error" }
func (Both) String() string { return "as string" }

// PtrS has a String method on its pointer only.
type PtrS struct{ v int }

func (p *PtrS) String() string {
	if p == nil {
		return "nil PtrS"
	}
	return "PtrS"
}

// GoS has GoString and String.
type GoS struct{ a int }

func (GoS) GoString() string { return "GoS!" }
func (GoS) String() string   { return "gos" }

// Fmt formats itself, reporting what the State says.
type Fmt struct{ tag string }

func (f Fmt) Format(s fmt.State, verb rune) {
	w, wok := s.Width()
	p, pok := s.Precision()
	var flags [5]byte
	n := 0
	for _, c := range "-+# 0" {
		if s.Flag(int(c)) {
			flags[n] = byte(c)
			n++
		}
	}
	fmt.Fprintf(s, "<%s %c w=%d,%t p=%d,%t f=%q>", f.tag, verb, w, wok, p, pok, string(flags[:n]))
}

// Holder nests methods' owners.
type Holder struct {
	T     Temp
	C     Code
	P     *PtrS
	G     GoS
	F     Fmt
	E     error
	S     fmt.Stringer
	t     Temp
	inner struct{ T Temp }
}

// Celsius's String is on the value; a nil *Celsius prints <nil>.
type Celsius float64

func (c Celsius) String() string { return "celsius" }

// Formats go vet would question (on purpose).
var (
	holderFormat = "%v\n%+v\n%#v\n%s\n%d\n"
	notAnError   = "not an error: %w"
)

func main() {
	vals := []any{Temp(5), Temp(-1), Code(3), Both{1}, &PtrS{1}, PtrS{2}, GoS{1}, Fmt{"f"}}
	formats := []string{"%v", "%s", "%d", "%x", "%X", "%q", "%+v", "%#v", "%T", "%10v|", "%-10s|", "%.2s"}
	for _, v := range vals {
		for _, f := range formats {
			fmt.Printf("%-6s ", f)
			fmt.Printf(f, v)
			fmt.Println()
		}
	}
	// Format sees every flag, width and precision.
	ff := Fmt{"g"}
	fmt.Printf("%v|%+v|%#v|%-8.3x|%+ 08d|%#-q|%*.*s|%c\n", ff, ff, ff, ff, ff, ff, 4, 2, ff, ff)

	h := Holder{T: 1, C: 2, P: nil, G: GoS{3}, F: Fmt{"h"}, E: Code(4), S: Temp(-3), t: 9}
	h.inner.T = -2
	fmt.Printf(holderFormat, h, h, h, h, h)

	fmt.Println([]Temp{1, -1}, [2]Code{}, map[Temp]Code{1: 0, -1: 0}, []fmt.Stringer{Temp(1), nil})
	fmt.Printf("%v %d %s\n", []any{Temp(1), Code(2), nil}, []Temp{1, -1}, []Code{5})
	fmt.Printf("%#v\n", []GoS{{1}, {2}})
	fmt.Printf("%x %X %q\n", []Temp{1, -1}, Temp(1), []Both{{}})

	// Nil pointers: a value receiver's method is not called, a pointer receiver's is.
	var pc *Celsius
	var ps *PtrS
	var pt *Temp
	fmt.Println(pc, ps, pt)
	fmt.Printf("%v %s %d|%+v|%#v|%T\n", pc, ps, pt, pc, pc, pc)
	fmt.Println([]*Celsius{nil}, struct{ P *PtrS }{nil})

	// Pointers: &{...} for the operand, no method when none is defined.
	pt2 := &Holder{T: 1}
	fmt.Printf("%v\n", pt2)
	pp := &[]int{1, 2}
	pm := &map[string]int{"a": 1}
	pa := &[2]string{"x", "y"}
	fmt.Println(pp, pm, pa)
	fmt.Printf("%+v %#v\n", &struct{ A int }{1}, &struct{ A int }{2})

	// Errorf: %w wraps its operand.
	base := errors.New("base")
	e1 := fmt.Errorf("layer: %w", base)
	fmt.Println(e1, errors.Is(e1, base), errors.Unwrap(e1) == base)
	e2 := fmt.Errorf("two: %w and %w", base, Code(7))
	var c Code
	fmt.Println(e2, errors.Is(e2, base), errors.As(e2, &c), c, errors.Unwrap(e2) == nil)
	e3 := fmt.Errorf(notAnError, 5)
	fmt.Println(e3, errors.Unwrap(e3) == nil)
	e4 := fmt.Errorf("plain %d", 4)
	fmt.Println(e4, errors.Unwrap(e4) == nil)
	e5 := fmt.Errorf("no verbs")
	fmt.Println(e5)
	e6 := fmt.Errorf("%[2]w then %[1]w", base, e1)
	fmt.Println(e6, errors.Is(e6, base), errors.Is(e6, e1))
	e7 := fmt.Errorf("nil: %w", nil)
	fmt.Println(e7, errors.Unwrap(e7) == nil)
	e8 := fmt.Errorf("%w %w", base, base)
	fmt.Println(e8, errors.Is(e8, base))
	fmt.Printf("%v|%s|%q|%x\n", e1, e1, e1, e1)
	fmt.Println(fmt.Errorf("wrapped twice: %w", e1))
	var target Code
	fmt.Println(errors.As(fmt.Errorf("x: %w", fmt.Errorf("y: %w", Code(9))), &target), target)
}
