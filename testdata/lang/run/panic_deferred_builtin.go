// Tests `defer panic(...)`: the function body finishes, the deferred panic runs when it
// returns, and the remaining deferred calls of that frame and the callers still run before
// Go prints the panic.
package main

func work(n int) int {
	defer println("work deferred first-registered")
	defer panic("deferred panic")
	defer println("work deferred last-registered")
	println("work body", n)
	return n * 2
}

func main() {
	defer println("main deferred")
	println(work(21))
}
