// utf8_basics: so/unicode/utf8 used as a Go programmer would: decoding strings and byte
// slices forwards and backwards, encoding and appending runes, counting and validating, and
// the invalid encodings (overlong, surrogate, truncated, past MaxRune).
package main

import "solod.dev/so/unicode/utf8"

func show(s string) {
	print(len(s), " bytes, ", utf8.RuneCountInString(s), " runes, valid=", utf8.ValidString(s), ":")
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		print(" ", r, "/", n)
		i += n
	}
	print(" | backwards:")
	for end := len(s); end > 0; {
		r, n := utf8.DecodeLastRuneInString(s[:end])
		print(" ", r, "/", n)
		end -= n
	}
	println()
}

func main() {
	show("héllo, 世界 😀")
	show("")
	show("a\x80b\xc0\xafc\xed\xa0\x80d\xf4\x90\x80\x80e\xe2\x82")

	var buf [utf8.UTFMax]byte
	for _, r := range []rune{'A', 'é', '€', '😀', 0xD800, -5, utf8.MaxRune, utf8.MaxRune + 1} {
		n := utf8.EncodeRune(buf[:], r)
		print(r, ": len ", utf8.RuneLen(r), ", valid ", utf8.ValidRune(r), ", bytes")
		for _, b := range buf[:n] {
			print(" ", b)
		}
		println()
	}

	out := make([]byte, 0, 32)
	for _, r := range "So→C" {
		out = utf8.AppendRune(out, r)
	}
	out = utf8.AppendRune(out, 0x110000)
	println(string(out), len(out), utf8.RuneCount(out), utf8.Valid(out))

	p := []byte("€uro")
	r, n := utf8.DecodeRune(p)
	println(r, n, utf8.FullRune(p[:2]), utf8.FullRune(p[:3]), utf8.FullRuneInString("\xff"))
	r, n = utf8.DecodeLastRune(p[:3])
	println(r, n, utf8.RuneStart(p[0]), utf8.RuneStart(p[1]))
	println(utf8.Valid([]byte{0xF0, 0x9F, 0x98, 0x80}), utf8.Valid([]byte{0xF0, 0x9F, 0x98}))
	println(utf8.RuneError, utf8.RuneSelf, utf8.MaxRune, utf8.UTFMax)
}
