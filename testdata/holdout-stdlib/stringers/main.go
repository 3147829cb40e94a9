// Stringers defines types with String, Error, GoString and Format methods (value and pointer
// receivers) and prints them through fmt's verbs, directly, nested in structs and slices,
// and through interfaces.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/fmt"
	"solod.dev/so/strconv"
)

type Weekday int

var names = [...]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}

func (d Weekday) String() string {
	if d < 0 || int(d) >= len(names) {
		return "Weekday(" + strconv.Itoa(make([]byte, 0, 20), int(d)) + ")"
	}
	return names[d]
}

type Temp float64

func (t Temp) Format(f fmt.State, verb rune) {
	prec, ok := f.Precision()
	if !ok {
		prec = 1
	}
	buf := make([]byte, 0, 32)
	switch verb {
	case 'v', 's':
		f.Write(strconv.AppendFloat(buf, float64(t), 'f', prec, 64))
		f.Write([]byte("°C"))
	case 'f':
		f.Write(strconv.AppendFloat(buf, float64(t)*9/5+32, 'f', prec, 64))
		f.Write([]byte("°F"))
	default:
		f.Write([]byte("%!"))
		f.Write([]byte(string(verb)))
		f.Write([]byte("(Temp)"))
	}
}

type Vec struct{ X, Y int }

func (v *Vec) String() string {
	if v == nil {
		return "<nil>" // fmt under So cannot recover a nil dereference here
	}
	var b [48]byte
	return fmt.Sprintf(b[:], "<%d,%d>", v.X, v.Y)
}

type Secret string

func (s Secret) GoString() string { return `Secret("***")` }
func (s Secret) String() string   { return "***" }

type ParseError struct {
	Line int
	Msg  string
}

func (e ParseError) Error() string {
	return "line " + strconv.Itoa(make([]byte, 0, 20), e.Line) + ": " + e.Msg
}

type Report struct {
	Day     Weekday
	High    Temp
	Where   *Vec
	Pass    Secret
	Problem error
}

func main() {
	d := Weekday(3)
	fmt.Println(d, Weekday(0), Weekday(9))
	fmt.Printf("%v %s %d %q %x %5s|%-9v|\n", d, d, d, d, d, Weekday(1), Weekday(6))

	t := Temp(21.456)
	fmt.Printf("%v %.2v %f %.0f %d %s\n", t, t, t, t, t, t)
	fmt.Println(t, []Temp{-40, 100})

	v := Vec{3, -4}
	fmt.Println(v, &v)
	fmt.Printf("%v %+v %s %v\n", v, v, &v, []*Vec{&v, {1, 2}})

	s := Secret("hunter2")
	fmt.Printf("%v %s %#v %q %x\n", s, s, s, s, string(s))

	var err error = ParseError{12, "unexpected EOF"}
	fmt.Println(err)
	fmt.Printf("%v | %s | %q | %+v | %#v\n", err, err, err, err, err)
	wrapped := fmt.Errorf("config: %w", err)
	var pe ParseError
	fmt.Println(wrapped, errors.As(wrapped, &pe), pe.Line)

	r := Report{Day: 5, High: 30.05, Where: &v, Pass: "pw", Problem: err}
	fmt.Printf("%v\n%+v\n", r, r)
	var nilVec *Vec
	var nilErr error
	fmt.Printf("%v %s %v\n", nilVec, nilErr, Report{})

	items := []fmt.Stringer{d, &v, s, Weekday(-2)}
	for i, it := range items {
		fmt.Printf("%d:%v ", i, it)
	}
	fmt.Println()
	var sb [80]byte
	out := fmt.Sprint(sb[:], d, " ", t, " ", &v, 7, 8, "x", "y", s)
	fmt.Println(out, len(out))
	out2 := fmt.Sprintln(sb[:], d, t, s)
	fmt.Print(out2)
}
