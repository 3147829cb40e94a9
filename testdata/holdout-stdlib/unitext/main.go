// Unitext walks multilingual strings rune by rune with unicode/utf8, classifies runes with
// unicode's predicates, swaps case with strings.Map and finds invalid UTF-8.
package main

import (
	"solod.dev/so/fmt"
	"solod.dev/so/mem"
	"solod.dev/so/strings"
	"solod.dev/so/unicode"
	"solod.dev/so/unicode/utf8"
)

var samples = []string{
	"Hello, World!",
	"Grüße aus Köln",
	"Ελληνικά ΚΕΙΜΕΝΟ",
	"日本語のテキスト 123",
	"emoji 🎉 × ½ ⅷ",
	"bad\xffbyte\xc3",
}

func classify(s string) (upper, lower, letters, digits, numbers, spaces, punct, symbols int) {
	for _, r := range s {
		switch {
		case unicode.IsUpper(r):
			upper++
		case unicode.IsLower(r):
			lower++
		}
		if unicode.IsLetter(r) {
			letters++
		}
		if unicode.IsDigit(r) {
			digits++
		}
		if unicode.IsNumber(r) {
			numbers++
		}
		if unicode.IsSpace(r) {
			spaces++
		}
		if unicode.IsPunct(r) {
			punct++
		}
		if unicode.IsSymbol(r) {
			symbols++
		}
	}
	return
}

func swapCase(r rune) rune {
	if unicode.IsUpper(r) {
		return unicode.ToLower(r)
	}
	if unicode.IsLower(r) {
		return unicode.ToUpper(r)
	}
	return r
}

func main() {
	for _, s := range samples {
		u, l, le, d, n, sp, p, sy := classify(s)
		fmt.Printf("%q\n", s)
		fmt.Printf("  bytes=%d runes=%d valid=%t\n", len(s), utf8.RuneCountInString(s), utf8.ValidString(s))
		fmt.Printf("  upper=%d lower=%d letters=%d digits=%d numbers=%d spaces=%d punct=%d symbols=%d\n",
			u, l, le, d, n, sp, p, sy)
		swapped := strings.Map(nil, swapCase, s)
		fmt.Printf("  swapped: %s\n", swapped)
		mem.FreeString(nil, swapped)
		up := strings.ToUpper(nil, s)
		fmt.Printf("  upper:   %s\n", up)
		mem.FreeString(nil, up)

		// Decode by hand, showing each rune's width and position.
		fmt.Printf("  ")
		for i := 0; i < len(s); {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				fmt.Printf("[%d:bad %#02x] ", i, s[i])
			} else if size > 1 {
				fmt.Printf("[%d:%c/%d] ", i, r, size)
			}
			i += size
		}
		fmt.Println()
		last, size := utf8.DecodeLastRuneInString(s)
		fmt.Printf("  last rune %U size %d\n", last, size)
	}

	// Encode runes into a buffer and count them back.
	buf := make([]byte, 0, 64)
	for _, r := range []rune{'a', 'ß', 'Ж', '€', '𝄞', 0xD800, -1} {
		before := len(buf)
		buf = utf8.AppendRune(buf, r)
		fmt.Printf("%U len=%d encoded=% x valid=%t\n", r, utf8.RuneLen(r), buf[before:], utf8.ValidRune(r))
	}
	fmt.Printf("%d bytes, %d runes, full=%t\n", len(buf), utf8.RuneCount(buf), utf8.FullRune(buf[:len(buf)-1]))
	fmt.Println(unicode.SimpleFold('A'), unicode.SimpleFold('k'), unicode.In('λ', unicode.Greek, unicode.Latin),
		unicode.Is(unicode.Han, '語'), unicode.IsTitle('ǅ'), unicode.ToTitle('ǆ') == 'ǅ')
	fmt.Println(strings.EqualFold("Straße", "STRASSE"), strings.EqualFold("Σίσυφος", "ΣΊΣΥΦΟΣ"))
}
