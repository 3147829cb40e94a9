//go:build !solod

// This file compares the package with Go's strconv (the oracle) on many values: random bit
// patterns of float64 and float32 in every format and many precisions, random integers in
// every base, and parsing of the strings Go writes. It runs under `go test` only: solod's
// tests cannot import Go's standard library. STRCONV_ORACLE_N sets the number of random
// values (default 200000).
package strconv_test

import (
	"math"
	"math/rand"
	"os"
	gostrconv "strconv"
	"testing"

	"solod.dev/so/strconv"
)

func oracleN() int {
	if s := os.Getenv("STRCONV_ORACLE_N"); s != "" {
		n, err := gostrconv.Atoi(s)
		if err == nil {
			return n
		}
	}
	return 200000
}

// randFloat64 returns a random float64: random bits, with extra weight on special and
// boundary values and on short decimal values.
func randFloat64(r *rand.Rand) float64 {
	switch r.Intn(10) {
	case 0:
		specials := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), math.MaxFloat64,
			math.SmallestNonzeroFloat64, 2.2250738585072014e-308, 1, 0.1, 1e23, 5e-324, 9007199254740993}
		return specials[r.Intn(len(specials))]
	case 1:
		return float64(r.Int63n(1000000)) / math.Pow(10, float64(r.Intn(12)))
	case 2:
		// The smallest normal mantissa: the asymmetric interval.
		return math.Float64frombits(uint64(r.Intn(2047)) << 52)
	}
	return math.Float64frombits(r.Uint64())
}

func TestOracleFormatFloat(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := oracleN()
	buf := make([]byte, 0, 2048)
	fmts := []byte{'e', 'E', 'f', 'g', 'G', 'b', 'x', 'X'}
	for i := 0; i < n; i++ {
		f := randFloat64(r)
		for _, bits := range []int{64, 32} {
			v := f
			if bits == 32 {
				if i%2 == 0 {
					v = float64(math.Float32frombits(r.Uint32()))
				} else {
					v = float64(float32(f))
				}
			}
			for _, fm := range fmts {
				prec := -1
				if i%3 != 0 {
					prec = r.Intn(20)
					if i%17 == 0 {
						prec = r.Intn(400)
					}
				}
				if fm == 'f' && prec > 0 && math.Abs(v) > 1e200 && i%5 != 0 {
					prec = 3
				}
				want := gostrconv.FormatFloat(v, fm, prec, bits)
				got := string(strconv.AppendFloat(buf[:0], v, fm, prec, bits))
				if got != want {
					t.Fatalf("FormatFloat(%b, %c, %d, %d) = %s; Go %s", math.Float64bits(v), fm, prec, bits, got, want)
				}
			}
		}
	}
}

// checkParse compares ParseFloat of s with Go's, bits and error kind.
func checkParse(t *testing.T, s string, bits int) {
	t.Helper()
	want, werr := gostrconv.ParseFloat(s, bits)
	got, gerr := strconv.ParseFloat(s, bits)
	wb, gb := math.Float64bits(want), math.Float64bits(got)
	if math.IsNaN(want) && math.IsNaN(got) {
		wb, gb = 0, 0
	}
	if wb != gb || (werr == nil) != (gerr == nil) {
		t.Fatalf("ParseFloat(%q, %d) = %v (%x), %v; Go %v (%x), %v", s, bits, got, gb, gerr, want, wb, werr)
	}
	if werr != nil {
		wr := werr.(*gostrconv.NumError).Err == gostrconv.ErrRange
		if wr != isRangeErr(gerr) {
			t.Fatalf("ParseFloat(%q, %d): error %v; Go %v", s, bits, gerr, werr)
		}
	}
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

func TestOracleParseFloat(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	n := oracleN()
	digits := "0123456789"
	for i := 0; i < n; i++ {
		f := randFloat64(r)
		for _, bits := range []int{64, 32} {
			v := f
			if bits == 32 {
				v = float64(math.Float32frombits(r.Uint32()))
			}
			checkParse(t, gostrconv.FormatFloat(v, 'g', -1, bits), bits)
			checkParse(t, gostrconv.FormatFloat(v, 'e', r.Intn(30), 64), bits)
			checkParse(t, gostrconv.FormatFloat(v, 'x', -1, bits), bits)
			if i%50 == 0 {
				checkParse(t, gostrconv.FormatFloat(v, 'e', 800+r.Intn(100), 64), bits)
			}
		}
		// Halfway between two floats: the exact decimal of (2m+1)*2^(e-1).
		if i%4 == 0 {
			b := math.Float64bits(f) &^ (1 << 63)
			if b < 0x7FF0000000000000-1 {
				lo, hi := math.Float64frombits(b), math.Float64frombits(b+1)
				mid := gostrconv.FormatFloat(lo, 'e', 40, 64) // not exact, but close
				checkParse(t, mid, 64)
				checkParse(t, gostrconv.FormatFloat((lo+hi)/2, 'e', 30, 64), 64)
			}
		}
		// Random decimal strings.
		var buf []byte
		if r.Intn(2) == 0 {
			buf = append(buf, '-')
		}
		nd := 1 + r.Intn(40)
		dot := r.Intn(nd + 1)
		for j := 0; j < nd; j++ {
			if j == dot {
				buf = append(buf, '.')
			}
			buf = append(buf, digits[r.Intn(10)])
		}
		if r.Intn(2) == 0 {
			buf = append(buf, 'e')
			buf = gostrconv.AppendInt(buf, int64(r.Intn(700)-350), 10)
		}
		checkParse(t, string(buf), 64)
		checkParse(t, string(buf), 32)
	}
	for _, s := range []string{"", "+", "-", ".", "e5", "1e", "1e+", "0x", "0x1", "0x1p", "0x.p1", "1_000", "1__0", "_1", "1_",
		"0x_1p0", "0x1_p0", "0_1", "1.5_", "inf", "-Inf", "+INFINITY", "infinity", "infinit", "nan", "NaN", "-nan", "+nan",
		"1e400", "-1e400", "1e-400", "4e-324", "2e-324", "1.7976931348623157e308", "1.7976931348623159e308",
		"3.4028235e38", "3.4028236e38", "1e39", "0x1p-1074", "0x1p-1075", "0x1.0000000000001p-1075", "0x1p1024",
		"0x1.fffffffffffff8p1023", "0X1P+2", "0x.8p1", "1.5E+3", "00001", "0.000", "..5", "1.2.3", "1e10000000",
		"0.0000000000000000000000000000000000000000001e45", "123456789012345678901234567890", "1 ", " 1", "1e1_0",
		"0x1p1_0", "1.e5", ".e5", "0b101", "0o7", "9007199254740993", "2.2250738585072011e-308", "1e23",
		"8.589973e9", "0x1.8p1", "-0", "-0.0e0", "+0x0p0"} {
		checkParse(t, s, 64)
		checkParse(t, s, 32)
	}
}

func TestOracleInts(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	buf := make([]byte, 0, 80)
	for i := 0; i < oracleN(); i++ {
		u := r.Uint64() >> uint(r.Intn(64))
		v := int64(u)
		if r.Intn(2) == 0 {
			v = -v
		}
		base := 2 + r.Intn(35)
		if i%2 == 0 {
			base = 10
		}
		if got, want := string(strconv.AppendInt(buf[:0], v, base)), gostrconv.FormatInt(v, base); got != want {
			t.Fatalf("FormatInt(%d, %d) = %s; Go %s", v, base, got, want)
		}
		if got, want := string(strconv.AppendUint(buf[:0], u, base)), gostrconv.FormatUint(u, base); got != want {
			t.Fatalf("FormatUint(%d, %d) = %s; Go %s", u, base, got, want)
		}
		s := gostrconv.FormatInt(v, base)
		for _, bs := range []int{0, 8, 16, 32, 64} {
			g, gerr := strconv.ParseInt(s, base, bs)
			w, werr := gostrconv.ParseInt(s, base, bs)
			if g != w || (gerr == nil) != (werr == nil) {
				t.Fatalf("ParseInt(%s, %d, %d) = %d, %v; Go %d, %v", s, base, bs, g, gerr, w, werr)
			}
			gu, gerr := strconv.ParseUint(s, base, bs)
			wu, werr := gostrconv.ParseUint(s, base, bs)
			if gu != wu || (gerr == nil) != (werr == nil) {
				t.Fatalf("ParseUint(%s, %d, %d) = %d, %v; Go %d, %v", s, base, bs, gu, gerr, wu, werr)
			}
		}
		a, aerr := strconv.Atoi(s)
		b, berr := gostrconv.Atoi(s)
		if base == 10 && (a != b || (aerr == nil) != (berr == nil)) {
			t.Fatalf("Atoi(%s) = %d, %v; Go %d, %v", s, a, aerr, b, berr)
		}
	}
}

func TestOracleQuote(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	buf := make([]byte, 0, 1024)
	pieces := []string{"a", "\"", "'", "\\", "\n", "\t", "\x00", "\x7f", "\xff", "é", "世", "😀", "\u00a0", "\u2028", "\ufeff",
		"\u0300", "\U000e0001", "`", "\r", " ", "\u3000", "\x80", "\xe2\x82", "\U0010ffff"}
	for i := 0; i < oracleN()/10; i++ {
		var s string
		for j := r.Intn(8); j > 0; j-- {
			s += pieces[r.Intn(len(pieces))]
		}
		if got, want := strconv.Quote(buf, s), gostrconv.Quote(s); got != want {
			t.Fatalf("Quote(%q) = %s; Go %s", s, got, want)
		}
		if got, want := strconv.QuoteToASCII(buf, s), gostrconv.QuoteToASCII(s); got != want {
			t.Fatalf("QuoteToASCII(%q) = %s; Go %s", s, got, want)
		}
		if got, want := strconv.QuoteToGraphic(buf, s), gostrconv.QuoteToGraphic(s); got != want {
			t.Fatalf("QuoteToGraphic(%q) = %s; Go %s", s, got, want)
		}
		if strconv.CanBackquote(s) != gostrconv.CanBackquote(s) {
			t.Fatalf("CanBackquote(%q) differs", s)
		}
		// Unquote what Go quotes, and some mangled literals.
		for _, lit := range []string{gostrconv.Quote(s), gostrconv.QuoteToASCII(s), "`" + s + "`", "'" + s + "'", "\"" + s + "\"", s} {
			got, gerr := strconv.Unquote(buf, lit)
			want, werr := gostrconv.Unquote(lit)
			if got != want || (gerr == nil) != (werr == nil) {
				t.Fatalf("Unquote(%q) = %q, %v; Go %q, %v", lit, got, gerr, want, werr)
			}
			gp, gerr := strconv.QuotedPrefix(lit + "tail")
			wp, werr := gostrconv.QuotedPrefix(lit + "tail")
			if gp != wp || (gerr == nil) != (werr == nil) {
				t.Fatalf("QuotedPrefix(%q) = %q, %v; Go %q, %v", lit, gp, gerr, wp, werr)
			}
		}
	}
	for c := rune(-2); c <= 0x10FFFF+2; c++ {
		if c < 0x30000 || c%97 == 0 {
			if got, want := strconv.QuoteRune(buf, c), gostrconv.QuoteRune(c); got != want {
				t.Fatalf("QuoteRune(%x) = %s; Go %s", c, got, want)
			}
			if got, want := strconv.QuoteRuneToASCII(buf, c), gostrconv.QuoteRuneToASCII(c); got != want {
				t.Fatalf("QuoteRuneToASCII(%x) = %s; Go %s", c, got, want)
			}
			if got, want := strconv.QuoteRuneToGraphic(buf, c), gostrconv.QuoteRuneToGraphic(c); got != want {
				t.Fatalf("QuoteRuneToGraphic(%x) = %s; Go %s", c, got, want)
			}
		}
		if strconv.IsPrint(c) != gostrconv.IsPrint(c) || strconv.IsGraphic(c) != gostrconv.IsGraphic(c) {
			t.Fatalf("IsPrint/IsGraphic(%x) differs", c)
		}
	}
	// UnquoteChar over escapes.
	for _, s := range []string{`\a`, `\x41`, `\x4`, `\u00e9`, `\U0001F600`, `\U00110000`, `\ud800`, `\101`, `\400`, `\8`, `\'`, `\"`, `\\`, `\q`, `é`, `"`, `'`, "", `\`} {
		for _, q := range []byte{'"', '\'', 0} {
			v, mb, tail, err := strconv.UnquoteChar(s, q)
			wv, wmb, wtail, werr := gostrconv.UnquoteChar(s, q)
			if v != wv || mb != wmb || tail != wtail || (err == nil) != (werr == nil) {
				t.Fatalf("UnquoteChar(%q, %q) = %x %t %q %v; Go %x %t %q %v", s, q, v, mb, tail, err, wv, wmb, wtail, werr)
			}
		}
	}
}

func TestOracleErrors(t *testing.T) {
	cases := []struct {
		s    string
		base int
		bits int
	}{{"", 10, 64}, {"x", 10, 64}, {"99999999999999999999", 10, 64}, {"300", 10, 8}, {"-129", 10, 8}, {"12", 1, 64}, {"12", 37, 64}, {"12", 10, 65}, {"12", 10, -1}, {"1_2", 0, 64}, {"1_2", 10, 64}}
	for _, c := range cases {
		_, gerr := strconv.ParseInt(c.s, c.base, c.bits)
		_, werr := gostrconv.ParseInt(c.s, c.base, c.bits)
		if (gerr == nil) != (werr == nil) || (gerr != nil && gerr.Error() != werr.Error()) {
			t.Errorf("ParseInt(%q, %d, %d) error %v; Go %v", c.s, c.base, c.bits, gerr, werr)
		}
		_, gerr = strconv.ParseUint(c.s, c.base, c.bits)
		_, werr = gostrconv.ParseUint(c.s, c.base, c.bits)
		if (gerr == nil) != (werr == nil) || (gerr != nil && gerr.Error() != werr.Error()) {
			t.Errorf("ParseUint(%q, %d, %d) error %v; Go %v", c.s, c.base, c.bits, gerr, werr)
		}
	}
	for _, s := range []string{"", "x", "99999999999999999999", "-99999999999999999999", "1\n"} {
		_, gerr := strconv.Atoi(s)
		_, werr := gostrconv.Atoi(s)
		if (gerr == nil) != (werr == nil) || (gerr != nil && gerr.Error() != werr.Error()) {
			t.Errorf("Atoi(%q) error %v; Go %v", s, gerr, werr)
		}
	}
	for _, s := range []string{"x", "1e500", "\"q\""} {
		_, gerr := strconv.ParseFloat(s, 64)
		_, werr := gostrconv.ParseFloat(s, 64)
		if gerr.Error() != werr.Error() {
			t.Errorf("ParseFloat(%q) error %v; Go %v", s, gerr, werr)
		}
	}
	for _, s := range []string{"maybe", ""} {
		_, gerr := strconv.ParseBool(s)
		_, werr := gostrconv.ParseBool(s)
		if gerr.Error() != werr.Error() {
			t.Errorf("ParseBool(%q) error %v; Go %v", s, gerr, werr)
		}
	}
}

// Moderate values at every small precision: the fixed-precision fast path's domain.
func TestOracleFixedPrecision(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	buf := make([]byte, 0, 512)
	for i := 0; i < oracleN(); i++ {
		v := math.Ldexp(float64(r.Int63n(1<<53)), r.Intn(150)-110)
		if i%3 == 0 {
			v = float64(r.Intn(100000)) / 8 // exact ties
		}
		if i%2 == 0 {
			v = -v
		}
		bits := 64
		if i%5 == 0 {
			bits = 32
			v = float64(float32(v))
		}
		for _, fm := range []byte{'e', 'f', 'g', 'E', 'G'} {
			prec := r.Intn(21)
			want := gostrconv.FormatFloat(v, fm, prec, bits)
			got := string(strconv.AppendFloat(buf[:0], v, fm, prec, bits))
			if got != want {
				t.Fatalf("FormatFloat(%v, %c, %d, %d) = %s; Go %s", v, fm, prec, bits, got, want)
			}
		}
	}
}
