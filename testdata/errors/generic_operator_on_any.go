// ERROR: 5:40: invalid operation: a < b (type parameter T cannot use operator <); 7:52: invalid operation: operator + not defined on a (variable of type T constrained by int | string | bool); 9:40: invalid operation: a == b (incomparable types in type set)
// Operators a constraint does not permit on a type parameter.
package main

func Less[T any](a, b T) bool { return a < b }

func Add[T int | string | bool](a, b T) T { return a + b }

func Same[T any](a, b T) bool { return a == b }

func main() {
	println(Less(1, 2), Add(1, 2), Same(1, 1))
}
