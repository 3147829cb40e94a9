// Tests a map keyed by rune over UTF-8 text: counting runes from range over a string (by
// rune, with byte offsets), classifying them with a switch, a map[rune]int with capacity,
// sorting the distinct runes, and a generic TopN over map entries.
package main

type Pair[K comparable] struct {
	Key   K
	Count int
}

func TopN[K comparable](m map[K]int, out []Pair[K], n int, less func(a, b K) bool) []Pair[K] {
	for k, c := range m {
		out = append(out, Pair[K]{k, c})
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0; j-- {
			a, b := out[j], out[j-1]
			if a.Count > b.Count || (a.Count == b.Count && less(a.Key, b.Key)) {
				out[j], out[j-1] = b, a
			} else {
				break
			}
		}
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
}

func main() {
	text := "Ça va? Grüße aus Köln — naïve café, ça coûte 5€!"
	counts := make(map[rune]int, 64)
	classes := make(map[string]int, 8)
	runesTotal, lastOffset := 0, 0
	for off, r := range text {
		lastOffset = off
		runesTotal++
		counts[r]++
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
			classes["ascii letter"]++
		case r == ' ':
			classes["space"]++
		case r >= '0' && r <= '9':
			classes["digit"]++
		case r < 128:
			classes["ascii punct"]++
		default:
			classes["non-ascii"]++
		}
	}
	bytesTotal := len(text)
	println(bytesTotal, runesTotal, lastOffset, len(counts))

	for _, c := range []string{"ascii letter", "space", "digit", "ascii punct", "non-ascii"} {
		println(c, classes[c])
	}

	top := TopN(counts, make([]Pair[rune], 0, len(counts)), 6, func(a, b rune) bool { return a < b })
	for _, p := range top {
		println(string(p.Key), int(p.Key), p.Count)
	}

	println(counts['ç'], counts['Ç'], counts['€'], counts['x'])
}
