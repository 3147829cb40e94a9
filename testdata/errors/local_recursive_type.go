// ERROR: 8:7: invalid recursive type: T2 refers to itself; 13:7: invalid recursive type: T3 refers to itself
// A type declared in a function that contains itself by value is Go's "invalid recursive type",
// as at package level (it was accepted, and used as a map key it overflowed the checker's stack:
// Go's test fixedbugs/issue21273.go).
package main

func f() {
	type T2 T2
	type _ map[T2]int
}

func g() {
	type T3 struct{ T3 }
	type _ map[T3]int
	type List struct{ next *List } // through a pointer: fine
	_ = List{}
}

func main() {
	f()
	g()
}
