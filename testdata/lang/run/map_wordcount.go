// Tests a word-frequency counter: words are split by hand from a text, counted with m[w]++ in
// a map made with enough capacity, then printed by descending count and ascending word; a
// second map records the first position of each word with comma-ok.
package main

const text = `the quick brown fox jumps over the lazy dog the dog barks
and the fox runs quick quick away over the hill`

type entry struct {
	word  string
	count int
}

func less(a, b entry) bool {
	if a.count != b.count {
		return a.count > b.count
	}
	return a.word < b.word
}

func main() {
	counts := make(map[string]int, 32)
	first := make(map[string]int, 32)
	pos := 0
	start := -1
	for i := 0; i <= len(text); i++ {
		sep := i == len(text) || text[i] == ' ' || text[i] == '\n'
		if !sep && start < 0 {
			start = i
		}
		if sep && start >= 0 {
			w := text[start:i]
			counts[w]++
			if _, ok := first[w]; !ok {
				first[w] = pos
			}
			pos++
			start = -1
		}
	}
	println("words", pos, "distinct", len(counts))

	entries := make([]entry, 0, len(counts))
	for w, c := range counts {
		entries = append(entries, entry{w, c})
	}
	for i := 1; i < len(entries); i++ {
		for j := i; j > 0 && less(entries[j], entries[j-1]); j-- {
			entries[j], entries[j-1] = entries[j-1], entries[j]
		}
	}
	for _, e := range entries {
		println(e.word, e.count, first[e.word])
	}

	// Remove words seen once.
	for w, c := range counts {
		if c == 1 {
			delete(counts, w)
		}
	}
	println("repeated", len(counts), counts["the"], counts["quick"], counts["lazy"])
}
