// Tests that comparing the address of a field through a nil pointer with nil still evaluates
// the address: `&q.x == nil` panics with Go's nil dereference.
package main

type T struct{ x, y int }

func main() {
	var q *T
	println("before")
	println(&q.y == nil)
	println("not reached")
}
