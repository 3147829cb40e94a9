// REJECT: inline function uses what only the source file has [inline]
// An //so:inline function is defined in the package's header: it cannot make function
// literals or interface values, whose C only the package's source file has. (Unexported
// functions and variables it may use: they are declared in the header.)
package main

var count int

func helper(x int) int { return x + 1 }

//so:inline
func Bad(x int) int {
	count++
	f := func() int { return x }
	var v any = x
	_ = v
	return helper(x) + f()
}

func main() {
	println(Bad(1))
}
