// Two packages with the same name (util): imported under aliases, each with a type T and a
// function Name; interface values of both are told apart by a type switch.
package main

import (
	autil "example.com/sn/a/util"
	butil "example.com/sn/b/util"
)

type namer interface{ Name() string }

func describe(n namer) {
	switch v := n.(type) {
	case autil.T:
		println("a.T", v.A, v.Name())
	case butil.T:
		println("b.T", v.B, v.Name())
	}
}

func main() {
	println(autil.Name(), butil.Name())
	describe(autil.T{A: 1})
	describe(butil.T{B: "two"})
	var x any = autil.T{A: 3}
	_, isB := x.(butil.T)
	println(isB)
}
