// Exported types, methods, interfaces, generics and closures used across packages: an
// embedded type of another package, a func value and a closure passed to a library, a
// method value, generic functions and a generic type instantiated with main's types.
package main

import "example.com/ct/lib"

type celsius int

func (c celsius) String() string { return "C" }

type sensor struct {
	lib.Named
	reading celsius
}

func main() {
	s := sensor{Named: lib.Named{Label: "t1"}, reading: 21}
	println(s.Title(), s.Label)
	var st lib.Stringer = s.reading
	println(st.String())

	xs := []int{1, 2, 3}
	total := 0
	lib.Each(xs, func(x int) { total += x })
	println("total", total)
	println(lib.Apply(10, double))

	c := lib.Counter{}
	inc := c.Inc
	inc()
	inc()
	println("counter", c.N)

	out := make([]celsius, 3)
	lib.Map(xs, out, func(x int) celsius { return celsius(x * 10) })
	println(out[0], out[2])

	var buf [4]sensor
	stack := lib.NewStack(buf[:0])
	stack.Push(s)
	stack.Push(sensor{reading: 5})
	top, ok := stack.Pop()
	println(top.reading, ok, stack.Len())
	println(lib.Max(celsius(3), celsius(8)), lib.Max("a", "b"))
}

func double(x int) int { return 2 * x }
