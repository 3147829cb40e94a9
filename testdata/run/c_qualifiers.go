// //so:inline (static inline in the package header), //so:attr on a function, a variable and
// a type, //so:volatile and //so:thread_local on package-level variables. None of them changes
// what the program does, which is what this checks; the C shows where each one goes.
package main

// Square is exported and inline: other packages' C gets its body from the header.
//
//so:inline
func Square(x int) int { return x * x }

//so:inline
func Cube(x int) int { return Square(x) * x }

// Scaled is inline and uses an unexported function and variable, which the header then
// declares.
//
//so:inline
func Scaled(x int) int {
	scaledCalls++
	return twice(x) + scaledCalls
}

var scaledCalls int

func twice(x int) int { return 2 * x }

//so:attr noinline
//so:attr cold
func slow(x int) int { return x + 1 }

//so:attr aligned(16)
var table [4]int32

//so:volatile
var ticks int

//so:thread_local
var perThread int = 7

//so:volatile
//so:thread_local
var flags uint8

//so:attr aligned(8)
type pair struct {
	a, b int32
}

func main() {
	println(Square(9), Cube(3), slow(1), Scaled(5), Scaled(5))
	for i := range table {
		table[i] = int32(i * 10)
		ticks++
	}
	perThread += ticks
	flags |= 4
	p := pair{1, 2}
	println(table[3], ticks, perThread, flags, p.a+p.b)
}
