// Tests embedding of instantiated generic types: a struct embedding List[int] gets its fields
// and methods promoted, a generic struct embeds another generic struct with its own type
// parameter, and the embedding types satisfy interfaces through the promoted methods.
package main

type List[T any] struct {
	items []T
}

func (l *List[T]) Push(v T)  { l.items = append(l.items, v) }
func (l *List[T]) Len() int  { return len(l.items) }
func (l List[T]) At(i int) T { return l.items[i] }

type Named[T any] struct {
	List[T]
	Name string
}

func (n Named[T]) Title() string { return n.Name }

type IntBag struct {
	List[int]
	total int
}

func (b *IntBag) Add(v int) {
	b.Push(v)
	b.total += v
}

type Lener interface{ Len() int }

func sizes(ls ...Lener) int {
	s := 0
	for _, l := range ls {
		s += l.Len()
	}
	return s
}

func main() {
	var bag IntBag
	bag.items = make([]int, 0, 8)
	for i := 1; i <= 5; i++ {
		bag.Add(i * i)
	}
	println(bag.Len(), bag.total, bag.At(4), bag.List.At(0))

	words := Named[string]{List[string]{make([]string, 0, 4)}, "words"}
	words.Push("alpha")
	words.Push("beta")
	println(words.Title(), words.Len(), words.At(1), len(words.items))

	type pt struct{ x, y int }
	pts := Named[pt]{Name: "points"}
	pts.items = make([]pt, 0, 2)
	pts.Push(pt{1, 2})
	println(pts.At(0).y, pts.Len())

	println(sizes(&bag, &words, &pts))
}
