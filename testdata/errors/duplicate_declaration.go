// ERROR: 7:6: helper redeclared in this block; 10:6: T redeclared in this block; 12:15: a redeclared in this block; 16:6: x redeclared in this block
// Static error: names declared twice in the same scope (function, variable, type, parameter).
package main

func helper() {}

func helper() {}

type T int
type T string

func f(a int, a string) {}

func main() {
	x := 1
	var x int
	println(x)
}
