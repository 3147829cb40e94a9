// Attack shape: *dst = xs where dst is a local of the frame that made the implicit slice.
// SAFE: both live in main's frame.
package main

func keep(dst *[]int, xs ...int) { *dst = xs }

func main() {
	var s []int
	keep(&s, 7, 8)
	println(s[0], s[1])
}
