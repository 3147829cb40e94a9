// Attack shape: a loop written with goto keeps &v of a variable declared in its body.
// SAFE: the pointer is read while main's frame is alive.
package main

func main() {
	var p *int
	i := 0
top:
	v := i * 3
	if i == 0 {
		p = &v
	}
	i++
	if i < 4 {
		goto top
	}
	println(*p, v)
}
