// Tests a generic LRU cache LRU[K comparable, V any]: a map[K]int index into a slice of
// entries linked by indices, eviction of the least recently used key with an OnEvict
// callback closure passed at construction, and instantiations with string, int and struct
// keys.
package main

type entry[K comparable, V any] struct {
	key        K
	val        V
	prev, next int
}

type LRU[K comparable, V any] struct {
	idx        map[K]int
	ents       []entry[K, V]
	head, tail int
	onEvict    func(K, V)
}

func NewLRU[K comparable, V any](idx map[K]int, ents []entry[K, V], onEvict func(K, V)) LRU[K, V] {
	return LRU[K, V]{idx: idx, ents: ents[:0], head: -1, tail: -1, onEvict: onEvict}
}

func (c *LRU[K, V]) detach(i int) {
	e := &c.ents[i]
	if e.prev >= 0 {
		c.ents[e.prev].next = e.next
	} else {
		c.head = e.next
	}
	if e.next >= 0 {
		c.ents[e.next].prev = e.prev
	} else {
		c.tail = e.prev
	}
}

func (c *LRU[K, V]) front(i int) {
	c.ents[i].prev, c.ents[i].next = -1, c.head
	if c.head >= 0 {
		c.ents[c.head].prev = i
	}
	c.head = i
	if c.tail < 0 {
		c.tail = i
	}
}

func (c *LRU[K, V]) Get(k K) (V, bool) {
	i, ok := c.idx[k]
	if !ok {
		var zero V
		return zero, false
	}
	c.detach(i)
	c.front(i)
	return c.ents[i].val, true
}

func (c *LRU[K, V]) Put(k K, v V) {
	if i, ok := c.idx[k]; ok {
		c.ents[i].val = v
		c.detach(i)
		c.front(i)
		return
	}
	var i int
	if len(c.ents) < cap(c.ents) {
		c.ents = append(c.ents, entry[K, V]{})
		i = len(c.ents) - 1
	} else {
		i = c.tail
		old := c.ents[i]
		c.detach(i)
		delete(c.idx, old.key)
		if c.onEvict != nil {
			c.onEvict(old.key, old.val)
		}
	}
	c.ents[i].key, c.ents[i].val = k, v
	c.idx[k] = i
	c.front(i)
}

func (c *LRU[K, V]) Keys(out []K) []K {
	for i := c.head; i >= 0; i = c.ents[i].next {
		out = append(out, c.ents[i].key)
	}
	return out
}

type Coord struct{ X, Y int }

func main() {
	evicted := 0
	c := NewLRU(make(map[string]int, 3), make([]entry[string, int], 3), func(k string, v int) {
		evicted++
		println("evicted", k, v)
	})
	for i, k := range []string{"a", "b", "c", "a", "d", "b", "e"} {
		if _, ok := c.Get(k); !ok {
			c.Put(k, i)
		}
	}
	keys := c.Keys(make([]string, 0, 3))
	println(len(keys), keys[0], keys[1], keys[2], evicted, len(c.idx))

	sq := NewLRU[int, int](make(map[int]int, 2), make([]entry[int, int], 2), nil)
	hits := 0
	for _, n := range []int{4, 4, 5, 4, 6, 5, 4} {
		if v, ok := sq.Get(n); ok {
			hits++
			println("hit", n, v)
		} else {
			sq.Put(n, n*n)
		}
	}
	println("hits", hits)

	grid := NewLRU(make(map[Coord]int, 2), make([]entry[Coord, string], 2), func(k Coord, v string) {
		println("evict", k.X, k.Y, v)
	})
	grid.Put(Coord{0, 0}, "origin")
	grid.Put(Coord{1, 0}, "east")
	grid.Get(Coord{0, 0})
	grid.Put(Coord{0, 1}, "north")
	v, ok := grid.Get(Coord{0, 0})
	println(v, ok)
}
