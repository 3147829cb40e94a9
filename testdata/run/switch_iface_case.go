// An expression switch whose tag is not an interface may have interface-valued cases: each is
// compared as an interface value (dynamic type and value), also with type parameters on
// either side.
package main

type point struct{ x, y int }

type fooer interface{ foo() }

type myint int

func (m myint) foo() {}

type comparableFoo interface {
	comparable
	foo()
}

func classify(x int, i, j any) string {
	switch x {
	case 0:
		return "zero"
	case i:
		return "equal to i"
	case j, 7:
		return "equal to j or seven"
	}
	return "other"
}

func where(p point, cases ...any) int {
	for k, c := range cases {
		switch p {
		case c:
			return k
		}
	}
	return -1
}

func gen[T comparable](t T, i any) (string, string) {
	a, b := "no", "no"
	switch i {
	case t:
		a = "yes"
	}
	switch t {
	case i:
		b = "yes"
	}
	return a, b
}

func genFoo[T comparableFoo](t T, i fooer) bool {
	switch t {
	case i:
		return true
	}
	return false
}

func main() {
	println(classify(0, 0, 1))
	println(classify(3, 3, 4))
	println(classify(4, 3, 4))
	println(classify(4, int64(4), "4"))
	println(classify(7, nil, nil))
	println(classify(8, nil, nil))
	println(where(point{1, 2}, 1, "p", point{2, 1}, point{1, 2}))
	println(where(point{0, 0}, nil, struct{ x, y int }{}))
	println(gen(5, 5))
	println(gen("a", "b"))
	println(gen(myint(1), 1))
	println(genFoo(myint(3), myint(3)), genFoo(myint(3), myint(4)), genFoo[myint](0, nil))
}
