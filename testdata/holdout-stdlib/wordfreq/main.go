// Wordfreq counts the words of a short text with strings.Fields and a map, then prints the
// most frequent ones sorted by count (ties alphabetically) with slices.SortFunc.
package main

import (
	"solod.dev/so/cmp"
	"solod.dev/so/fmt"
	"solod.dev/so/mem"
	"solod.dev/so/slices"
	"solod.dev/so/strings"
	"solod.dev/so/unicode"
)

const text = `The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox runs! A quick fox, a lazy dog, and THE end. Foxes are quick,
dogs are lazy -- or so the story goes.`

type entry struct {
	word  string
	count int
}

func isPunct(r rune) bool {
	return unicode.IsPunct(r) || r == '-'
}

func main() {
	words := strings.Fields(nil, text)
	defer mem.FreeSlice(nil, words)

	counts := make(map[string]int, 64)
	owned := make([]string, 0, len(words))
	total := 0
	for _, w := range words {
		w = strings.TrimFunc(w, isPunct)
		if w == "" {
			continue
		}
		lower := strings.ToLower(nil, w)
		owned = append(owned, lower) // the map may keep any of the copies: free them all at the end
		counts[lower]++
		total++
	}

	entries := make([]entry, 0, len(counts))
	for w, c := range counts {
		entries = append(entries, entry{w, c})
	}
	slices.SortFunc(entries, func(a, b entry) int {
		if c := cmp.Compare(b.count, a.count); c != 0 {
			return c
		}
		return strings.Compare(a.word, b.word)
	})

	fmt.Printf("%d words, %d distinct\n", total, len(entries))
	for i, e := range entries {
		if i == 8 {
			break
		}
		bar := strings.Repeat(nil, "#", e.count)
		fmt.Printf("%2d. %-8s %3d %s\n", i+1, e.word, e.count, bar)
		mem.FreeString(nil, bar)
	}

	singles := 0
	for _, e := range entries {
		if e.count == 1 {
			singles++
		}
	}
	fmt.Printf("words seen once: %d (%.1f%%)\n", singles, 100*float64(singles)/float64(len(entries)))
	for _, w := range owned {
		mem.FreeString(nil, w)
	}
}
