// ERROR: 8:17: invalid append: argument must be a slice; have arr (variable of type [3]int); 9:12: invalid copy: argument must be a slice; have arr (variable of type [3]int); 10:8: invalid argument: cannot clear 5 (untyped int constant): argument must be (or constrained by) map or slice; 11:12: invalid argument: cannot make [3]int: type must be slice, map, or channel; 12:15: invalid argument: mismatched types untyped int (previous argument) and untyped string (type of "a"); 13:11: invalid argument: 10 (untyped int constant) for built-in len
// Static error: builtins applied to arguments they do not accept.
package main

func main() {
	var arr [3]int
	s := []int{1}
	arr2 := append(arr, 1)
	n := copy(arr, s)
	clear(5)
	m := make([3]int)
	lo := min(1, "a")
	l := len(10)
	println(arr2, n, m, lo, l)
}
