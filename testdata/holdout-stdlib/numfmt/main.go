// Numfmt converts numbers to text and back with strconv: FormatFloat in every format and
// precision, FormatInt in several bases, Quote and its relatives, and the Parse functions
// with their errors.
package main

import (
	"solod.dev/so/fmt"
	"solod.dev/so/math"
	"solod.dev/so/strconv"
)

func main() {
	buf := make([]byte, 0, 64)
	b2 := make([]byte, 0, 64)
	b3 := make([]byte, 0, 64)
	b4 := make([]byte, 0, 64)
	wide := make([]byte, 0, 400) // 'f' of MaxFloat64 needs 309 digits and the decimals
	floats := []float64{0, 1, -2.5, 3.14159265358979, 1e21, 1.0 / 3, 6.02214076e23, 5e-324,
		math.MaxFloat64, math.Inf(1), math.NaN(), 123456789.125, 0.1 + 0.2}
	for _, f := range floats {
		fmt.Printf("%-24s", strconv.FormatFloat(buf, f, 'g', -1, 64))
		fmt.Printf(" e:%-22s", strconv.FormatFloat(buf, f, 'e', 3, 64))
		fmt.Printf(" f2:%-12s", strconv.FormatFloat(wide, f, 'f', 2, 64))
		fmt.Printf(" g32:%s\n", strconv.FormatFloat(buf, f, 'g', -1, 32))
	}
	fmt.Println(len(strconv.FormatFloat(wide, math.MaxFloat64, 'f', 0, 64)))
	fmt.Println(strconv.FormatFloat(buf, 2.5, 'f', 0, 64), strconv.FormatFloat(b2, 3.5, 'f', 0, 64),
		strconv.FormatFloat(b3, 1.005, 'f', 2, 64), strconv.FormatFloat(b4, 255, 'x', -1, 64))
	fmt.Println(strconv.FormatFloat(buf, 1e6, 'G', 3, 64), strconv.FormatFloat(b2, 1e6, 'b', -1, 64))

	ints := []int64{0, 42, -42, 255, math.MaxInt64, math.MinInt64}
	for _, n := range ints {
		fmt.Printf("%20s %s %s %s\n", strconv.FormatInt(buf, n, 10), strconv.FormatInt(b2, n, 16),
			strconv.FormatInt(b3, n, 36), strconv.Itoa(b4, int(n%1000)))
	}
	fmt.Println(strconv.FormatUint(buf, math.MaxUint64, 2))

	app := make([]byte, 0, 128)
	app = append(app, "total="...)
	app = strconv.AppendInt(app, -17, 10)
	app = append(app, ' ')
	app = strconv.AppendFloat(app, 2.75, 'f', 1, 64)
	app = append(app, ' ')
	app = strconv.AppendBool(app, true)
	app = append(app, ' ')
	app = strconv.AppendQuote(app, "tab\there")
	app = append(app, ' ')
	app = strconv.AppendQuoteRune(app, '☺')
	fmt.Println(string(app))

	for _, s := range []string{"plain", "with \"quotes\"", "tab\tnewline\n", "héllo ☺", "\x00\x7f\xff", "`back`"} {
		fmt.Printf("%-28s %-34s %s can=%t\n", strconv.Quote(buf, s), strconv.QuoteToASCII(b2, s),
			strconv.QuoteToGraphic(b3, s), strconv.CanBackquote(s))
	}
	fmt.Println(strconv.QuoteRune(buf, 'x'), strconv.QuoteRuneToASCII(b2, '世'), strconv.QuoteRune(b3, '\''))

	ubuf := make([]byte, 0, 64)
	for _, q := range []string{`"a\tb"`, "`raw\\n`", `'x'`, `"\u263a"`, `"unterminated`, `'ab'`} {
		s, err := strconv.Unquote(ubuf, q)
		fmt.Printf("%-16s -> %q err=%v\n", q, s, err)
	}

	for _, s := range []string{"12", "-0", "+7", "0x1f", "1_000", "9223372036854775808", "abc", ""} {
		i, err := strconv.ParseInt(s, 0, 64)
		fmt.Printf("ParseInt(%q) = %d, %v\n", s, i, err)
	}
	for _, s := range []string{"255", "256", "-1"} {
		u, err := strconv.ParseUint(s, 10, 8)
		fmt.Printf("ParseUint(%q, 8) = %d, %v\n", s, u, err)
	}
	for _, s := range []string{"3.25", "1e-400", "inf", "-Inf", "nan", "0x1p-2", "1,5"} {
		f, err := strconv.ParseFloat(s, 64)
		fmt.Printf("ParseFloat(%q) = %g, %v\n", s, f, err)
	}
	for _, s := range []string{"true", "F", "yes"} {
		b, err := strconv.ParseBool(s)
		fmt.Printf("ParseBool(%q) = %t, %v\n", s, b, err)
	}
}
