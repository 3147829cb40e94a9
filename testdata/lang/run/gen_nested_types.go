// Tests generic types inside generic types: Pair[K, V] inside a generic OrderedMap[K, V]
// (a sorted slice of pairs with binary search), Optional[T] of a generic struct,
// Stack[Pair[...]], and a generic Tree[T] whose nodes are Node[T] in a caller-provided pool.
package main

type Ordered interface {
	~int | ~string | ~float64
}

type Pair[K, V any] struct {
	Key K
	Val V
}

type OrderedMap[K Ordered, V any] struct {
	entries []Pair[K, V]
}

func (m *OrderedMap[K, V]) find(k K) (int, bool) {
	lo, hi := 0, len(m.entries)
	for lo < hi {
		mid := (lo + hi) / 2
		if m.entries[mid].Key < k {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo, lo < len(m.entries) && m.entries[lo].Key == k
}

func (m *OrderedMap[K, V]) Set(k K, v V) {
	i, ok := m.find(k)
	if ok {
		m.entries[i].Val = v
		return
	}
	m.entries = append(m.entries, Pair[K, V]{})
	copy(m.entries[i+1:], m.entries[i:])
	m.entries[i] = Pair[K, V]{k, v}
}

func (m *OrderedMap[K, V]) Get(k K) Optional[V] {
	if i, ok := m.find(k); ok {
		return Optional[V]{m.entries[i].Val, true}
	}
	return Optional[V]{}
}

type Optional[T any] struct {
	val T
	ok  bool
}

func (o Optional[T]) Or(def T) T {
	if o.ok {
		return o.val
	}
	return def
}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *Stack[T]) Pop() T {
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v
}

type Node[T any] struct {
	Val         T
	Left, Right int // indices into the pool, -1 for none
}

type Tree[T Ordered] struct {
	pool []Node[T]
	root int
}

func (t *Tree[T]) Insert(v T) {
	t.pool = append(t.pool, Node[T]{v, -1, -1})
	idx := len(t.pool) - 1
	if t.root < 0 {
		t.root = idx
		return
	}
	cur := t.root
	for {
		n := &t.pool[cur]
		if v < n.Val {
			if n.Left < 0 {
				n.Left = idx
				return
			}
			cur = n.Left
		} else {
			if n.Right < 0 {
				n.Right = idx
				return
			}
			cur = n.Right
		}
	}
}

func (t *Tree[T]) InOrder(visit func(T)) {
	var walk func(i int)
	walk = func(i int) {
		if i < 0 {
			return
		}
		walk(t.pool[i].Left)
		visit(t.pool[i].Val)
		walk(t.pool[i].Right)
	}
	walk(t.root)
}

func main() {
	m := OrderedMap[string, int]{make([]Pair[string, int], 0, 8)}
	for i, w := range []string{"pear", "apple", "fig", "apple", "kiwi"} {
		m.Set(w, i)
	}
	for _, e := range m.entries {
		print(e.Key, "=", e.Val, " ")
	}
	println()
	println(m.Get("fig").Or(-1), m.Get("plum").Or(-1), m.Get("apple").ok)

	pm := OrderedMap[float64, Pair[string, bool]]{make([]Pair[float64, Pair[string, bool]], 0, 4)}
	pm.Set(2.5, Pair[string, bool]{"b", true})
	pm.Set(-1, Pair[string, bool]{"a", false})
	o := pm.Get(2.5)
	println(o.ok, o.val.Key, o.val.Val, pm.entries[0].Val.Key)

	st := Stack[Pair[int, Optional[string]]]{make([]Pair[int, Optional[string]], 0, 4)}
	st.Push(Pair[int, Optional[string]]{1, Optional[string]{"one", true}})
	st.Push(Pair[int, Optional[string]]{2, Optional[string]{}})
	p2 := st.Pop()
	p1 := st.Pop()
	println(p2.Key, p2.Val.Or("none"), p1.Key, p1.Val.Or("none"))

	tr := Tree[int]{make([]Node[int], 0, 16), -1}
	for _, v := range []int{50, 30, 70, 20, 40, 60, 80, 35} {
		tr.Insert(v)
	}
	sum := 0
	tr.InOrder(func(v int) {
		print(v, " ")
		sum += v
	})
	println("sum", sum)

	ts := Tree[string]{make([]Node[string], 0, 8), -1}
	for _, w := range []string{"m", "c", "x", "a"} {
		ts.Insert(w)
	}
	ts.InOrder(func(s string) { print(s) })
	println()
}
