package rand_test

import (
	"testing"

	"solod.dev/so/math"
	"solod.dev/so/math/rand"
)

// The expected values were printed by Go's math/rand (a throwaway program seeding
// rand.New(rand.NewSource(42)) and calling the same methods in the same order).
func TestSeeded42(t *testing.T) {
	r := rand.New(rand.NewSource(42))
	if v := r.Int63(); v != 3440579354231278675 {
		t.Errorf("Int63 = %d", v)
	}
	if v := r.Uint32(); v != 283469975 {
		t.Errorf("Uint32 = %d", v)
	}
	if v := r.Uint64(); v != 5571782338101878760 {
		t.Errorf("Uint64 = %d", v)
	}
	if v := r.Int31(); v != 448434750 {
		t.Errorf("Int31 = %d", v)
	}
	if v := r.Int(); v != 404153945743547657 {
		t.Errorf("Int = %d", v)
	}
	if v := r.Int63n(1000000007); v != 473896867 {
		t.Errorf("Int63n = %d", v)
	}
	if v := r.Int31n(100); v != 57 {
		t.Errorf("Int31n = %d", v)
	}
	if v := r.Intn(6); v != 2 {
		t.Errorf("Intn = %d", v)
	}
	if v := r.Float64(); v != 0.3830446530497163 {
		t.Errorf("Float64 = %g", v)
	}
	if v := r.Float32(); v != 0.6463764 {
		t.Errorf("Float32 = %g", v)
	}
	var p [10]byte
	if n, err := r.Read(p[:]); n != 10 || err != nil || p != [10]byte{2, 180, 29, 244, 249, 25, 41, 225, 143, 218} {
		t.Errorf("Read = %d %v", n, err)
	}
	var perm [8]int
	r.PermInto(perm[:])
	if perm != [8]int{7, 3, 4, 6, 2, 5, 0, 1} {
		t.Errorf("PermInto = %v", perm[0])
	}
	s := []int{1, 2, 3, 4, 5, 6}
	r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	want := []int{3, 4, 6, 5, 2, 1}
	for i := range s {
		if s[i] != want[i] {
			t.Errorf("Shuffle[%d] = %d", i, s[i])
		}
	}
}

func TestSeeds(t *testing.T) {
	// Printed by Go: the first Int63 and then Intn(10) for each seed.
	cases := []struct {
		seed int64
		v    int64
		n    int
	}{{0, 8717895732742165505, 4}, {-5, 1811683815564572222, 1}, {1 << 40, 5470237361722394362, 0}}
	for _, c := range cases {
		r := rand.New(rand.NewSource(c.seed))
		if v, n := r.Int63(), r.Intn(10); v != c.v || n != c.n {
			t.Errorf("seed %d: %d %d", c.seed, v, n)
		}
		r.Seed(c.seed)
		if v := r.Int63(); v != c.v {
			t.Errorf("reseed %d: %d", c.seed, v)
		}
	}
}

func TestTopLevel(t *testing.T) {
	// Unseeded: only the ranges can be checked.
	for i := 0; i < 1000; i++ {
		if v := rand.Intn(10); v < 0 || v >= 10 {
			t.Fatalf("Intn(10) = %d", v)
		}
		if f := rand.Float64(); f < 0 || f >= 1 {
			t.Fatalf("Float64 = %g", f)
		}
		if f := rand.Float32(); f < 0 || f >= 1 {
			t.Fatalf("Float32 = %g", f)
		}
		if v := rand.Int63n(3); v < 0 || v >= 3 {
			t.Fatalf("Int63n(3) = %d", v)
		}
		if v := rand.Int31n(5); v < 0 || v >= 5 {
			t.Fatalf("Int31n(5) = %d", v)
		}
		if rand.Int63() < 0 || rand.Int31() < 0 || rand.Int() < 0 {
			t.Fatal("negative value")
		}
		rand.Uint32()
		rand.Uint64()
	}
	var buf [5]int
	rand.PermInto(buf[:])
	seen := 0
	for _, v := range buf {
		seen |= 1 << v
	}
	if seen != 31 {
		t.Errorf("PermInto is not a permutation: %d", seen)
	}
	s := []int{0, 1, 2, 3}
	rand.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	if s[0]+s[1]+s[2]+s[3] != 6 {
		t.Error("Shuffle lost elements")
	}
	var p [3]byte
	if n, err := rand.Read(p[:]); n != 3 || err != nil {
		t.Error("Read")
	}
	rand.Seed(1)
}

func BenchmarkInt63(b *testing.B) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < b.N; i++ {
		r.Int63()
	}
}

func BenchmarkIntn(b *testing.B) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < b.N; i++ {
		r.Intn(1000)
	}
}

// The expected values were printed by Go's math/rand (a throwaway program seeding
// rand.New(rand.NewSource(2026)) and drawing six of each in this order).
func TestZigguratSeeded(t *testing.T) {
	r := rand.New(rand.NewSource(2026))
	norm := []float64{-0.14464769702880131, 0.9444576311960897, -0.6011665561223591, -0.805991105089898, 0.5894576434374871, -0.9006871381743868}
	exp := []float64{0.480434468428199, 0.9883254157965047, 2.2737854712902124, 1.589290049530555, 0.08349607255942185, 0.861019794584724}
	for i, want := range norm {
		if v := r.NormFloat64(); v != want {
			t.Errorf("NormFloat64 #%d = %v, want %v", i, v, want)
		}
	}
	for i, want := range exp {
		if v := r.ExpFloat64(); v != want {
			t.Errorf("ExpFloat64 #%d = %v, want %v", i, v, want)
		}
	}
}

// The moments of many draws: mean 0 and variance 1 for NormFloat64, mean 1 for ExpFloat64
// (bounds far outside what 200,000 draws stray by), and the tails are reached.
func TestZigguratMoments(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	const n = 200000
	var sum, sq, esum float64
	farN, farE := 0, 0
	for i := 0; i < n; i++ {
		x := r.NormFloat64()
		sum += x
		sq += x * x
		if x > 3.442619855899 || x < -3.442619855899 {
			farN++
		}
		e := r.ExpFloat64()
		if e <= 0 {
			t.Fatalf("ExpFloat64 = %v, want > 0", e)
		}
		esum += e
		if e > 7.69711747013104972 {
			farE++
		}
	}
	mean, variance, emean := sum/n, sq/n-(sum/n)*(sum/n), esum/n
	if mean < -0.02 || mean > 0.02 || variance < 0.97 || variance > 1.03 {
		t.Errorf("NormFloat64: mean %v, variance %v", mean, variance)
	}
	if emean < 0.98 || emean > 1.02 {
		t.Errorf("ExpFloat64: mean %v", emean)
	}
	if farN == 0 || farE == 0 {
		t.Errorf("tails not reached: %d normal, %d exponential draws beyond the last strip", farN, farE)
	}
	if v := rand.NormFloat64(); v != v {
		t.Error("top-level NormFloat64 gave NaN")
	}
	if v := rand.ExpFloat64(); v <= 0 {
		t.Errorf("top-level ExpFloat64 = %v", v)
	}
}

// A million draws of each, every bit of them: the hash was printed by the same loop over Go's
// math/rand (a throwaway program), so the wedge and tail paths, taken thousands of times here,
// give Go's values in the compiled C too.
func TestZigguratStream(t *testing.T) {
	r := rand.New(rand.NewSource(99))
	var h uint64
	for i := 0; i < 1000000; i++ {
		h = h*31 + math.Float64bits(r.NormFloat64())
		h = h*31 + math.Float64bits(r.ExpFloat64())
	}
	if h != 10826887266710160654 {
		t.Errorf("hash of the draws = %d, want 10826887266710160654", h)
	}
}
