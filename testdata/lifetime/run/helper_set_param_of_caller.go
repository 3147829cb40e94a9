// Attack: a helper stores &local into memory its caller passed in: the caller's caller owns it.
// UNSAFE: keep(dst) writes the address of its own local v into *dst, owned by main.
package main

func store(dst **int, v *int) { *dst = v }

func keep(dst **int) {
	v := 99
	store(dst, &v)
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
	var p *int
	keep(&p)
	clobber()
	println(*p)
}
