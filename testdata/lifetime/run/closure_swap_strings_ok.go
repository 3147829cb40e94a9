// Attack shape: strings made in a loop are appended to a slice of main's, and a closure
// passed to a shuffling helper swaps the slice's elements (as rand.Shuffle's callback does).
// SAFE: the closure only moves elements within the slice; every string lives in main's frame.
package main

func shuffle(n int, swap func(i, j int)) {
	seed := uint32(7)
	for i := n - 1; i > 0; i-- {
		seed = seed*1103515245 + 12345
		swap(i, int(seed>>16)%(i+1))
	}
}

func main() {
	suits := []string{"S", "H", "D", "C"}
	ranks := []string{"A", "K", "Q"}
	deck := make([]string, 0, 12)
	for _, s := range suits {
		for _, r := range ranks {
			deck = append(deck, r+s)
		}
	}
	shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for _, c := range deck {
		print(c, " ")
	}
	println()
}
