// ERROR: 7:4: no new variables on left side of :=; 9:7: no new variables on left side of :=
// Static error: := with no new variable on its left side.
package main

func main() {
	x := 1
	x := 2
	a, b := 1, 2
	a, b := 3, 4
	println(x, a, b)
}
