// A realistic program: string processing without a standard library - word counting, letter
// frequencies, reversing words into a caller's buffer, a Caesar cipher, palindromes and
// upper-casing, all on strings and byte slices.
package main

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func countWords(s string) int {
	n := 0
	inWord := false
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' || s[i] == '\n' || s[i] == '\t' {
			inWord = false
		} else if !inWord {
			inWord = true
			n++
		}
	}
	return n
}

// reverseWords writes the words of s in reverse order into out and returns the length used.
func reverseWords(s string, out []byte) int {
	n := 0
	end := len(s)
	for i := len(s) - 1; i >= -1; i-- {
		if i == -1 || s[i] == ' ' {
			if end > i+1 {
				if n > 0 {
					out[n] = ' '
					n++
				}
				n += copy(out[n:], s[i+1:end])
			}
			end = i
		}
	}
	return n
}

func caesar(dst []byte, s string, shift int) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z':
			c = 'a' + byte((int(c-'a')+shift+26)%26)
		case c >= 'A' && c <= 'Z':
			c = 'A' + byte((int(c-'A')+shift+26)%26)
		}
		dst[i] = c
	}
}

func isPalindrome(s string) bool {
	i, j := 0, len(s)-1
	for i < j {
		if !isLetter(s[i]) {
			i++
			continue
		}
		if !isLetter(s[j]) {
			j--
			continue
		}
		if lower(s[i]) != lower(s[j]) {
			return false
		}
		i++
		j--
	}
	return true
}

func main() {
	text := "the quick brown fox jumps over the lazy dog\nThe End"
	println("words:", countWords(text), countWords(""), countWords("   "), countWords("one"))

	var freq [26]int
	for i := 0; i < len(text); i++ {
		if isLetter(text[i]) {
			freq[lower(text[i])-'a']++
		}
	}
	best := 0
	for i, f := range freq {
		if f > freq[best] {
			best = i
		}
	}
	println("most frequent:", string(rune('a'+best)), freq[best])
	missing := 0
	for _, f := range freq {
		if f == 0 {
			missing++
		}
	}
	println("missing letters:", missing)

	var buf [64]byte
	n := reverseWords("  hello   brave new  world ", buf[:])
	println("[" + string(buf[:n]) + "]")

	msg := "Attack at Dawn, Zebra!"
	enc := make([]byte, len(msg))
	caesar(enc, msg, 3)
	dec := make([]byte, len(msg))
	caesar(dec, string(enc), -3)
	println(string(enc), "|", string(dec), string(dec) == msg)

	for _, s := range []string{"A man, a plan, a canal: Panama", "Go hang a salami", "not one", ""} {
		println(isPalindrome(s), s)
	}

	upper := []byte("mixed Case 123")
	for i, c := range upper {
		if c >= 'a' && c <= 'z' {
			upper[i] = c - 32
		}
	}
	println(string(upper))

	csv := "name,age,,city"
	field := 0
	start := 0
	for i := 0; i <= len(csv); i++ {
		if i == len(csv) || csv[i] == ',' {
			println("field", field, "=", "["+csv[start:i]+"]")
			field++
			start = i + 1
		}
	}
}
