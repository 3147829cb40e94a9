// panic runs the pending deferred calls of every active function, innermost first, before
// printing the panic message; the program exits with status 2. Calls deferred after the panic
// point never run.
package main

func level3() {
	defer println("level3 deferred")
	println("level3 panics")
	panic("boom")
}

func level2() {
	defer println("level2 deferred 1")
	defer func() {
		println("level2 closure deferred")
	}()
	level3()
	defer println("never deferred")
}

func level1() {
	for i := 0; i < 2; i++ {
		defer println("level1 loop", i)
	}
	level2()
}

func main() {
	defer println("main deferred")
	level1()
	println("not reached")
}
