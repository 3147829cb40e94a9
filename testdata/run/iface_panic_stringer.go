// panic with a value that has a String method prints String(); a named integer without one
// prints its type.
package main

type Level int

func (l Level) String() string { return "level" }

func main() {
	var v any = Level(3)
	println(v.(Level) == 3)
	panic(v)
}
