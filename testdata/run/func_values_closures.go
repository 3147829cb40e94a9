// Top-level functions, method expressions and closures share one func type: they can be
// assigned to the same variable, stored together, compared with nil and called the same way;
// a package-level variable holds a function literal made by the package initializer.
package main

type op func(a, b int) int

func add(a, b int) int { return a + b }

type vec struct{ x, y int }

func (v vec) dot(w vec) int { return v.x*w.x + v.y*w.y }

var sub op = func(a, b int) int { return a - b }

var table = [2]op{add, func(a, b int) int { return a * b }}

func pick(name string) op {
	switch name {
	case "add":
		return add
	case "sub":
		return sub
	}
	return nil
}

func main() {
	offset := 1000
	var f op
	println(f == nil)
	f = add
	println(f(1, 2))
	f = func(a, b int) int { return a + b + offset }
	println(f(1, 2), f != nil)
	f = sub
	println(f(10, 3), table[0](2, 3), table[1](2, 3))
	println(pick("add")(4, 5), pick("sub")(4, 5), pick("mul") == nil)
	dot := vec.dot
	println(dot(vec{1, 2}, vec{3, 4}))
	fs := []func(vec) int{vec{1, 1}.dot, func(w vec) int { return w.x - w.y + offset }}
	for _, g := range fs {
		println(g(vec{5, 2}))
	}
}
