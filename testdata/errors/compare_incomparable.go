// ERROR: 14:10: invalid operation: a == b (slice can only be compared to nil); 15:10: invalid operation: f == f (func can only be compared to nil); 16:10: invalid operation: Bag{} == Bag{} (struct containing []int cannot be compared); 18:10: invalid operation: m == m ([2][]int cannot be compared)
// Static error: comparing slices, functions and structs that contain slices.
package main

type Bag struct {
	Items []int
}

func f() {}

func main() {
	a := []int{1}
	b := []int{1}
	println(a == b)
	println(f == f)
	println(Bag{} == Bag{})
	var m [2][]int
	println(m == m)
}
