// ERROR: 10:5: initialization cycle for x; 12:5: initialization cycle for a
// Initialization cycles through function bodies, a method value and a function literal: each
// variable's initializer refers, through functions, back to the variable.
package main

type T int

func (T) m() int { return len(names) }

var x = T(0).m

var a = b

var b = g()

func g() int { return a }

var names = func() []string {
	println(x())
	return nil
}()

func main() { println(x(), a, b) }
