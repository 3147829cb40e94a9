// Tests named map types and maps in methods: a Set type with methods (value receivers change
// the shared entries), a named map type converted to and from its underlying type, named key
// and value types, a struct holding a map with pointer-receiver methods, and maps passed to
// functions that change them (the caller sees the change: a map is a reference).
package main

type Set map[string]bool

func (s Set) Add(k string) { s[k] = true }

func (s Set) Has(k string) bool { return s[k] }

func (s Set) Len() int { return len(s) }

type Celsius float64
type City string
type Temps map[City]Celsius

type Inventory struct {
	items map[string]int
	moves int
}

func (inv *Inventory) Put(name string, n int) {
	inv.items[name] += n
	inv.moves++
}

func (inv Inventory) Count(name string) int { return inv.items[name] }

func fill(m map[int]int, n int) {
	for i := 0; i < n; i++ {
		m[i] = i * 10
	}
}

func main() {
	s := make(Set, 4)
	s.Add("x")
	s.Add("y")
	s.Add("x")
	println(s.Len(), s.Has("x"), s.Has("z"))
	plain := map[string]bool(s)
	plain["z"] = true
	println(s.Has("z"), len(plain))
	back := Set(plain)
	println(back.Len())
	var viaFunc = Set.Has
	println(viaFunc(s, "y"))

	t := Temps{"Oslo": -3.5, "Rome": 18}
	t["Oslo"] += 1
	hottest, best := City(""), Celsius(-100)
	for c, deg := range t {
		if deg > best {
			hottest, best = c, deg
		}
	}
	println(hottest, best, t["Oslo"])

	inv := Inventory{items: make(map[string]int, 4)}
	inv.Put("apple", 3)
	inv.Put("apple", 2)
	inv.Put("pear", 1)
	p := &inv
	p.Put("pear", 1)
	println(inv.Count("apple"), p.Count("pear"), inv.moves, len(inv.items))

	m := make(map[int]int, 8)
	fill(m, 5)
	println(len(m), m[4])
}
