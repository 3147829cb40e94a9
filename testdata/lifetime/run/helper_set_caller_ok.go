// Attack shape: set(&p, &v) where p and v are both locals of the same frame.
// SAFE: the pointer is stored in memory of the frame that owns v, which ends with it.
package main

func set(dst **int, v *int) { *dst = v }

func main() {
	var p *int
	v := 7
	set(&p, &v)
	v = 8
	println(*p)
}
