// Tests that a call in a range expression over an array runs, so the index it gives is checked:
// `range arr[f()]` with f returning 5 panics with Go's index out of range.
package main

func f() int {
	println("f called")
	return 5
}

func main() {
	var arr [2][3]int
	for i := range arr[f()] {
		println(i)
	}
	println("not reached")
}
