// Randsim runs seeded math/rand simulations: dice histograms, a Monte Carlo estimate of pi,
// a random walk, a shuffled deck and a permutation, all reproducible from their seeds.
package main

import (
	"solod.dev/so/fmt"
	"solod.dev/so/math"
	"solod.dev/so/math/rand"
	"solod.dev/so/mem"
	"solod.dev/so/strings"
)

func main() {
	r := rand.New(rand.NewSource(42))

	// Two dice, 6000 throws.
	var hist [13]int
	for i := 0; i < 6000; i++ {
		hist[r.Intn(6)+1+r.Intn(6)+1]++
	}
	for sum := 2; sum <= 12; sum++ {
		bar := strings.Repeat(nil, "*", hist[sum]/25)
		fmt.Printf("%2d %4d %s\n", sum, hist[sum], bar)
		mem.FreeString(nil, bar)
	}

	// Monte Carlo pi with a second generator.
	mc := rand.New(rand.NewSource(2024))
	inside := 0
	const n = 200000
	for i := 0; i < n; i++ {
		x, y := mc.Float64(), mc.Float64()
		if x*x+y*y <= 1 {
			inside++
		}
	}
	est := 4 * float64(inside) / n
	fmt.Printf("pi ~ %.5f (error %.5f)\n", est, math.Abs(est-math.Pi))

	// A one-dimensional random walk.
	walk := rand.New(rand.NewSource(7))
	pos, maxPos, minPos := 0, 0, 0
	for step := 0; step < 1000; step++ {
		if walk.Int63()%2 == 0 {
			pos++
		} else {
			pos--
		}
		maxPos = max(maxPos, pos)
		minPos = min(minPos, pos)
	}
	fmt.Printf("walk ends at %d, range [%d, %d]\n", pos, minPos, maxPos)

	// Shuffle a deck and deal two hands.
	suits := []string{"S", "H", "D", "C"}
	ranks := []string{"A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"}
	deck := make([]string, 0, 52)
	for _, s := range suits {
		for _, rk := range ranks {
			deck = append(deck, rk+s)
		}
	}
	dealer := rand.New(rand.NewSource(99))
	dealer.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	fmt.Println("hand 1:", deck[:5])
	fmt.Println("hand 2:", deck[5:10])

	perm := make([]int, 10)
	dealer.PermInto(perm)
	fmt.Println("perm:", perm)

	// Other methods, all from one seed.
	o := rand.New(rand.NewSource(1))
	fmt.Println(o.Int63(), o.Uint32(), o.Uint64(), o.Int31(), o.Int())
	fmt.Println(o.Int63n(1000), o.Int31n(1000), o.Intn(1000), o.Float32())
	var b [8]byte
	o.Read(b[:])
	fmt.Printf("% x\n", b)
	o.Seed(1)
	fmt.Println(o.Int63(), "(reseeded)")

	// Average of many uniform draws, and a normal-ish sum.
	sum := 0.0
	for i := 0; i < 10000; i++ {
		sum += o.Float64()
	}
	fmt.Printf("mean %.4f\n", sum/10000)
}
