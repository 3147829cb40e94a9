// Tests named map types with methods: a value receiver can modify the map's entries (maps
// are references) but not replace the map; a pointer receiver can; a named map type used as
// a struct field, ranged over in sorted order, passed to a generic function with a ~map
// constraint, and nil named maps.
package main

type Counts map[string]int

func (c Counts) Add(k string, n int) { c[k] += n }
func (c Counts) Total() int {
	t := 0
	for _, v := range c {
		t += v
	}
	return t
}
func (c *Counts) Reset(m Counts) { *c = m }

type Inventory struct {
	stock Counts
	moves int
}

func (inv *Inventory) Move(k string, n int) {
	inv.stock.Add(k, n)
	inv.moves++
}

func Max[M ~map[K]int, K comparable](m M) (best K, n int) {
	first := true
	for k, v := range m {
		if first || v > n {
			best, n, first = k, v, false
		}
	}
	return
}

func sortedKeys(c Counts, out []string) []string {
	for k := range c {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func main() {
	c := Counts(make(map[string]int, 4))
	c.Add("a", 2)
	c.Add("b", 5)
	c.Add("a", 1)
	println(len(c), c["a"], c.Total())

	other := Counts(make(map[string]int, 2))
	other.Add("z", 9)
	c.Reset(other)
	println(len(c), c["z"], c["a"])

	inv := Inventory{stock: make(Counts, 4)}
	inv.Move("bolt", 10)
	inv.Move("nut", 30)
	inv.Move("bolt", -4)
	inv.Move("gear", 1)
	for _, k := range sortedKeys(inv.stock, make([]string, 0, 4)) {
		println(k, inv.stock[k])
	}
	k, n := Max(inv.stock)
	println(k, n, inv.moves)

	var none Counts
	println(none == nil, len(none), none["x"], none.Total())
	key, max := Max(none)
	println(key == "", max)
}
