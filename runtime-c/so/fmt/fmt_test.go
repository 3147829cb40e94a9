package fmt_test

import (
	"testing"

	"solod.dev/so/errors"
	"solod.dev/so/fmt"
	"solod.dev/so/mem"
)

type point struct{ X, Y int }

type temp int

func (t temp) String() string { return "temp" }

var (
	floatZero  = 0.0
	posInf     = 1 / floatZero
	negInf     = -1 / floatZero
	notANumber = posInf - posInf
)

// The expected texts are Go's fmt.Sprintf of each case.
var sprintfCases = []struct {
	format string
	args   []any
	want   string
}{
	{"%v", []any{42}, "42"},
	{"%d", []any{-42}, "-42"},
	{"%5d|", []any{42}, "   42|"},
	{"%-5d|", []any{42}, "42   |"},
	{"%05d", []any{-42}, "-0042"},
	{"%+d", []any{42}, "+42"},
	{"% d", []any{42}, " 42"},
	{"%x", []any{255}, "ff"},
	{"%X", []any{255}, "FF"},
	{"%#x", []any{255}, "0xff"},
	{"%o", []any{8}, "10"},
	{"%O", []any{8}, "0o10"},
	{"%b", []any{5}, "101"},
	{"%.3d", []any{7}, "007"},
	{"%d", []any{int8(-128)}, "-128"},
	{"%d", []any{uint64(1<<64 - 1)}, "18446744073709551615"},
	{"%x", []any{-255}, "-ff"},
	{"%c", []any{'x'}, "x"},
	{"%q", []any{'x'}, "'x'"},
	{"%U", []any{'x'}, "U+0078"},
	{"%#U", []any{'☺'}, "U+263A '☺'"},
	{"%t", []any{true}, "true"},
	{"%v", []any{false}, "false"},
	{"%5t|", []any{true}, " true|"},
	{"%s", []any{"hi"}, "hi"},
	{"%q", []any{"hi\n"}, "\"hi\\n\""},
	{"%#q", []any{"hi"}, "`hi`"},
	{"%+q", []any{"héllo"}, "\"h\\u00e9llo\""},
	{"%x", []any{"hi"}, "6869"},
	{"%X", []any{"hi"}, "6869"},
	{"% x", []any{"hi"}, "68 69"},
	{"%# x", []any{"hi"}, "0x68 0x69"},
	{"%10s|", []any{"hi"}, "        hi|"},
	{"%-10s|", []any{"hi"}, "hi        |"},
	{"%.2s", []any{"héllo"}, "hé"},
	{"%5.1s|", []any{"abc"}, "    a|"},
	{"%v", []any{1.5}, "1.5"},
	{"%g", []any{1e21}, "1e+21"},
	{"%g", []any{1e-7}, "1e-07"},
	{"%e", []any{1234.5678}, "1.234568e+03"},
	{"%E", []any{1234.5678}, "1.234568E+03"},
	{"%f", []any{1234.5678}, "1234.567800"},
	{"%.2f", []any{3.14159}, "3.14"},
	{"%8.3f|", []any{3.14159}, "   3.142|"},
	{"%-8.3f|", []any{-3.14159}, "-3.142  |"},
	{"%+.1e", []any{12345.0}, "+1.2e+04"},
	{"%G", []any{1e-10}, "1E-10"},
	{"%#g", []any{1.0}, "1.00000"},
	{"%.3g", []any{1234.5678}, "1.23e+03"},
	{"%x", []any{1.0}, "0x1p+00"},
	{"%b", []any{1.0}, "4503599627370496p-52"},
	{"%v", []any{float32(0.1)}, "0.1"},
	{"%v", []any{0.1}, "0.1"},
	{"%.0f", []any{2.5}, "2"},
	{"%.0f", []any{3.5}, "4"},
	{"%08.2f", []any{-1.5}, "-0001.50"},
	{"%f", []any{posInf}, "+Inf"},
	{"%v", []any{notANumber}, "NaN"},
	{"%+v", []any{notANumber}, "NaN"},
	{"%010f|", []any{negInf}, "      -Inf|"},
	{"%v", []any{[]int{1, 2}}, "[1 2]"},
	{"%v", []any{[]string{"a", "b"}}, "[a b]"},
	{"%q", []any{[]string{"a", "b"}}, "[\"a\" \"b\"]"},
	{"%#v", []any{[]int{1}}, "[]int{1}"},
	{"%#v", []any{[]int(nil)}, "[]int(nil)"},
	{"%v", []any{[]byte("hi")}, "[104 105]"},
	{"%s", []any{[]byte("hi")}, "hi"},
	{"%x", []any{[]byte("hi")}, "6869"},
	{"%#v", []any{[]byte{1, 2}}, "[]byte{0x1, 0x2}"},
	{"%v", []any{[2]bool{true}}, "[true false]"},
	{"%v", []any{map[string]int{"b": 2, "a": 1}}, "map[a:1 b:2]"},
	{"%#v", []any{map[string]int{"a": 1}}, "map[string]int{\"a\":1}"},
	{"%v", []any{map[int]bool(nil)}, "map[]"},
	{"%v", []any{point{1, 2}}, "{1 2}"},
	{"%+v", []any{point{1, 2}}, "{X:1 Y:2}"},
	{"%#v", []any{point{1, 2}}, "fmt_test.point{X:1, Y:2}"},
	{"%T", []any{point{}}, "fmt_test.point"},
	{"%v", []any{&point{3, 4}}, "&{3 4}"},
	{"%+v", []any{&point{3, 4}}, "&{X:3 Y:4}"},
	{"%v", []any{temp(5)}, "temp"},
	{"%d", []any{temp(5)}, "5"},
	{"%s", []any{[]temp{1, 2}}, "[temp temp]"},
	{"%v", []any{nil}, "<nil>"},
	{"%d", []any{nil}, "%!d(<nil>)"},
	{"%T", []any{nil}, "<nil>"},
	{"%d %d", []any{1}, "1 %!d(MISSING)"},
	{"%d", []any{1, 2}, "1%!(EXTRA int=2)"},
	{"%!", []any{}, "%!!(MISSING)"},
	{"%z", []any{3}, "%!z(int=3)"},
	{"%d", []any{"x"}, "%!d(string=x)"},
	{"%[2]d %[1]d", []any{1, 2}, "2 1"},
	{"%[3]d", []any{1}, "%!d(BADINDEX)"},
	{"%*d|", []any{4, 1}, "   1|"},
	{"%.*f", []any{2, 3.14159}, "3.14"},
	{"%*d", []any{"w", 1}, "%!(BADWIDTH)1"},
	{"%", []any{}, "%!(NOVERB)"},
	{"%-+ #0d", []any{5}, "+5"},
	{"100%%", []any{}, "100%"},
}

func TestSprintf(t *testing.T) {
	var buf [256]byte
	for _, c := range sprintfCases {
		got := fmt.Sprintf(buf[:], c.format, c.args...)
		if got != c.want {
			t.Errorf("Sprintf(%q, ...) = %q, want %q", c.format, got, c.want)
		}
	}
}

func TestSprintfTruncates(t *testing.T) {
	var buf [8]byte
	got := fmt.Sprintf(buf[:], "%s-%d", "abcdef", 12345)
	if got != "abcdef-1" {
		t.Errorf("Sprintf into 8 bytes = %q", got)
	}
	if string(buf[:]) != "abcdef-1" {
		t.Errorf("the buffer holds %q", string(buf[:]))
	}
	if got := fmt.Sprintf(nil, "%d", 5); got != "" {
		t.Errorf("Sprintf into nil = %q", got)
	}
}

func TestSprintAndSprintln(t *testing.T) {
	// Each result shares its buffer's bytes: one buffer per result.
	var b1, b2, b3, b4 [64]byte
	cases := []struct {
		got, want string
	}{
		{fmt.Sprint(b1[:], "a", "b", 1, 2, "c", 3.5, nil, true), "ab1 2c3.5 <nil> true"},
		{fmt.Sprint(b2[:]), ""},
		{fmt.Sprintln(b3[:], "a", 1, nil), "a 1 <nil>\n"},
		{fmt.Sprintln(b4[:]), "\n"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestAsprintf(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	s := fmt.Asprintf(a, "%s=%d", "key", 99)
	if s != "key=99" || tr.InUse() != len(s) {
		t.Errorf("Asprintf = %q with %d bytes in use", s, tr.InUse())
	}
	mem.FreeString(a, s)
	var long [1000]byte
	for i := range long {
		long[i] = 'x'
	}
	s = fmt.Asprint(a, string(long[:]), 1)
	if len(s) != 1001 || s[1000] != '1' || tr.InUse() != 1001 {
		t.Errorf("Asprint of 1001 bytes = %d bytes with %d in use", len(s), tr.InUse())
	}
	mem.FreeString(a, s)
	s = fmt.Asprintln(a, "y")
	if s != "y\n" {
		t.Errorf("Asprintln = %q", s)
	}
	mem.FreeString(a, s)
	if s = fmt.Asprintf(a, ""); s != "" {
		t.Errorf("Asprintf of nothing = %q", s)
	}
	if tr.InUse() != 0 {
		t.Errorf("%d bytes leaked", tr.InUse())
	}
}

func TestAppendf(t *testing.T) {
	b := make([]byte, 2, 32)
	b[0], b[1] = '>', ' '
	b = fmt.Appendf(b, "%d+%d", 1, 2)
	b = fmt.Append(b, "=", 3)
	b = fmt.Appendln(b, "", true)
	if string(b) != "> 1+2=3 true\n" {
		t.Errorf("Append* = %q", string(b))
	}
}

// recorder keeps what it is given and counts the Write calls.
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

func TestFprint(t *testing.T) {
	var r recorder
	n, err := fmt.Fprintf(&r, "%d-%s", 1, "x")
	if n != 3 || err != nil || r.calls != 1 || string(r.buf[:r.n]) != "1-x" {
		t.Errorf("Fprintf = %d, %v after %d calls: %q", n, err, r.calls, string(r.buf[:r.n]))
	}
	n, err = fmt.Fprint(&r, 2, 3)
	if n != 3 || err != nil || r.calls != 2 {
		t.Errorf("Fprint = %d, %v after %d calls", n, err, r.calls)
	}
	n, err = fmt.Fprintln(&r, "z")
	if n != 2 || err != nil || string(r.buf[:r.n]) != "1-x2 3z\n" {
		t.Errorf("Fprintln = %d, %v: %q", n, err, string(r.buf[:r.n]))
	}
	n, err = fmt.Fprintf(&r, "")
	if n != 0 || err != nil || r.calls != 4 {
		t.Errorf("Fprintf of nothing = %d, %v after %d calls", n, err, r.calls)
	}
	fail := errors.New("no room")
	bad := recorder{fail: fail}
	n, err = fmt.Fprintf(&bad, "%d", 12)
	if n != 0 || err != fail {
		t.Errorf("Fprintf to a failing writer = %d, %v", n, err)
	}
}

type codeError int

func (codeError) Error() string { return "code" }

func TestErrorf(t *testing.T) {
	base := errors.New("base")
	e1 := fmt.Errorf("layer: %w", base)
	if e1.Error() != "layer: base" || !errors.Is(e1, base) || errors.Unwrap(e1) != base {
		t.Errorf("Errorf with %%w: %q", e1.Error())
	}
	e2 := fmt.Errorf("%w and %w", base, codeError(3))
	var c codeError
	if e2.Error() != "base and code" || !errors.Is(e2, base) || !errors.As(e2, &c) || c != 3 {
		t.Errorf("Errorf with two %%w: %q", e2.Error())
	}
	if errors.Unwrap(e2) != nil {
		t.Error("Unwrap of two %w is not nil")
	}
	e3 := fmt.Errorf("value %d", 4)
	if e3.Error() != "value 4" || errors.Unwrap(e3) != nil {
		t.Errorf("Errorf without %%w: %q", e3.Error())
	}
	if e := fmt.Errorf("plain"); e.Error() != "plain" {
		t.Errorf("Errorf without verbs: %q", e.Error())
	}
	e4 := fmt.Errorf("outer: %w", e1)
	if e4.Error() != "outer: layer: base" || !errors.Is(e4, base) {
		t.Errorf("Errorf of an Errorf: %q", e4.Error())
	}
}

func BenchmarkSprintfEmpty(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "")
	}
}

func BenchmarkSprintfString(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%s", "hello")
	}
}

func BenchmarkSprintfTruncateString(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%.3s", "日本語日本語日本語")
	}
}

func BenchmarkSprintfQuoteString(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%q", "日本語日本語日本語")
	}
}

func BenchmarkSprintfInt(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%d", 5)
	}
}

func BenchmarkSprintfIntInt(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%d %d", 5, 6)
	}
}

func BenchmarkSprintfPrefixedInt(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "This is some meaningless prefix text that needs to be scanned %d", 6)
	}
}

func BenchmarkSprintfFloat(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%g", 5.23184)
	}
}

func BenchmarkSprintfFloatPrec(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%.2f", 5.23184)
	}
}

func BenchmarkSprintfBoolean(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%t", true)
	}
}

func BenchmarkSprintfHexString(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "% #x", "0123456789abcdef")
	}
}

func BenchmarkSprintfHexBytes(b *testing.B) {
	var buf [128]byte
	data := []byte("0123456789abcdef")
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "% #x", data)
	}
}

func BenchmarkSprintfBytes(b *testing.B) {
	var buf [128]byte
	data := []byte("0123456789abcdef")
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%v", data)
	}
}

func BenchmarkSprintfStringer(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%v", temp(5))
	}
}

func BenchmarkSprintfStructure(b *testing.B) {
	var buf [128]byte
	p := point{1, 2}
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%#v", p)
	}
}

func BenchmarkSprintfMap(b *testing.B) {
	var buf [128]byte
	m := map[string]int{"b": 2, "a": 1, "c": 3}
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%v", m)
	}
}

func BenchmarkSprintfPadding(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		fmt.Sprintf(buf[:], "%16f", 1.0)
	}
}

func BenchmarkManyArgs(b *testing.B) {
	var r recorder
	for i := 0; i < b.N; i++ {
		r.n = 0
		fmt.Fprintf(&r, "%2d/%2d/%2d %d:%d:%d %s %s\n", 3, 4, 5, 11, 12, 13, "hello", "world")
	}
}

func BenchmarkFprintInt(b *testing.B) {
	var r recorder
	for i := 0; i < b.N; i++ {
		r.n = 0
		fmt.Fprint(&r, 123456)
	}
}

func BenchmarkFprintfBytes(b *testing.B) {
	var r recorder
	data := []byte("0123456789")
	for i := 0; i < b.N; i++ {
		r.n = 0
		fmt.Fprintf(&r, "%s", data)
	}
}

func BenchmarkFprintlnInts(b *testing.B) {
	var r recorder
	for i := 0; i < b.N; i++ {
		r.n = 0
		fmt.Fprintln(&r, 1, 22, 333, -4444)
	}
}

func BenchmarkAsprintfInt(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s := fmt.Asprintf(nil, "%d", i)
		mem.FreeString(nil, s)
	}
}
