// Held-out acceptance program: reversing strings by runes (accents, CJK, emoji), palindromes
// ignoring case and punctuation, byte vs rune counts, invalid UTF-8 handling, word reversal
// with 3-index slices, and string comparison/sorting.
package main

func reverseRunes(s string, buf []rune) []rune {
	rs := buf[:0]
	for _, r := range s {
		rs = append(rs, r)
	}
	for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
		rs[i], rs[j] = rs[j], rs[i]
	}
	return rs
}

func lower(r rune) rune {
	if r >= 'A' && r <= 'Z' {
		return r + 'a' - 'A'
	}
	return r
}

func isLetterOrDigit(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r > 127
}

func isPalindrome(s string) bool {
	rs := []rune(s)
	i, j := 0, len(rs)-1
	for i < j {
		switch {
		case !isLetterOrDigit(rs[i]):
			i++
		case !isLetterOrDigit(rs[j]):
			j--
		case lower(rs[i]) != lower(rs[j]):
			return false
		default:
			i, j = i+1, j-1
		}
	}
	return true
}

func runeCount(s string) (n int) {
	for range s {
		n++
	}
	return
}

func describe(s string) {
	print("\"", s, "\" bytes=", len(s), " runes=", runeCount(s), " |")
	for i, r := range s {
		print(" ", i, ":", r)
	}
	println()
}

// reverseWords reverses the order of space-separated words, writing into dst.
func reverseWords(dst []byte, s string) []byte {
	out := dst[:0:len(dst)]
	end := len(s)
	for i := len(s) - 1; i >= -1; i-- {
		if i == -1 || s[i] == ' ' {
			if i+1 < end {
				if len(out) > 0 {
					out = append(out, ' ')
				}
				out = append(out, s[i+1:end]...)
			}
			end = i
		}
	}
	return out
}

func main() {
	var buf [64]rune
	words := []string{"hello", "Grüße", "日本語", "añejo🍷!", "", "a"}
	for _, w := range words {
		r := string(reverseRunes(w, buf[:]))
		println(w, "->", r, len(w) == len(r), string(reverseRunes(r, buf[:])) == w)
	}

	for _, p := range [...]string{
		"A man, a plan, a canal: Panama",
		"No 'x' in Nixon",
		"été",
		"上海自来水来自海上",
		"palindrome",
	} {
		println(isPalindrome(p), p)
	}

	describe("aé日😀")
	bad := string([]byte{'o', 'k', 0xff, 0xc3, '!', 0xe6, 0x97})
	describe(bad)
	fixed := []rune(bad)
	println(len(fixed), fixed[2] == 0xFFFD, string(fixed) == "ok\uFFFD\uFFFD!\uFFFD")

	var wb [80]byte
	println(string(reverseWords(wb[:], "  the quick  brown fox ")))
	println(string(reverseWords(wb[:], "single")))
	println(len(reverseWords(wb[:], "   ")))

	// Simple string ordering (byte-wise), selection-sorted in place.
	names := []string{"Zoë", "zoe", "Émile", "emile", "Ada", "ada", "Ω"}
	for i := range names {
		m := i
		for j := i + 1; j < len(names); j++ {
			if names[j] < names[m] {
				m = j
			}
		}
		names[i], names[m] = names[m], names[i]
	}
	for _, n := range names {
		print(n, " ")
	}
	println()
	println("Zoë" > "Zoe", "abc" < "abd", "ab" < "abc", "" < "a", "Ω" >= "ω")
	println(min("pear", "apple", "fig"), max("pear", "apple", "fig"), max(3.5, 2, 7), min(-0.5, 0))
	s := "日本語"
	println(s[0], s[3:6], string(s[3]), string(rune(s[3])), s[len(s)-3:])
}
