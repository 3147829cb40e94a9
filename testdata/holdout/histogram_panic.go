// Held-out acceptance program: word-length and letter histograms over a text, drawn as bars,
// with anonymous-struct statistics; an unexpected long word finally indexes past the end of the
// bucket array and the program dies with Go's index-out-of-range panic.
package main

const maxLen = 12

type Histogram [maxLen + 1]int

func (h *Histogram) Add(n int) { h[n]++ }

func (h Histogram) Total() (t int) {
	for _, c := range h {
		t += c
	}
	return
}

func bar(n int, buf []byte) []byte {
	b := buf[:0]
	for i := 0; i < n && i < cap(buf); i++ {
		b = append(b, '*')
	}
	return b
}

func words(text string, f func(w string)) {
	start := -1
	for i := 0; i <= len(text); i++ {
		letter := i < len(text) && (text[i] >= 'a' && text[i] <= 'z' || text[i] >= 'A' && text[i] <= 'Z')
		switch {
		case letter && start < 0:
			start = i
		case !letter && start >= 0:
			f(text[start:i])
			start = -1
		}
	}
}

var lengths Histogram
var letters [26]int

func countWord(w string) {
	lengths.Add(len(w))
	for i := 0; i < len(w); i++ {
		c := w[i] | 0x20 // fold ASCII case
		letters[c-'a']++
	}
}

func main() {
	text := `It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness.`
	words(text, countWord)

	var line [40]byte
	for n, c := range lengths {
		if c == 0 {
			continue
		}
		println(n, string(bar(c, line[:])), c)
	}

	stats := struct {
		words, letters int
		commonest      byte
		best           int
	}{words: lengths.Total()}
	for i, c := range letters {
		stats.letters += c
		if c > stats.best {
			stats.best, stats.commonest = c, byte('a'+i)
		}
	}
	println("words", stats.words, "letters", stats.letters, "most common", string(stats.commonest), stats.best)

	other := struct {
		words, letters int
		commonest      byte
		best           int
	}{stats.words, stats.letters, 'e', stats.best}
	println("same stats:", other == stats)

	counted := lengths.Total()
	words("Supercalifragilistic words are trouble", countWord)
	println("never printed", counted)
}
