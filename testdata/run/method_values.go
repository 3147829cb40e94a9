// Method values: with a value receiver the receiver is copied when the method value is
// evaluated; with a pointer receiver the pointer is kept (also through the implicit &x), so
// later changes are seen; method values through a pointer variable and as arguments.
package main

type counter struct {
	name string
	n    int
}

func (c counter) show() string { return c.name }
func (c counter) get() int     { return c.n }
func (c *counter) add(d int)   { c.n += d }
func (c *counter) total() int  { return c.n }

func apply(f func(int), xs ...int) {
	for _, x := range xs {
		f(x)
	}
}

func main() {
	c := counter{"c", 1}
	// get holds a copy of c made now; total and add hold &c.
	get := c.get
	total := c.total
	add := c.add
	c.n = 5
	println(get(), total())
	add(10)
	println(c.n, get(), total())
	apply(add, 1, 2, 3)
	println(c.n)

	p := &counter{"p", 100}
	// pg holds a copy of *p made now.
	pg := p.get
	pt := p.total
	p.add(1)
	println(pg(), pt(), p.n)

	// A method value in a struct field and in an array.
	type ops struct{ f func() int }
	o := ops{f: c.total}
	arr := [2]func() int{c.get, p.get}
	c.n = 0
	println(o.f(), arr[0](), arr[1]())

	name := c.show
	c.name = "changed"
	println(name(), c.show())
}
