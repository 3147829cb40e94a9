// ERROR: 8:15: cannot use 256 (untyped int constant) as byte value in variable declaration (overflows); 9:19: too many values in struct literal of type Point; 10:13: unknown field Z in struct literal of type Point; 11:16: cannot use [3]int{…} (value of type [3]int) as []int value in variable declaration; 12:6: declared and not used: i; 13:7: cannot use "x" (untyped string constant) as int value in assignment
// Multiple independent errors of different kinds in one function body.
package main

type Point struct{ X, Y int }

func main() {
	var b byte = 256
	p := Point{1, 2, 3}
	q := Point{Z: 1}
	var s []int = [3]int{1, 2, 3}
	for i := range 3 {
		i = "x"
	}
	println(b, p.X, q.X, s)
}
