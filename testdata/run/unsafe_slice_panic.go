// unsafe.Slice with a negative length panics with Go's message.
package main

import "unsafe"

func main() {
	xs := []int{1, 2, 3}
	n := len(xs) - 4
	println("before")
	s := unsafe.Slice(&xs[0], n)
	println(len(s))
}
