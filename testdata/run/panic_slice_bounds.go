// Tests a run-time panic: slicing beyond the capacity prints
// "slice bounds out of range [:5] with capacity 3" and exits with status 2.
package main

func main() {
	s := make([]int, 2, 3)
	hi := 3
	println(len(s[:hi]))
	hi = 5
	t := s[:hi]
	println("not reached", len(t))
}
