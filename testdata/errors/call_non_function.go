// ERROR: 9:2: invalid operation: cannot call x (variable of type int): int is not a function; 11:2: invalid operation: cannot call t.N (variable of type int): int is not a function; 12:2: invalid operation: cannot call "str" (untyped string constant): untyped string is not a function
// Static error: calling values that are not functions.
package main

type T struct{ N int }

func main() {
	x := 5
	x()
	t := T{1}
	t.N(2)
	"str"()
}
