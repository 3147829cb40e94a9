// ERROR: 5:5: initialization cycle for a
// Static error: package-level variables whose initializers depend on each other.
package main

var a = b + 1
var b = c * 2
var c = a

func main() {
	println(a, b, c)
}
