// strconv_basics: so/strconv used as a Go programmer would: formatting and parsing integers
// in several bases, booleans, errors checked with errors.Is, and quoting and unquoting
// strings and runes, all into caller-provided buffers.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/strconv"
)

func reason(err error) string {
	switch {
	case err == nil:
		return "ok"
	case errors.Is(err, strconv.ErrSyntax):
		return "syntax"
	case errors.Is(err, strconv.ErrRange):
		return "range"
	}
	return "other"
}

func main() {
	// Each result shares its buffer's memory: one buffer per string alive at once.
	var b1, b2, b3 [strconv.MaxIntBase2Len]byte
	for _, v := range []int64{0, 7, -42, 1 << 40, -9223372036854775808, 9223372036854775807} {
		println(strconv.FormatInt(b1[:], v, 10), strconv.FormatInt(b2[:], v, 16), strconv.FormatInt(b3[:], v, 36))
	}
	println(strconv.Itoa(b1[:], 2024), strconv.FormatUint(b2[:], 18446744073709551615, 2))

	line := make([]byte, 0, 128)
	for i := 1; i <= 5; i++ {
		line = strconv.AppendInt(line, int64(i*i), 10)
		line = append(line, ',')
	}
	line = strconv.AppendUint(line, 255, 16)
	line = append(line, ' ')
	line = strconv.AppendBool(line, true)
	println(string(line))

	for _, s := range []string{"123", "-0", "+17", "12a", "", "99999999999999999999", "-9223372036854775808"} {
		v, err := strconv.Atoi(s)
		println(s, "->", v, reason(err))
	}
	for _, s := range []string{"0x1f", "0b1010", "0o17", "017", "1_000", "-0x80", "0x"} {
		v, err := strconv.ParseInt(s, 0, 8)
		u, uerr := strconv.ParseUint(s, 0, 64)
		println(s, "->", v, reason(err), u, reason(uerr))
	}
	_, err := strconv.ParseInt("10", 1, 64)
	println(errors.Is(err, strconv.ErrBase))
	_, err = strconv.ParseUint("10", 10, 65)
	println(errors.Is(err, strconv.ErrBitSize))

	for _, s := range []string{"true", "F", "1", "yes"} {
		b, err := strconv.ParseBool(s)
		println(s, b, reason(err), strconv.FormatBool(b))
	}

	var q, q2, q3 [256]byte
	for _, s := range []string{"plain", "tab\there", "quote\"and\\back", "héllo 世界 😀", "bad\xffbyte", "\x00\x7f\u00a0\u2028"} {
		println(strconv.Quote(q[:], s), strconv.QuoteToASCII(q2[:], s), strconv.QuoteToGraphic(q3[:], s), strconv.CanBackquote(s))
	}
	for _, r := range []rune{'x', '\'', '\n', 'é', 0x1F600, 0xD800} {
		println(strconv.QuoteRune(q[:], r), strconv.QuoteRuneToASCII(q2[:], r))
	}
	for _, lit := range []string{`"a\tb\u00e9\x41"`, "`raw\\n`", `'\''`, `"unterminated`, `'ab'`, `"ok"`} {
		s, err := strconv.Unquote(q[:], lit)
		println(lit, "->", s, reason(err))
	}
	p, err := strconv.QuotedPrefix(`"quoted" and the rest`)
	println(p, reason(err))
	v, mb, tail, err := strconv.UnquoteChar(`\u263a rest`, '"')
	println(v, mb, tail, reason(err))
	println(strconv.IsPrint('a'), strconv.IsPrint(0x7f), strconv.IsGraphic(0x3000), strconv.IntSize)
}
