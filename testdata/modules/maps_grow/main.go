// so/maps.Map from So: a word count over a text with string keys (growing from the smallest
// table through a Tracker), Lookup, Has, Delete, Clear, iteration summed (order-independent),
// struct, float and interface keys, deleting while iterating, and Free giving back every byte.
package main

import (
	"solod.dev/so/maps"
	"solod.dev/so/mem"
)

type cell struct{ row, col int }

const text = `the quick brown fox jumps over the lazy dog and the dog sleeps while the fox
runs over the hills and far away the end of the story is near and the fox is gone`

func words(s string, out []string) []string {
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' || s[i] == '\n' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

func main() {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()

	counts := maps.New[string, int](a, 0)
	ws := words(text, make([]string, 0, 64))
	for _, w := range ws {
		counts.Set(w, counts.Get(w)+1)
	}
	println("words", len(ws), "distinct", counts.Len())
	println("the", counts.Get("the"), "fox", counts.Get("fox"), "cat", counts.Get("cat"))
	n, ok := counts.Lookup("dog")
	println("dog", n, ok, counts.Has("hills"))
	total := 0
	for it := counts.Iter(); it.Next(); {
		total += it.Value()
		if it.Value() == 1 {
			counts.Delete(it.Key())
		}
	}
	println("total", total, "repeated words", counts.Len())

	grid := maps.New[cell, byte](a, 4)
	for r := 0; r < 30; r++ {
		for c := 0; c < 30; c++ {
			if (r*c)%7 == 3 {
				grid.Set(cell{r, c}, byte('a'+(r+c)%26))
			}
		}
	}
	println("cells", grid.Len(), grid.Has(cell{1, 3}), grid.Has(cell{3, 1}), string(rune(grid.Get(cell{3, 1}))))

	zero := 0.0
	fl := maps.New[float64, string](a, 0)
	fl.Set(zero, "zero")
	fl.Set(-zero, "negative zero")
	fl.Set(zero/zero, "nan")
	fl.Set(zero/zero, "nan")
	println("floats", fl.Len(), fl.Get(0), fl.Has(zero/zero))

	anyKeys := maps.New[any, int](a, 0)
	anyKeys.Set(1, 1)
	anyKeys.Set("1", 2)
	anyKeys.Set(1.0, 3)
	anyKeys.Set(cell{1, 1}, 4)
	anyKeys.Set(1, 5)
	println("any", anyKeys.Len(), anyKeys.Get(1), anyKeys.Get("1"), anyKeys.Get(1.0), anyKeys.Get(cell{1, 1}))

	big := maps.New[int, int](a, 0)
	for i := 0; i < 100000; i++ {
		big.Set(i*31, i)
	}
	sum := 0
	for i := 0; i < 100000; i++ {
		sum += big.Get(i * 31)
	}
	println("big", big.Len(), sum, big.Has(31*99999), big.Has(7))
	big.Clear()
	println("cleared", big.Len(), big.Has(31))

	counts.Free()
	grid.Free()
	fl.Free()
	anyKeys.Free()
	big.Free()
	println("in use", tr.InUse(), "allocs == frees", tr.Allocs() == tr.Frees())
}
