// REJECT: closure passed where C needs a plain function pointer [function pointer|closure]
// Deliberate difference (issue 8, closures): top-level functions are plain C function
// pointers, so they may be handed to a C function; a closure capturing a local is not, and
// passing one to an extern C function must be a compile-time error. (The Go body of
// c_apply below only exists for the Go toolchain.) Go prints 11 and 13.
package main

//so:extern c_apply
func cApply(f func(int) int, x int) int { return f(x) }

func inc(x int) int { return x + 1 }

func main() {
	println(cApply(inc, 10))
	k := 3
	println(cApply(func(x int) int { return x + k }, 10))
}
