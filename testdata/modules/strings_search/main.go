// so/strings searching from So: Index/LastIndex (short and long needles, the Rabin-Karp
// fallback on a repetitive haystack), IndexByte, IndexRune (invalid UTF-8 and RuneError),
// IndexAny/LastIndexAny (ASCII sets and runes), IndexFunc, Count, Contains*, Cut*, Has*,
// EqualFold and Compare.
package main

import (
	"solod.dev/so/strings"
	"solod.dev/so/unicode"
)

func main() {
	s := "the quick brown fox jumps over the lazy dog; the end ☺ \xff"
	println(strings.Index(s, "the"), strings.LastIndex(s, "the"), strings.Index(s, "cat"))
	println(strings.Index(s, ""), strings.LastIndex(s, ""), strings.IndexByte(s, 'q'), strings.LastIndexByte(s, 'o'))
	println(strings.IndexRune(s, '☺'), strings.IndexRune(s, '\uFFFD'), strings.IndexRune(s, 'z'), strings.IndexRune(s, -5))
	println(strings.IndexAny(s, "xyz"), strings.LastIndexAny(s, "xyz"), strings.IndexAny(s, "☺☻"), strings.LastIndexAny(s, "\uFFFD"))
	println(strings.IndexFunc(s, unicode.IsPunct), strings.LastIndexFunc(s, unicode.IsLetter))
	println(strings.Count(s, "the"), strings.Count(s, "o"), strings.Count("☺☺", ""))
	println(strings.Contains(s, "lazy"), strings.ContainsAny(s, "QZ"), strings.ContainsRune(s, 'j'), strings.ContainsFunc(s, unicode.IsUpper))

	// A haystack that defeats a first-byte filter: the search falls back to Rabin-Karp.
	hay := make([]byte, 5000)
	for i := range hay {
		hay[i] = 'a'
	}
	copy(hay[4990:], "aaaab")
	h := string(hay)
	println(strings.Index(h, "aaaab"), strings.LastIndex(h, "baaaa"), strings.Index(h, "aaaac"), strings.Count(h, "aa"))

	before, after, found := strings.Cut("key=value=x", "=")
	println(before, after, found)
	rest, ok := strings.CutPrefix("v1.2.3", "v")
	base, ok2 := strings.CutSuffix("main.go", ".go")
	println(rest, ok, base, ok2, strings.HasPrefix(s, "the "), strings.HasSuffix(s, "dog"))
	println(strings.EqualFold("Straße", "STRASSE"), strings.EqualFold("Gopher", "GOPHER"), strings.EqualFold("ǅ", "ǆ"), strings.EqualFold("K", "\u212A"))
	println(strings.Compare("a", "b"), strings.Compare("b", "a"), strings.Compare("x", "x"))
}
