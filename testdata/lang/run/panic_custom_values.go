// Tests the panic message for a value of a named string type, preceded by deferred calls:
// Go prints it as main.Code("E42").
package main

type Code string

type Level int

func check(l Level) {
	defer println("check deferred", int(l))
	if l > 2 {
		panic(Code("E42"))
	}
}

func main() {
	for l := Level(0); l < 5; l++ {
		check(l)
	}
}
