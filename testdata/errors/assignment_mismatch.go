// ERROR: 8:10: assignment mismatch: 2 variables but 1 value; 9:7: assignment mismatch: 1 variable but pair returns 2 values; 10:16: assignment mismatch: 3 variables but pair returns 2 values
// Static error: different numbers of variables and values in assignments and declarations.
package main

func pair() (int, int) { return 1, 2 }

func main() {
	a, b := 1
	c := pair()
	var d, e, f = pair()
	a, b = 1, 2, 3
	println(a, b, c, d, e, f)
}
