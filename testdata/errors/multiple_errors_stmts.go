// ERROR: 7:2: break is not in a loop, switch, or select; 11:7: label nowhere not defined; 17:7: duplicate case 1 (constant of type int) in expression switch; 25:1: missing return
// Multiple independent errors in statements: break outside a loop, an unknown label,
// a duplicate case and a missing return, spread across functions.
package main

func a() {
	break
}

func b() {
	goto nowhere
}

func c(x int) {
	switch x {
	case 1:
	case 1:
	}
}

func d() int {
	for {
		break
	}
}

func main() {
	a()
	b()
	c(1)
	println(d())
}
