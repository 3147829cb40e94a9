// Tests a run-time panic: a 3-index slice expression whose max exceeds the capacity prints
// "slice bounds out of range [::5] with capacity 4" and exits with status 2.
package main

func main() {
	arr := [4]int{1, 2, 3, 4}
	s := arr[:]
	m := 4
	println(cap(s[1:2:m]))
	m++
	println(cap(s[0:2:m]))
}
