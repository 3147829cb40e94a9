// Tests ranging over strings by rune: byte indices that jump over multi-byte sequences, and
// invalid UTF-8 (stray continuation bytes, truncated sequences, overlong encodings,
// surrogates) decoding to U+FFFD with width 1.
package main

func dump(s string) {
	for i, r := range s {
		print(i, ":", r, " ")
	}
	println("| len", len(s))
}

func main() {
	dump("abc")
	dump("héllo")
	dump("日本語")
	dump("🙂!")
	dump("a\xffb")
	dump("\x80\x80")
	dump("\xe2\x82")
	dump("\xe2\x82\xacx")
	dump("\xc0\xaf")
	dump("\xed\xa0\x80")
	dump("\xf4\x90\x80\x80")
	dump("\xf0\x9f\x99")
	dump("")

	n := 0
	for range "añb€" {
		n++
	}
	println("runes:", n)

	var last rune
	for _, last = range "xyz€" {
	}
	println("last:", last)

	count := 0
	for i := range "ab€" {
		count += i
	}
	println("index sum:", count)

	s := "héllo"
	for i := 0; i < len(s); i++ {
		print(s[i], " ")
	}
	println()
}
