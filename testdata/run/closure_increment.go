// A function literal capturing a local variable and changing it, called twice in one
// expression: the calls run left to right and each sees the other's assignment.
package main

func main() {
	n := 0
	inc := func(d int) int {
		n += d
		return n
	}
	println(inc(2), inc(3))
}
