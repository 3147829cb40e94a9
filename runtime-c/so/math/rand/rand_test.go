package rand_test

import (
	"testing"

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
