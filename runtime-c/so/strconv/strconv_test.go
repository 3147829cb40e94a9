package strconv_test

import (
	"testing"

	"solod.dev/so/errors"
	"solod.dev/so/strconv"
)

// The expected values of these tables were printed by Go's strconv (a throwaway program).

// kind names an error's reason.
func kind(err error) string {
	switch {
	case err == nil:
		return "nil"
	case errors.Is(err, strconv.ErrSyntax):
		return "syntax"
	case errors.Is(err, strconv.ErrRange):
		return "range"
	case errors.Is(err, strconv.ErrBase), errors.Is(err, strconv.ErrBitSize):
		return "other"
	}
	return "unknown"
}

type floatCase struct {
	f    float64
	fmt  byte
	prec int
	bits int
	want string
}

var floatCases = []floatCase{
	{0, 'g', -1, 64, "0"},
	{1, 'g', -1, 64, "1"},
	{-1.5, 'g', -1, 64, "-1.5"},
	{0.1, 'g', -1, 64, "0.1"},
	{0.1, 'g', -1, 32, "0.1"},
	{1e+21, 'g', -1, 64, "1e+21"},
	{1e+20, 'f', -1, 64, "100000000000000000000"},
	{1.23456789e+08, 'e', -1, 64, "1.23456789e+08"},
	{3.14159, 'f', 2, 64, "3.14"},
	{3.14159, 'e', 3, 64, "3.142e+00"},
	{3.14159, 'E', 0, 64, "3E+00"},
	{2.5, 'f', 0, 64, "2"},
	{3.5, 'f', 0, 64, "4"},
	{1.005, 'f', 2, 64, "1.00"},
	{1e-07, 'g', -1, 64, "1e-07"},
	{0.0001, 'g', -1, 64, "0.0001"},
	{123456, 'g', 3, 64, "1.23e+05"},
	{0.000123456, 'G', 4, 64, "0.0001235"},
	{5e-324, 'g', -1, 64, "5e-324"},
	{1.7976931348623157e+308, 'e', -1, 64, "1.7976931348623157e+308"},
	{1.7976931348623157e+308, 'f', 0, 64, "179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368"},
	{3.4028234663852886e+38, 'g', -1, 32, "3.4028235e+38"},
	{1.401298464324817e-45, 'e', -1, 32, "1e-45"},
	{0, 'g', -1, 64, "0"},
	{100, 'b', -1, 64, "7036874417766400p-46"},
	{100, 'b', -1, 32, "13107200p-17"},
	{1, 'x', -1, 64, "0x1p+00"},
	{-3.75, 'X', 3, 64, "-0X1.E00P+01"},
	{0.1, 'x', 2, 32, "0x1.9ap-04"},
	{0.3333333333333333, 'f', 30, 64, "0.333333333333333314829616256247"},
	{0.6666666666666666, 'e', 20, 64, "6.66666666666666629659e-01"},
	{1e+23, 'g', -1, 64, "1e+23"},
	{9.007199254740992e+15, 'f', -1, 64, "9007199254740992"},
	{0.3, 'g', 17, 64, "0.29999999999999999"},
	{1234.5678, 'g', 0, 64, "1e+03"},
	{12, 'z', -1, 64, "%z"},
}

func TestFormatFloat(t *testing.T) {
	var buf [512]byte
	for _, c := range floatCases {
		if got := strconv.FormatFloat(buf[:], c.f, c.fmt, c.prec, c.bits); got != c.want {
			t.Errorf("FormatFloat(%g, %c, %d, %d) = %s; want %s", c.f, c.fmt, c.prec, c.bits, got, c.want)
		}
		out := strconv.AppendFloat(buf[:3], c.f, c.fmt, c.prec, c.bits)
		if string(out[3:]) != c.want {
			t.Errorf("AppendFloat(%g, %c, %d, %d) = %s; want %s", c.f, c.fmt, c.prec, c.bits, string(out[3:]), c.want)
		}
	}
}

type parseFloatCase struct {
	in   string
	bits int
	want string // the result as FormatFloat 'g' -1 64 writes it
	err  string
}

var parseFloatCases = []parseFloatCase{
	{"0", 64, "0", "nil"},
	{"0", 32, "0", "nil"},
	{"1", 64, "1", "nil"},
	{"1", 32, "1", "nil"},
	{"-1.5", 64, "-1.5", "nil"},
	{"-1.5", 32, "-1.5", "nil"},
	{"0.1", 64, "0.1", "nil"},
	{"0.1", 32, "0.10000000149011612", "nil"},
	{"1e21", 64, "1e+21", "nil"},
	{"1e21", 32, "1.0000000200408773e+21", "nil"},
	{"1E-7", 64, "1e-07", "nil"},
	{"1E-7", 32, "1.0000000116860974e-07", "nil"},
	{".5", 64, "0.5", "nil"},
	{".5", 32, "0.5", "nil"},
	{"5.", 64, "5", "nil"},
	{"5.", 32, "5", "nil"},
	{"+3", 64, "3", "nil"},
	{"+3", 32, "3", "nil"},
	{"1_000.5", 64, "1000.5", "nil"},
	{"1_000.5", 32, "1000.5", "nil"},
	{"0x1p-2", 64, "0.25", "nil"},
	{"0x1p-2", 32, "0.25", "nil"},
	{"0x1.8P+1", 64, "3", "nil"},
	{"0x1.8P+1", 32, "3", "nil"},
	{"-0x.8p0", 64, "-0.5", "nil"},
	{"-0x.8p0", 32, "-0.5", "nil"},
	{"inf", 64, "+Inf", "nil"},
	{"inf", 32, "+Inf", "nil"},
	{"-Infinity", 64, "-Inf", "nil"},
	{"-Infinity", 32, "-Inf", "nil"},
	{"NaN", 64, "NaN", "nil"},
	{"NaN", 32, "NaN", "nil"},
	{"1e400", 64, "+Inf", "range"},
	{"1e400", 32, "+Inf", "range"},
	{"-1e400", 64, "-Inf", "range"},
	{"-1e400", 32, "-Inf", "range"},
	{"1e-400", 64, "0", "nil"},
	{"1e-400", 32, "0", "nil"},
	{"4.9e-324", 64, "5e-324", "nil"},
	{"4.9e-324", 32, "0", "nil"},
	{"2.4e-324", 64, "0", "nil"},
	{"2.4e-324", 32, "0", "nil"},
	{"3.4028235e38", 64, "3.4028235e+38", "nil"},
	{"3.4028235e38", 32, "3.4028234663852886e+38", "nil"},
	{"3.5e38", 64, "3.5e+38", "nil"},
	{"3.5e38", 32, "+Inf", "range"},
	{"1.5e-45", 64, "1.5e-45", "nil"},
	{"1.5e-45", 32, "1.401298464324817e-45", "nil"},
	{"x", 64, "0", "syntax"},
	{"x", 32, "0", "syntax"},
	{"", 64, "0", "syntax"},
	{"", 32, "0", "syntax"},
	{"1e", 64, "0", "syntax"},
	{"1e", 32, "0", "syntax"},
	{"1.2.3", 64, "0", "syntax"},
	{"1.2.3", 32, "0", "syntax"},
	{"0x1", 64, "0", "syntax"},
	{"0x1", 32, "0", "syntax"},
	{"1__0", 64, "0", "syntax"},
	{"1__0", 32, "0", "syntax"},
	{"nan1", 64, "0", "syntax"},
	{"nan1", 32, "0", "syntax"},
	{"+nan", 64, "0", "syntax"},
	{"+nan", 32, "0", "syntax"},
	{"123456789012345678901234567890e-10", 64, "1.2345678901234567e+19", "nil"},
	{"123456789012345678901234567890e-10", 32, "1.2345679395506094e+19", "nil"},
	{"0.30000000000000004", 64, "0.30000000000000004", "nil"},
	{"0.30000000000000004", 32, "0.30000001192092896", "nil"},
	{"9007199254740993", 64, "9.007199254740992e+15", "nil"},
	{"9007199254740993", 32, "9.007199254740992e+15", "nil"},
}

func TestParseFloat(t *testing.T) {
	var buf [64]byte
	for _, c := range parseFloatCases {
		f, err := strconv.ParseFloat(c.in, c.bits)
		if got := strconv.FormatFloat(buf[:], f, 'g', -1, 64); got != c.want || kind(err) != c.err {
			t.Errorf("ParseFloat(%q, %d) = %s, %s; want %s, %s", c.in, c.bits, got, kind(err), c.want, c.err)
		}
	}
}

type intCase struct {
	v    int64
	base int
	want string
}

var intCases = []intCase{
	{0, 10, "0"},
	{7, 10, "7"},
	{-7, 10, "-7"},
	{99, 10, "99"},
	{100, 10, "100"},
	{-9223372036854775808, 10, "-9223372036854775808"},
	{9223372036854775807, 10, "9223372036854775807"},
	{255, 16, "ff"},
	{-255, 2, "-11111111"},
	{35, 36, "z"},
	{1099511627776, 8, "20000000000000"},
	{-12345, 7, "-50664"},
}

func TestFormatInt(t *testing.T) {
	var buf [strconv.MaxIntBase2Len]byte
	for _, c := range intCases {
		if got := strconv.FormatInt(buf[:], c.v, c.base); got != c.want {
			t.Errorf("FormatInt(%d, %d) = %s; want %s", c.v, c.base, got, c.want)
		}
		if c.base == 10 {
			if got := strconv.Itoa(buf[:], int(c.v)); got != c.want {
				t.Errorf("Itoa(%d) = %s; want %s", c.v, got, c.want)
			}
		}
		out := strconv.AppendInt(buf[:1], c.v, c.base)
		if string(out[1:]) != c.want {
			t.Errorf("AppendInt(%d, %d) = %s", c.v, c.base, string(out[1:]))
		}
		if c.v >= 0 {
			if got := strconv.FormatUint(buf[:], uint64(c.v), c.base); got != c.want {
				t.Errorf("FormatUint(%d, %d) = %s; want %s", c.v, c.base, got, c.want)
			}
		}
	}
	// Printed by Go: FormatUint(MaxUint64) in bases 10 and 16.
	if got := string(strconv.AppendUint(buf[:0], 18446744073709551615, 10)); got != "18446744073709551615" {
		t.Errorf("AppendUint(max, 10) = %s", got)
	}
	if got := string(strconv.AppendUint(buf[:0], 18446744073709551615, 16)); got != "ffffffffffffffff" {
		t.Errorf("AppendUint(max, 16) = %s", got)
	}
}

type parseIntCase struct {
	in   string
	base int
	bits int
	v    int64
	err  string
	u    uint64
	uerr string
}

var parseIntCases = []parseIntCase{
	{"0", 10, 64, 0, "nil", 0, "nil"},
	{"-42", 10, 64, -42, "nil", 0, "syntax"},
	{"+42", 10, 64, 42, "nil", 0, "syntax"},
	{"0x1F", 0, 64, 31, "nil", 31, "nil"},
	{"0b101", 0, 8, 5, "nil", 5, "nil"},
	{"0o17", 0, 64, 15, "nil", 15, "nil"},
	{"017", 0, 64, 15, "nil", 15, "nil"},
	{"1_000", 0, 64, 1000, "nil", 1000, "nil"},
	{"1_000", 10, 64, 0, "syntax", 0, "syntax"},
	{"ff", 16, 64, 255, "nil", 255, "nil"},
	{"FF", 16, 8, 127, "range", 255, "nil"},
	{"-128", 10, 8, -128, "nil", 0, "syntax"},
	{"-129", 10, 8, -128, "range", 0, "syntax"},
	{"127", 10, 8, 127, "nil", 127, "nil"},
	{"128", 10, 8, 127, "range", 128, "nil"},
	{"9223372036854775807", 10, 64, 9223372036854775807, "nil", 9223372036854775807, "nil"},
	{"9223372036854775808", 10, 64, 9223372036854775807, "range", 9223372036854775808, "nil"},
	{"-9223372036854775808", 10, 0, -9223372036854775808, "nil", 0, "syntax"},
	{"z", 36, 64, 35, "nil", 35, "nil"},
	{"", 10, 64, 0, "syntax", 0, "syntax"},
	{"-", 10, 64, 0, "syntax", 0, "syntax"},
	{"1a", 10, 64, 0, "syntax", 0, "syntax"},
	{"12", 1, 64, 0, "other", 0, "other"},
	{"12", 10, 65, 0, "other", 0, "other"},
	{"_1", 0, 64, 0, "syntax", 0, "syntax"},
	{"0x", 0, 64, 0, "syntax", 0, "syntax"},
	{"0x10000000000000000", 0, 64, 9223372036854775807, "range", 18446744073709551615, "range"},
	{"10000000000000000", 16, 32, 2147483647, "range", 4294967295, "range"},
	{"0xffffffffffffffff", 0, 64, 9223372036854775807, "range", 18446744073709551615, "nil"},
	{"0b10000000000000000000000000000000000000000000000000000000000000000", 0, 64, 9223372036854775807, "range", 18446744073709551615, "range"},
	{"2000000000000000000000", 8, 64, 9223372036854775807, "range", 18446744073709551615, "range"},
}

func TestParseInt(t *testing.T) {
	for _, c := range parseIntCases {
		v, err := strconv.ParseInt(c.in, c.base, c.bits)
		if v != c.v || kind(err) != c.err {
			t.Errorf("ParseInt(%q, %d, %d) = %d, %s; want %d, %s", c.in, c.base, c.bits, v, kind(err), c.v, c.err)
		}
		u, err := strconv.ParseUint(c.in, c.base, c.bits)
		if u != c.u || kind(err) != c.uerr {
			t.Errorf("ParseUint(%q, %d, %d) = %d, %s; want %d, %s", c.in, c.base, c.bits, u, kind(err), c.u, c.uerr)
		}
	}
}

type atoiCase struct {
	in  string
	v   int
	err string
}

var atoiCases = []atoiCase{
	{"0", 0, "nil"},
	{"123", 123, "nil"},
	{"-123", -123, "nil"},
	{"+5", 5, "nil"},
	{"-", 0, "syntax"},
	{"+", 0, "syntax"},
	{"", 0, "syntax"},
	{"12a", 0, "syntax"},
	{"123456789012345678", 123456789012345678, "nil"},
	{"9223372036854775807", 9223372036854775807, "nil"},
	{"9223372036854775808", 9223372036854775807, "range"},
	{"-9223372036854775809", -9223372036854775808, "range"},
	{" 1", 0, "syntax"},
}

func TestAtoi(t *testing.T) {
	for _, c := range atoiCases {
		v, err := strconv.Atoi(c.in)
		if v != c.v || kind(err) != c.err {
			t.Errorf("Atoi(%q) = %d, %s; want %d, %s", c.in, v, kind(err), c.v, c.err)
		}
	}
}

func TestBool(t *testing.T) {
	trues := []string{"1", "t", "T", "true", "TRUE", "True"}
	falses := []string{"0", "f", "F", "false", "FALSE", "False"}
	for _, s := range trues {
		if b, err := strconv.ParseBool(s); !b || err != nil {
			t.Errorf("ParseBool(%q) = %t, %v", s, b, err)
		}
	}
	for _, s := range falses {
		if b, err := strconv.ParseBool(s); b || err != nil {
			t.Errorf("ParseBool(%q) = %t, %v", s, b, err)
		}
	}
	for _, s := range []string{"", "yes", "tRUE", "2"} {
		if _, err := strconv.ParseBool(s); kind(err) != "syntax" {
			t.Errorf("ParseBool(%q) error %s", s, kind(err))
		}
	}
	var buf [8]byte
	if strconv.FormatBool(true) != "true" || strconv.FormatBool(false) != "false" {
		t.Error("FormatBool")
	}
	if string(strconv.AppendBool(buf[:0], true)) != "true" || string(strconv.AppendBool(buf[:1], false)[1:]) != "false" {
		t.Error("AppendBool")
	}
}

type quoteCase struct {
	in      string
	quoted  string
	ascii   string
	graphic string
	back    bool
}

var quoteCases = []quoteCase{
	{"", "\"\"", "\"\"", "\"\"", true},
	{"abc", "\"abc\"", "\"abc\"", "\"abc\"", true},
	{"a\"b", "\"a\\\"b\"", "\"a\\\"b\"", "\"a\\\"b\"", true},
	{"back\\slash", "\"back\\\\slash\"", "\"back\\\\slash\"", "\"back\\\\slash\"", true},
	{"tab\tnl\n", "\"tab\\tnl\\n\"", "\"tab\\tnl\\n\"", "\"tab\\tnl\\n\"", false},
	{"\x00\a\x7f", "\"\\x00\\a\\x7f\"", "\"\\x00\\a\\x7f\"", "\"\\x00\\a\\x7f\"", false},
	{"héllo", "\"héllo\"", "\"h\\u00e9llo\"", "\"héllo\"", true},
	{"世界", "\"世界\"", "\"\\u4e16\\u754c\"", "\"世界\"", true},
	{"😀", "\"😀\"", "\"\\U0001f600\"", "\"😀\"", true},
	{"\xff\xfe", "\"\\xff\\xfe\"", "\"\\xff\\xfe\"", "\"\\xff\\xfe\"", false},
	{"\u00a0x\u2028", "\"\\u00a0x\\u2028\"", "\"\\u00a0x\\u2028\"", "\"\u00a0x\\u2028\"", true},
	{"\ufeff", "\"\\ufeff\"", "\"\\ufeff\"", "\"\\ufeff\"", false},
	{"'single'", "\"'single'\"", "\"'single'\"", "\"'single'\"", true},
	{"`raw`", "\"`raw`\"", "\"`raw`\"", "\"`raw`\"", false},
}

func TestQuote(t *testing.T) {
	var buf [256]byte
	for _, c := range quoteCases {
		if got := strconv.Quote(buf[:], c.in); got != c.quoted {
			t.Errorf("Quote(%q) = %s; want %s", c.in, got, c.quoted)
		}
		if got := strconv.QuoteToASCII(buf[:], c.in); got != c.ascii {
			t.Errorf("QuoteToASCII(%q) = %s; want %s", c.in, got, c.ascii)
		}
		if got := strconv.QuoteToGraphic(buf[:], c.in); got != c.graphic {
			t.Errorf("QuoteToGraphic(%q) = %s; want %s", c.in, got, c.graphic)
		}
		if got := string(strconv.AppendQuote(buf[:0], c.in)); got != c.quoted {
			t.Errorf("AppendQuote(%q) = %s", c.in, got)
		}
		if got := string(strconv.AppendQuoteToASCII(buf[:0], c.in)); got != c.ascii {
			t.Errorf("AppendQuoteToASCII(%q) = %s", c.in, got)
		}
		if got := string(strconv.AppendQuoteToGraphic(buf[:0], c.in)); got != c.graphic {
			t.Errorf("AppendQuoteToGraphic(%q) = %s", c.in, got)
		}
		if got := strconv.CanBackquote(c.in); got != c.back {
			t.Errorf("CanBackquote(%q) = %t", c.in, got)
		}
	}
}

type quoteRuneCase struct {
	r       rune
	quoted  string
	ascii   string
	graphic string
}

var quoteRuneCases = []quoteRuneCase{
	{0x61, "'a'", "'a'", "'a'"},
	{0x27, "'\\''", "'\\''", "'\\''"},
	{0x22, "'\"'", "'\"'", "'\"'"},
	{0xa, "'\\n'", "'\\n'", "'\\n'"},
	{0xe9, "'é'", "'\\u00e9'", "'é'"},
	{0x1f600, "'😀'", "'\\U0001f600'", "'😀'"},
	{0x7f, "'\\x7f'", "'\\x7f'", "'\\x7f'"},
	{0xa0, "'\\u00a0'", "'\\u00a0'", "'\u00a0'"},
	{0xd800, "'�'", "'\\ufffd'", "'�'"},
	{-0x1, "'�'", "'\\ufffd'", "'�'"},
	{0x10ffff, "'\\U0010ffff'", "'\\U0010ffff'", "'\\U0010ffff'"},
	{0xe0001, "'\\U000e0001'", "'\\U000e0001'", "'\\U000e0001'"},
}

func TestQuoteRune(t *testing.T) {
	var buf [16]byte
	for _, c := range quoteRuneCases {
		if got := strconv.QuoteRune(buf[:], c.r); got != c.quoted {
			t.Errorf("QuoteRune(%x) = %s; want %s", c.r, got, c.quoted)
		}
		if got := strconv.QuoteRuneToASCII(buf[:], c.r); got != c.ascii {
			t.Errorf("QuoteRuneToASCII(%x) = %s; want %s", c.r, got, c.ascii)
		}
		if got := strconv.QuoteRuneToGraphic(buf[:], c.r); got != c.graphic {
			t.Errorf("QuoteRuneToGraphic(%x) = %s; want %s", c.r, got, c.graphic)
		}
		if got := string(strconv.AppendQuoteRune(buf[:0], c.r)); got != c.quoted {
			t.Errorf("AppendQuoteRune(%x) = %s", c.r, got)
		}
		if got := string(strconv.AppendQuoteRuneToASCII(buf[:0], c.r)); got != c.ascii {
			t.Errorf("AppendQuoteRuneToASCII(%x) = %s", c.r, got)
		}
		if got := string(strconv.AppendQuoteRuneToGraphic(buf[:0], c.r)); got != c.graphic {
			t.Errorf("AppendQuoteRuneToGraphic(%x) = %s", c.r, got)
		}
	}
}

type unquoteCase struct {
	in     string
	out    string
	err    string
	prefix string
	perr   string
}

var unquoteCases = []unquoteCase{
	{"\"abc\"", "abc", "nil", "\"abc\"", "nil"},
	{"\"a\\tb\"", "a\tb", "nil", "\"a\\tb\"", "nil"},
	{"\"\\u00e9\\x41\\101\"", "éAA", "nil", "\"\\u00e9\\x41\\101\"", "nil"},
	{"'x'", "x", "nil", "'x'", "nil"},
	{"'\\n'", "\n", "nil", "'\\n'", "nil"},
	{"'ab'", "", "syntax", "", "syntax"},
	{"`raw\\n`", "raw\\n", "nil", "`raw\\n`", "nil"},
	{"`a\rb`", "ab", "nil", "`a\rb`", "nil"},
	{"\"unterminated", "", "syntax", "", "syntax"},
	{"\"bad \\q\"", "", "syntax", "", "syntax"},
	{"\"nl\n\"", "", "syntax", "", "syntax"},
	{"''", "", "nil", "''", "nil"},
	{"\"\\'\"", "", "syntax", "", "syntax"},
	{"'\\\"'", "", "syntax", "", "syntax"},
	{"\"é\"", "é", "nil", "\"é\"", "nil"},
	{"'é'", "é", "nil", "'é'", "nil"},
	{"\"\\xff\"", "\xff", "nil", "\"\\xff\"", "nil"},
	{"x", "", "syntax", "", "syntax"},
	{"\"", "", "syntax", "", "syntax"},
	{"\"a\"b", "", "syntax", "\"a\"", "nil"},
}

func TestUnquote(t *testing.T) {
	var buf [64]byte
	for _, c := range unquoteCases {
		got, err := strconv.Unquote(buf[:], c.in)
		if got != c.out || kind(err) != c.err {
			t.Errorf("Unquote(%q) = %q, %s; want %q, %s", c.in, got, kind(err), c.out, c.err)
		}
		var tail [80]byte
		n := copy(tail[:], c.in)
		n += copy(tail[n:], "rest")
		p, err := strconv.QuotedPrefix(string(tail[:n]))
		if p != c.prefix || kind(err) != c.perr {
			t.Errorf("QuotedPrefix(%q) = %q, %s; want %q, %s", c.in, p, kind(err), c.prefix, c.perr)
		}
	}
}

func TestUnquoteChar(t *testing.T) {
	// Printed by Go.
	v, mb, tail, err := strconv.UnquoteChar(`\u00e9xyz`, '"')
	if v != 0xe9 || !mb || tail != "xyz" || err != nil {
		t.Errorf("UnquoteChar(\\u00e9xyz) = %x %t %q %v", v, mb, tail, err)
	}
	v, mb, tail, err = strconv.UnquoteChar(`\x41`, '"')
	if v != 'A' || mb || tail != "" || err != nil {
		t.Errorf("UnquoteChar(\\x41) = %x %t %q %v", v, mb, tail, err)
	}
	v, mb, tail, err = strconv.UnquoteChar("é!", '"')
	if v != 0xe9 || !mb || tail != "!" || err != nil {
		t.Errorf("UnquoteChar(é!) = %x %t %q %v", v, mb, tail, err)
	}
	if _, _, _, err = strconv.UnquoteChar(`"`, '"'); kind(err) != "syntax" {
		t.Error("UnquoteChar of the quote itself")
	}
	if _, _, _, err = strconv.UnquoteChar(`\'`, '"'); kind(err) != "syntax" {
		t.Error("UnquoteChar of \\' in a double-quoted literal")
	}
	if v, _, _, err = strconv.UnquoteChar(`\377`, 0); v != 255 || err != nil {
		t.Error("UnquoteChar of \\377")
	}
}

func TestIsPrint(t *testing.T) {
	// Printed by Go: IsPrint and IsGraphic of each rune.
	runes := []rune{' ', 'a', '\t', 0x7f, 0xa0, 0xad, 0x300, 0x2028, 0x3000, 0xfffd, 0xe0001, 0x1f600}
	prints := []bool{true, true, false, false, false, false, true, false, false, true, false, true}
	graphics := []bool{true, true, false, false, true, false, true, false, true, true, false, true}
	for i, r := range runes {
		if strconv.IsPrint(r) != prints[i] || strconv.IsGraphic(r) != graphics[i] {
			t.Errorf("IsPrint/IsGraphic(%x) = %t %t", r, strconv.IsPrint(r), strconv.IsGraphic(r))
		}
	}
}

func TestNumError(t *testing.T) {
	e := &strconv.NumError{Func: "ParseInt", Num: "x", Err: strconv.ErrSyntax}
	if !errors.Is(e, strconv.ErrSyntax) || e.Unwrap() != strconv.ErrSyntax {
		t.Error("NumError does not unwrap to its reason")
	}
	if strconv.IntSize != 64 {
		t.Errorf("IntSize = %d", strconv.IntSize)
	}
}

func BenchmarkFormatInt(b *testing.B) {
	var buf [strconv.MaxIntBase10Len]byte
	for i := 0; i < b.N; i++ {
		strconv.FormatInt(buf[:], -1234567890123, 10)
	}
}

func BenchmarkItoa(b *testing.B) {
	var buf [strconv.MaxIntBase10Len]byte
	for i := 0; i < b.N; i++ {
		strconv.Itoa(buf[:], 123456)
	}
}

func BenchmarkAppendIntSmall(b *testing.B) {
	var buf [strconv.MaxIntBase10Len]byte
	for i := 0; i < b.N; i++ {
		strconv.AppendInt(buf[:0], 42, 10)
	}
}

func BenchmarkParseInt(b *testing.B) {
	for i := 0; i < b.N; i++ {
		strconv.ParseInt("-1234567890123", 10, 64)
	}
}

func BenchmarkAtoi(b *testing.B) {
	for i := 0; i < b.N; i++ {
		strconv.Atoi("123456")
	}
}

func BenchmarkFormatFloat(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		strconv.FormatFloat(buf[:], 3.1415926535, 'g', -1, 64)
	}
}

func BenchmarkFormatFloatExp(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		strconv.FormatFloat(buf[:], -5.0e-321, 'e', -1, 64)
	}
}

func BenchmarkFormatFloatPrec(b *testing.B) {
	var buf [64]byte
	for i := 0; i < b.N; i++ {
		strconv.FormatFloat(buf[:], 123456.789, 'f', 4, 64)
	}
}

func BenchmarkParseFloat(b *testing.B) {
	for i := 0; i < b.N; i++ {
		strconv.ParseFloat("3.1415926535", 64)
	}
}

func BenchmarkParseFloatLong(b *testing.B) {
	for i := 0; i < b.N; i++ {
		strconv.ParseFloat("123456789123456789123456789e-30", 64)
	}
}

func BenchmarkQuote(b *testing.B) {
	var buf [128]byte
	for i := 0; i < b.N; i++ {
		strconv.Quote(buf[:], "Hello, \"world\"\n\ttab é 世界")
	}
}
