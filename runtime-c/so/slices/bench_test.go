package slices_test

import (
	"testing"

	"solod.dev/so/slices"
)

const benchN = 10000

func benchData(shape int) []int {
	s := make([]int, benchN)
	r := rng{0x9E3779B97F4A7C15}
	fill(s, shape, &r)
	return s
}

func benchSort(b *testing.B, shape int) {
	src := benchData(shape)
	s := make([]int, len(src))
	for i := 0; i < b.N; i++ {
		copy(s, src)
		slices.Sort(s)
	}
}

func BenchmarkSortRandom(b *testing.B)   { benchSort(b, shapeRandom) }
func BenchmarkSortSorted(b *testing.B)   { benchSort(b, shapeSorted) }
func BenchmarkSortReversed(b *testing.B) { benchSort(b, shapeReversed) }
func BenchmarkSortFewValues(b *testing.B) {
	benchSort(b, shapeFewValues)
}

func BenchmarkSortStrings(b *testing.B) {
	words := []string{"lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing",
		"elit", "sed", "do", "eiusmod", "tempor", "incididunt", "ut", "labore", "et"}
	src := make([]string, benchN)
	r := rng{12345}
	for i := range src {
		src[i] = words[r.next()%uint64(len(words))]
	}
	s := make([]string, benchN)
	for i := 0; i < b.N; i++ {
		copy(s, src)
		slices.Sort(s)
	}
}

func BenchmarkSortFuncStructs(b *testing.B) {
	src := make([]rec, benchN)
	r := rng{777}
	for i := range src {
		src[i] = rec{int(r.next() % 100000), i}
	}
	s := make([]rec, benchN)
	byKey := func(a, b rec) int { return a.key - b.key }
	for i := 0; i < b.N; i++ {
		copy(s, src)
		slices.SortFunc(s, byKey)
	}
}

func BenchmarkSortStableFunc(b *testing.B) {
	src := make([]rec, benchN)
	r := rng{777}
	for i := range src {
		src[i] = rec{int(r.next() % 1000), i}
	}
	s := make([]rec, benchN)
	byKey := func(a, b rec) int { return a.key - b.key }
	for i := 0; i < b.N; i++ {
		copy(s, src)
		slices.SortStableFunc(s, byKey)
	}
}

func BenchmarkBinarySearch(b *testing.B) {
	s := benchData(shapeSorted)
	found := 0
	for i := 0; i < b.N; i++ {
		if _, ok := slices.BinarySearch(s, i%(2*benchN)); ok {
			found++
		}
	}
	if found > b.N {
		b.Fatal("impossible")
	}
}

func BenchmarkIndex(b *testing.B) {
	s := benchData(shapeSorted)
	for i := 0; i < b.N; i++ {
		if slices.Index(s, benchN-1) != benchN-1 {
			b.Fatal("Index")
		}
	}
}
