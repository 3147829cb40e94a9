// Method sets: value receivers are in both T's and *T's sets, pointer receivers only in *T's;
// an interface holding a pointer sees changes made through it.
package main

type Counter interface {
	Inc()
	Get() int
}

type Named interface {
	Name() string
}

type C struct {
	n    int
	name string
}

func (c *C) Inc()        { c.n++ }
func (c C) Get() int     { return c.n }
func (c C) Name() string { return c.name }

func bump(x Counter, times int) {
	for i := 0; i < times; i++ {
		x.Inc()
	}
}

func main() {
	c := C{name: "first"}
	var k Counter = &c
	bump(k, 3)
	println(c.n, k.Get())
	var n Named = c // a copy: later changes to c are not seen
	c.name = "changed"
	println(n.Name(), c.name)
	var n2 Named = &c // through the pointer they are
	c.name = "again"
	println(n2.Name())
	k.Inc()
	println(c.Get(), k.Get())
}
