// Go's runtime names the type arguments of an instance with their package's import path
// (other.Box[example.com/m/other.T]; main stays main) at every depth, in maps, pointers,
// funcs, structs and nested instances: a failed assertion prints them so.
package main

import "example.com/names/lib"

type Local struct{ X int }

type Pair[A, B any] struct{}

func main() {
	var x any = lib.Box[Local]{}
	_, ok := x.(lib.Box[int])
	println("is lib.Box[int]:", ok)
	x = Pair[map[lib.Code]*lib.Box[Local], func(lib.T) struct{ C lib.Code }]{}
	_ = x.(lib.Box[[]lib.T])
}
