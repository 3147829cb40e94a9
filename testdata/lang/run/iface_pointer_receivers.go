// Tests Go's method-set rules with pointer receivers: *T has the methods of T and *T, T only
// the value-receiver ones; calls through an interface holding *T mutate the pointee; value
// methods are callable through the pointer in the interface; addressable values get pointer
// methods called on them automatically outside interfaces.
package main

type Counter interface {
	Inc()
	Get() int
}

type Getter interface {
	Get() int
}

type Tally struct {
	n    int
	name string
}

func (t *Tally) Inc()         { t.n++ }
func (t Tally) Get() int      { return t.n }
func (t *Tally) Add(k int)    { t.n += k }
func (t Tally) Label() string { return t.name }

func bump(c Counter, times int) {
	for i := 0; i < times; i++ {
		c.Inc()
	}
}

func read(g Getter) int { return g.Get() }

func main() {
	t := Tally{name: "a"}
	t.Inc() // addressable: (&t).Inc()
	t.Add(10)
	println(t.Get(), t.Label())

	var c Counter = &t
	bump(c, 3)
	println(t.n, c.Get())

	// A value-receiver interface can hold both T (a copy) and *T.
	var g Getter = t
	t.Inc()
	println(g.Get(), t.Get())
	g = &t
	t.Inc()
	println(g.Get(), t.Get())
	println(read(t), read(&t))

	// Pointer to a slice element.
	ts := []Tally{{name: "x"}, {name: "y"}, {name: "z"}}
	for i := range ts {
		bump(&ts[i], i+1)
	}
	for _, x := range ts {
		println(x.Label(), x.Get())
	}

	// Pointer to an array element and to a struct field.
	type pair struct{ left, right Tally }
	var p pair
	bump(&p.left, 2)
	bump(&p.right, 5)
	arr := [2]Tally{}
	bump(&arr[1], 7)
	println(p.left.n, p.right.n, arr[0].n, arr[1].n)

	// Interface-to-interface: Counter to Getter.
	var g2 Getter = c
	println(g2.Get())
}
