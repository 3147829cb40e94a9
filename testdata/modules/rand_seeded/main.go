// rand_seeded: so/math/rand seeded with rand.NewSource gives Go's math/rand sequence
// through every method (a simulated dice game, shuffles, floats, bytes), and the top-level
// functions stay in range.
package main

import "solod.dev/so/math/rand"

func main() {
	r := rand.New(rand.NewSource(2024))
	var counts [6]int
	for i := 0; i < 600; i++ {
		counts[r.Intn(6)]++
	}
	for face, n := range counts {
		println("face", face+1, n)
	}
	println(r.Int63(), r.Int31(), r.Uint32(), r.Uint64(), r.Int())
	println(r.Int63n(1<<40+3), r.Int31n(1000), r.Intn(1<<50))
	println(r.Float64(), r.Float32())

	deck := []string{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for _, c := range deck {
		print(c, " ")
	}
	println()
	var perm [7]int
	r.PermInto(perm[:])
	for _, v := range perm {
		print(v, " ")
	}
	println()
	var b [9]byte
	n, err := r.Read(b[:])
	println(n, err == nil, b[0], b[4], b[8])

	// Reseeding restarts the sequence; another source with the same seed agrees.
	r.Seed(7)
	s := rand.New(rand.NewSource(7))
	same := true
	for i := 0; i < 1000; i++ {
		if r.Int63() != s.Int63() {
			same = false
		}
	}
	println("reseeded equal:", same)

	ok := true
	for i := 0; i < 1000; i++ {
		if v := rand.Intn(3); v < 0 || v > 2 {
			ok = false
		}
		if f := rand.Float64(); f < 0 || f >= 1 {
			ok = false
		}
	}
	println("top-level in range:", ok)
}
