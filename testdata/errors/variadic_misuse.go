// ERROR: 12:17: too many arguments in call to sum; 13:10: cannot use ... in call to non-variadic two; 14:14: cannot use fs (variable of type []float64) as []int value in argument to sum
// Static error: ... spread with extra arguments, spread into a non-variadic function, and a
// spread of the wrong element type.
package main

func sum(xs ...int) int { return len(xs) }
func two(a, b int) int  { return a + b }

func main() {
	xs := []int{1, 2}
	fs := []float64{1}
	println(sum(1, xs...))
	println(two(xs...))
	println(sum(fs...))
}
