// A deferred call that panics while another panic is in flight: Go prints both panics (the
// first line is the first panic) and the remaining deferred calls still run.
package main

func cleanup() {
	panic("second")
}

func work() {
	defer println("work deferred 1")
	defer cleanup()
	defer println("work deferred 3")
	panic("first")
}

func main() {
	defer println("main deferred")
	work()
}
