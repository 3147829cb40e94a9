// Attack shape: main stores the address of its own local in a package-level variable that
// other functions then read.
// SAFE: main's frame lives until the program ends; nothing runs after main returns.
package main

var g *int

func read() int { return *g * 2 }

func main() {
	x := 21
	g = &x
	println(read())
}
