// Attack: a capturing closure is put in a field of a struct made in f, and the struct is then
// copied into a package-level variable by a helper.
// UNSAFE: the copied field's environment is f's.
package main

type Op struct {
	name string
	fn   func() int
}

var current Op

func adopt(dst *Op, o Op) { *dst = o }

func f() {
	k := 12
	adopt(&current, Op{name: "twice", fn: func() int { return k * 2 }})
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	f()
	clobber()
	println(current.name, current.fn())
}
