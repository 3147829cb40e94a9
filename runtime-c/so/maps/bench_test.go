package maps_test

import (
	"testing"

	"solod.dev/so/maps"
)

const benchKeys = 1 << 14

func BenchmarkMapSetInt(b *testing.B) {
	for i := 0; i < b.N; i++ {
		m := maps.New[int, int](nil, 0)
		for k := 0; k < benchKeys; k++ {
			m.Set(k*2654435761, k)
		}
		m.Free()
	}
}

func BenchmarkMapGetInt(b *testing.B) {
	m := maps.New[int, int](nil, 0)
	defer m.Free()
	for k := 0; k < benchKeys; k++ {
		m.Set(k*2654435761, k)
	}
	b.ResetTimer()
	sum := 0
	for i := 0; i < b.N; i++ {
		for k := 0; k < benchKeys; k++ {
			sum += m.Get(k * 2654435761)
		}
	}
	if sum < 0 {
		b.Fatal("sum")
	}
}

func BenchmarkMapGetString(b *testing.B) {
	words := []string{"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
		"iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau",
		"upsilon", "phi", "chi", "psi", "omega-and-a-longer-key"}
	m := maps.New[string, int](nil, 0)
	defer m.Free()
	for i, w := range words {
		m.Set(w, i)
	}
	b.ResetTimer()
	sum := 0
	for i := 0; i < b.N; i++ {
		for _, w := range words {
			sum += m.Get(w)
		}
	}
	if sum < 0 {
		b.Fatal("sum")
	}
}

func BenchmarkMapDeleteSet(b *testing.B) {
	m := maps.New[int, int](nil, 1024)
	defer m.Free()
	for i := 0; i < b.N; i++ {
		m.Set(i, i)
		if i >= 512 {
			m.Delete(i - 512)
		}
	}
}
