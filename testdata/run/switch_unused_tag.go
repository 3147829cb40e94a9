// Regression: a switch whose tag no case compares (C warned about an unused temporary).
package main

type T struct{ x int }

func f() int {
	println("f")
	return 1
}

func main() {
	switch (&T{}) {
	}
	switch f() {
	}
	switch x := (&T{2}); {
	default:
		println(x.x)
	}
	switch t := f(); t {
	default:
		println("default")
	}
	println("done")
}
