// ERROR: 9:2: x + 1 (value of type int) is not used; 11:2: append(s, 1) (value of type []int) is not used; 12:2: len(s) (value of type int) is not used; 13:2: x == 2 (untyped bool value) is not used
// Static error: expressions evaluated only for their value, with the value discarded.
package main

func pair() (int, int) { return 1, 2 }

func main() {
	x := 1
	x + 1
	s := make([]int, 0, 4)
	append(s, 1)
	len(s)
	x == 2
}
