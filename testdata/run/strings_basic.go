// Tests strings: len in bytes, indexing bytes, slicing, concatenation with + and +=,
// comparison operators (byte-wise lexicographic), escapes and raw strings, and strings as
// immutable values shared by slicing.
package main

func count(s string, c byte) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
		}
	}
	return n
}

func firstWord(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			return s[:i]
		}
	}
	return s
}

func main() {
	s := "hello, world"
	println(len(s), s[0], s[len(s)-1], string(s[7]))
	println(s[:5], "|", s[7:], "|", s[3:8], "|", s[:0], "|", s[len(s):])
	u := "héllo"
	println(len(u), u[1], u[2], u[:3])
	t := s[:5] + "!" + " " + u
	println(t)
	acc := ""
	for i := 0; i < 5; i++ {
		acc += string(rune('a' + i))
	}
	println(acc, len(acc))
	acc += acc
	println(acc)

	println("a" < "b", "abc" < "abd", "ab" < "abc", "" < "a", "B" < "a", "z" > "aa")
	println("x" == "x", "x" != "y", "abc" >= "abc", "é" > "z")
	a, b := "go", "gopher"
	println(a == b[:2], a < b, b[:2] == "go")

	raw := `line1\n	"quoted"`
	println(raw, len(raw))
	esc := "tab\t nl\\n quote\" \x41\u00e9\U0001F600 \101"
	println(esc, len(esc))
	println(count("banana", 'a'), count("", 'a'), firstWord("hello there"), firstWord("single"))
	var empty string
	println(len(empty), empty == "", empty+"x")
	sub := s[7:12]
	sub2 := sub[1:3]
	println(sub, sub2, len(sub2))
	words := [3]string{"b", "a", "c"}
	if words[1] < words[0] {
		words[0], words[1] = words[1], words[0]
	}
	println(words[0] + words[1] + words[2])
	const cs = "constant"
	println(cs[2], len(cs), cs[:3])
}
