// ERROR: 9:20: duplicate index 0 in array or slice literal; 10:20: index 2 is out of bounds (>= 2); 11:7: cannot slice unaddressable value three() (value of type [3]int)
// Static error: array literals with a duplicate index and too many elements, and slicing an
// unaddressable array value.
package main

func three() [3]int { return [3]int{1, 2, 3} }

func main() {
	a := [3]int{0: 1, 0: 2}
	b := [2]int{1, 2, 3}
	c := three()[1:]
	println(a[0], b[0], len(c))
}
