// Tests an interface embedded in a struct: the struct satisfies the interface through the
// embedded value, overrides one method while delegating the others (a decorator), and can be
// stacked; the embedded interface is a field that can be replaced at run time.
package main

type Store interface {
	Get(k int) int
	Set(k, v int)
	Len() int
}

type ArrayStore struct {
	data [8]int
	used [8]bool
}

func (a *ArrayStore) Get(k int) int { return a.data[k] }
func (a *ArrayStore) Set(k, v int) {
	a.data[k] = v
	a.used[k] = true
}
func (a *ArrayStore) Len() int {
	n := 0
	for _, u := range a.used {
		if u {
			n++
		}
	}
	return n
}

// Counting decorates a Store, counting the Set calls; Get and Len are promoted.
type Counting struct {
	Store
	sets int
}

func (c *Counting) Set(k, v int) {
	c.sets++
	c.Store.Set(k, v)
}

// Doubling doubles the values it stores, on top of any Store.
type Doubling struct {
	Store
}

func (d Doubling) Set(k, v int) { d.Store.Set(k, 2*v) }

func fill(s Store, n int) {
	for i := 0; i < n; i++ {
		s.Set(i, i+1)
	}
}

func main() {
	var base ArrayStore
	c := Counting{Store: &base}
	fill(&c, 3)
	println(c.sets, c.Len(), c.Get(2), base.Get(2))

	d := Doubling{&c}
	fill(d, 5)
	println(c.sets, d.Len(), d.Get(4), base.Get(4))

	// Replace the embedded interface.
	var other ArrayStore
	c.Store = &other
	c.Set(7, 70)
	println(c.sets, c.Len(), base.Len(), other.Get(7))

	var s Store = d
	s.Set(6, 3)
	println(other.Get(6), c.sets)

	// An unset embedded interface is nil.
	var empty Counting
	println(empty.Store == nil)
}
