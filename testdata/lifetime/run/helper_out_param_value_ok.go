// Attack shape: a helper given &local and a global's address stores only an int through it.
// SAFE: only an int is stored into the longer-lived memory.
package main

var total int

func add(dst *int, v *int) { *dst += *v }

func f() {
	v := 5
	add(&total, &v)
}

func main() {
	f()
	f()
	println(total)
}
