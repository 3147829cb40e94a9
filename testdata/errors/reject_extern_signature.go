// REJECT: C function cannot [a c function cannot|c cannot call|returns at most one|cannot be variadic]
// //so:extern signatures C cannot have: an array by value, a slice or several results, a
// non-empty interface, variadic parameters, a callback with a string parameter.
package main

type shape interface{ area() float64 }

//so:extern
func sum_array(a [4]int32) int32 { return a[0] + a[1] + a[2] + a[3] }

//so:extern
func make_slice(n int32) []int32 { return make([]int32, n) }

//so:extern
func div2(a, b int32) (int32, int32) { return a / b, a % b }

//so:extern
func area(s shape) float64 { return s.area() }

//so:extern
func sum(xs ...int32) int32 { return int32(len(xs)) }

//so:extern
func each_name(f func(name string)) { f("x") }

func main() {
	q, r := div2(7, 2)
	println(sum_array([4]int32{}), len(make_slice(2)), q, r, area(nil) == 0, sum(1, 2))
	each_name(func(string) {})
}
