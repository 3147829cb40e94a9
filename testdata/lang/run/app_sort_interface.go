// Tests a sort.Interface-style design: an interface with Len, Less and Swap implemented by
// slice types with value receivers, one generic insertion sort over the interface, a Reverse
// wrapper that embeds the interface and overrides only Less, and a generic adapter type
// implementing the interface for any slice with a less function.
package main

type Sorter interface {
	Len() int
	Less(i, j int) bool
	Swap(i, j int)
}

func Sort(s Sorter) (swaps int) {
	for i := 1; i < s.Len(); i++ {
		for j := i; j > 0 && s.Less(j, j-1); j-- {
			s.Swap(j, j-1)
			swaps++
		}
	}
	return
}

func IsSorted(s Sorter) bool {
	for i := 1; i < s.Len(); i++ {
		if s.Less(i, i-1) {
			return false
		}
	}
	return true
}

type Ints []int

func (x Ints) Len() int           { return len(x) }
func (x Ints) Less(i, j int) bool { return x[i] < x[j] }
func (x Ints) Swap(i, j int)      { x[i], x[j] = x[j], x[i] }

type Person struct {
	Name string
	Age  int
}

type ByAge []Person

func (x ByAge) Len() int           { return len(x) }
func (x ByAge) Less(i, j int) bool { return x[i].Age < x[j].Age }
func (x ByAge) Swap(i, j int)      { x[i], x[j] = x[j], x[i] }

type reverse struct {
	Sorter
}

func (r reverse) Less(i, j int) bool { return r.Sorter.Less(j, i) }

func Reverse(s Sorter) Sorter { return reverse{s} }

type SliceSorter[T any] struct {
	s    []T
	less func(a, b T) bool
}

func (x SliceSorter[T]) Len() int           { return len(x.s) }
func (x SliceSorter[T]) Less(i, j int) bool { return x.less(x.s[i], x.s[j]) }
func (x SliceSorter[T]) Swap(i, j int)      { x.s[i], x.s[j] = x.s[j], x.s[i] }

func main() {
	xs := Ints{5, 2, 8, 1, 9, 3}
	println(IsSorted(xs), Sort(xs), IsSorted(xs))
	for _, x := range xs {
		print(x, " ")
	}
	println()
	println(Sort(Reverse(xs)), IsSorted(Reverse(xs)), IsSorted(xs))
	for _, x := range xs {
		print(x, " ")
	}
	println()

	people := []Person{{"ann", 40}, {"bob", 25}, {"cy", 33}, {"dee", 25}}
	Sort(ByAge(people))
	for _, p := range people {
		print(p.Name, ":", p.Age, " ")
	}
	println()

	words := []string{"kiwi", "fig", "banana", "apple"}
	byLen := SliceSorter[string]{words, func(a, b string) bool { return len(a) < len(b) }}
	Sort(byLen)
	println(words[0], words[1], words[2], words[3])
	Sort(Reverse(SliceSorter[string]{words, func(a, b string) bool { return a < b }}))
	println(words[0], words[1], words[2], words[3])

	var s Sorter = Reverse(ByAge(people))
	if r, ok := s.(reverse); ok {
		_, inner := r.Sorter.(ByAge)
		println("reverse of ByAge:", inner, r.Len())
	}
}
