// Tests := with redeclaration (at least one new variable, the others reused), shadowing in
// nested blocks including x := x + 1, and scoping of if/for/switch init statements.
package main

func divmod(a, b int) (int, int) { return a / b, a % b }

func main() {
	q, r := divmod(17, 5)
	println(q, r)
	q, s := divmod(20, 6)
	println(q, r, s)

	x := 1
	{
		x := x + 1
		println("inner x:", x)
		{
			x := x * 10
			x++
			println("innermost x:", x)
		}
		x += 100
		println("inner x after:", x)
	}
	println("outer x:", x)

	if x := x + 5; x > 5 {
		println("if x:", x)
	} else if y := x * 2; y > 0 {
		println("else-if:", x, y)
	} else {
		println("else:", x, y)
	}
	println("after if:", x)

	for x := 0; x < 2; x++ {
		x := x * 10
		println("for x:", x)
	}

	switch x := "shadow"; x {
	case "shadow":
		x := len(x)
		println("switch x:", x)
	}

	a, b := 1, 2
	b, c := a+b, b*10
	a, b, c = c, a, b
	println(a, b, c)

	n := 3
	for i := 0; i < 2; i++ {
		n, m := n+i, i
		println("loop n, m:", n, m)
	}
	println("n:", n)

	err := 0
	v1, err := divmod(9, 2)
	v2, err := divmod(9, 4)
	println(v1, v2, err)
}
