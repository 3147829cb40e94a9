// ERROR: 7:9: too many return values; 11:2: not enough return values; 15:9: cannot use 1 (untyped int constant) as bool value in return statement
// Static error: a return with values in a function without results, a bare return with
// unnamed results, and a result of the wrong type.
package main

func noResult() {
	return 1
}

func unnamed() (int, string) {
	return
}

func wrongType() bool {
	return 1
}

func main() {
	noResult()
	unnamed()
	wrongType()
}
