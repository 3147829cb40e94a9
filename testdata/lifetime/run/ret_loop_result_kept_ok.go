// Attack: in a loop, results of a function returning &local are kept in an array declared
// outside the loop; a compiler that releases the result stack each iteration would free them.
// SAFE: Go keeps every one; So must keep results whose holders outlive the iteration.
package main

func mk(n int) *int {
	v := n
	return &v
}

func main() {
	var ps [4]*int
	for i := range 4 {
		ps[i] = mk(i * 11)
	}
	println(*ps[0], *ps[1], *ps[2], *ps[3])
}
