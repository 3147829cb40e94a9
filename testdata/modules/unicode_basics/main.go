// unicode_basics: so/unicode used as a Go programmer would: classifying the runes of a mixed
// string, case mapping (also the Turkish special case), simple folding orbits, and the
// category and script tables.
package main

import (
	"solod.dev/so/unicode"
	"solod.dev/so/unicode/utf8"
)

func flag(b bool, c byte) byte {
	if b {
		return c
	}
	return '.'
}

func main() {
	s := "Hi, Ωμέγα 世界 ǅ٣½ \u00a0\u2028é\u0301 $€+ 😀\x7f"
	for _, r := range s {
		f := []byte{
			flag(unicode.IsLetter(r), 'L'), flag(unicode.IsDigit(r), 'D'), flag(unicode.IsNumber(r), 'N'),
			flag(unicode.IsSpace(r), 'W'), flag(unicode.IsUpper(r), 'U'), flag(unicode.IsLower(r), 'l'),
			flag(unicode.IsTitle(r), 'T'), flag(unicode.IsPunct(r), 'P'), flag(unicode.IsPrint(r), 'p'),
			flag(unicode.IsGraphic(r), 'g'), flag(unicode.IsControl(r), 'C'), flag(unicode.IsMark(r), 'M'),
			flag(unicode.IsSymbol(r), 'S'),
		}
		println(r, string(f), unicode.ToUpper(r), unicode.ToLower(r), unicode.ToTitle(r), unicode.SimpleFold(r))
	}

	// Upper-casing a string into a buffer.
	buf := make([]byte, 0, 64)
	for _, r := range "straße ǆ ﬁ istanbul" {
		buf = utf8.AppendRune(buf, unicode.ToUpper(r))
	}
	println(string(buf))
	buf = buf[:0]
	for _, r := range "istanbul IĞDIR" {
		buf = utf8.AppendRune(buf, unicode.TurkishCase.ToUpper(r))
	}
	println(string(buf))
	buf = buf[:0]
	for _, r := range "İSTANBUL" {
		buf = utf8.AppendRune(buf, unicode.AzeriCase.ToLower(r))
	}
	println(string(buf))

	for _, start := range []rune{'k', 's', 'Σ', 'θ', 'x', '1'} {
		print(start, ":")
		r := start
		for {
			print(" ", r)
			r = unicode.SimpleFold(r)
			if r == start {
				break
			}
		}
		println()
	}

	println(unicode.Is(unicode.Han, '世'), unicode.Is(unicode.Greek, 'Ω'), unicode.Is(unicode.Latin, 'Ω'))
	println(unicode.In('٣', unicode.Arabic, unicode.Nd), unicode.Is(unicode.Sc, '€'), unicode.Is(unicode.Zl, 0x2028))
	println(unicode.IsOneOf(unicode.GraphicRanges, 0x3000), unicode.IsOneOf(unicode.PrintRanges, 0x3000))
	println(len(unicode.Categories), unicode.Categories["Lt"] == unicode.Title, unicode.Categories["Xx"] == nil)
	println(unicode.To(unicode.TitleCase, 'ǆ'), unicode.To(unicode.MaxCase, 'a'), unicode.Version)
	println(unicode.MaxRune, unicode.ReplacementChar, unicode.MaxASCII, unicode.MaxLatin1, unicode.UpperLower)
}
