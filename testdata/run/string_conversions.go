// Tests conversions between strings, []byte and []rune, and from integers (runes) to
// strings, including invalid code points (surrogates, negative, beyond U+10FFFF) which become
// U+FFFD; and that converted byte slices are copies.
package main

func main() {
	s := "héllo, 世界"
	b := []byte(s)
	println(len(b), b[1], b[2])
	b[0] = 'H'
	println(s, string(b))

	r := []rune(s)
	println(len(r), r[1], r[7])
	r[1] = 'e'
	println(string(r), len(string(r)))

	println(string(rune(65)), string(rune(0x4e16)), string(rune(0x1F600)))
	bad := []rune{-1, 0xD800, 0xDFFF, 0x110000, 0x10FFFF}
	for _, x := range bad {
		str := string(x)
		println(x, len(str), str == "\uFFFD")
	}
	println(string(bad[:2]))

	inv := "a\xffb\xc0"
	ir := []rune(inv)
	println(len(ir), ir[1], ir[3], len(string(ir)))

	var nb []byte
	println(string(nb) == "", len([]byte("")), len([]rune("")))
	bs := []byte{104, 105}
	str := string(bs)
	bs[0] = 'x'
	println(str, string(bs))

	var by byte = 'Z'
	println(string(rune(by)), string(by+1))
	rs := []rune{'G', 'o', '!'}
	println(string(rs), string(rs[1:]))
	type MyBytes []byte
	mb := MyBytes("named")
	println(string(mb), len(mb))
	type MyString string
	ms := MyString(mb[:3])
	println(ms, string(ms) == "nam")
	digits := []byte("0123456789")
	println(string(digits[3:6]))
}
