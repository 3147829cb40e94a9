// Attack shape: a function returns a pointer into memory its caller passed in.
// SAFE: the memory is main's.
package main

func second(s []int) *int { return &s[1] }

func main() {
	arr := [3]int{5, 6, 7}
	p := second(arr[:])
	*p = 60
	println(arr[1])
}
