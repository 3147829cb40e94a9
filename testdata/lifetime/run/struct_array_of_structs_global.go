// Attack: &local written into a field of an element of a package-level array of structs,
// reached through a pointer to the element.
// UNSAFE: items[2].p keeps &v of f.
package main

type Item struct {
	id int
	p  *int
}

var items [4]Item

func f(i int) {
	v := 73
	it := &items[i]
	it.p = &v
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = -1
	}
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return x[0] + y[0]
}

func main() {
	f(2)
	clobber()
	println(*items[2].p)
}
