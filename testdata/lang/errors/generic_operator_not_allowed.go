// ERROR: 6:40: invalid operation: a < b (type parameter T cannot use operator <); 8:41: invalid operation: a == b (incomparable types in type set); 10:43: invalid operation: operator + not defined on a (variable of type T constrained by int | bool)
// Static error: operators that the constraint does not permit on a type parameter: < on
// `any` and == on a type set that is not comparable, + on a type set including bool.
package main

func Less[T any](a, b T) bool { return a < b }

func Equal[T any](a, b T) bool { return a == b }

func Add[T int | bool](a, b T) T { return a + b }

func main() {
	println(Less(1, 2), Equal(1, 1), Add(1, 2))
}
