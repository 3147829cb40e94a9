// Tests strings that contain NUL, control bytes and invalid UTF-8: Go strings carry their
// length, so these are ordinary bytes for len, indexing, comparison, concatenation, conversion
// and printing (println writes them unchanged).
package main

func main() {
	s := "a\x00b"
	println(len(s), s[1], s[2])
	t := s + "\x00"
	println(len(t), t == "a\x00b\x00", t > s, "a\x00" < "a\x01", "a" < "a\x00")
	b := []byte(t)
	b[0] = 0
	println(len(b), b[0], len(string(b)), string(b) == "\x00\x00b\x00")
	r := []rune("x\x00y")
	println(len(r), r[1])
	print("[", s, "]\n")
	println(string(rune(0)) == "\x00", len(string(rune(0))))
	var buf [4]byte
	println(string(buf[:]) == "\x00\x00\x00\x00", len(string(buf[:2])))
	ctl := "tab\tbell\a\x7f\r\n"
	println(len(ctl), ctl[len(ctl)-3])
	count := 0
	for _, c := range "\x00\x00\x00" {
		if c == 0 {
			count++
		}
	}
	println(count)
	bad := "\xff\xfe\xc3"
	println(len(bad), bad, bad+"\x00", []byte(bad)[2])
}
