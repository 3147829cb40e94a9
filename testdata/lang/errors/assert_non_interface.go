// ERROR: 7:14: invalid operation: x (variable of type int) is not an interface; 10:9: x (variable of type int) is not an interface
// Static error: type assertions and type switches need an operand of interface type.
package main

func main() {
	x := 3
	if v, ok := x.(int); ok {
		println(v)
	}
	switch x.(type) {
	case int:
		println("int")
	}
}
