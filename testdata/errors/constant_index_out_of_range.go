// ERROR: 7:4: invalid argument: index 3 out of bounds [0:3]; 9:12: invalid argument: index -1 (constant of type int) must not be negative; 11:14: invalid argument: index 5 out of bounds [0:3]; 12:14: invalid argument: index 5 out of bounds [0:4]
// Static error: constant indices out of range for arrays and strings, and negative indices.
package main

func main() {
	var a [3]int
	a[3] = 1
	s := []int{1, 2}
	println(s[-1])
	const str = "abc"
	println(str[5])
	println(a[1:5])
}
