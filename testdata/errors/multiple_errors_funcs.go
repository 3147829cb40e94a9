// ERROR: 6:9: cannot use "one" (untyped string constant) as int value in return statement; 10:2: undefined: undefinedCall; 14:9: invalid operation: len(s) + s (mismatched types int and string); 18:6: declared and not used: unused
// Multiple independent errors in different functions: all of them must be reported.
package main

func first() int {
	return "one"
}

func second() {
	undefinedCall()
}

func third(s string) int {
	return len(s) + s
}

func fourth() {
	var unused int
}

func main() {
	first()
	second()
	third("x")
	fourth()
}
