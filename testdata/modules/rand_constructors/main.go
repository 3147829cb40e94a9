// math/rand's constructors from So: generators made with New(NewSource(seed)) in main and in
// a package-level variable, several of them, and Perm's new slices, against Go's sequences.
package main

import "solod.dev/so/math/rand"

var global = rand.New(rand.NewSource(99))

func sample(seed int64) int {
	r := rand.New(rand.NewSource(seed))
	return r.Intn(1000)
}

func main() {
	r := rand.New(rand.NewSource(42))
	println(r.Intn(100), r.Int63(), r.Float64())
	p := r.Perm(8)
	for _, v := range p {
		print(v, " ")
	}
	println()
	sum := 0
	for i := int64(0); i < 40; i++ {
		sum += sample(i)
	}
	println(sum, global.Intn(1000))
	println(len(rand.Perm(5)))
}
