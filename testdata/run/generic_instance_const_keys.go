// In an instance, a conversion T(0) of a type parameter is a constant the generic body did not
// have: duplicate map keys and switch cases are Go's check of the generic declaration, so an
// instance whose keys coincide compiles, and the later entry wins at run time.
package main

func keys[T, U ~int](a, b int) map[any]int {
	return map[any]int{int(0): a, T(0): b, U(1): 7}
}

func pick[T ~int](x int) string {
	switch x {
	case 1, int(T(1)):
		return "one"
	case int(T(2)) + 0:
		return "two (by T)"
	case 2:
		return "two"
	}
	return "other"
}

func sameKeys[K comparable](a, b K) int {
	m := map[K]string{a: "a", b: "b"}
	return len(m)
}

// T(0) is not a constant in the generic body either: no duplicate there.
func twice[T ~int]() (int, int) {
	m := map[T]int{T(0): 1, T(0): 2}
	return len(m), m[0]
}

type myInt int

func main() {
	m := keys[int, int](10, 20)
	println(len(m), m[0], m[1])
	m2 := keys[myInt, int](10, 20)
	println(len(m2), m2[0], m2[myInt(0)], m2[1])
	println(pick[int](1), pick[int](2), pick[int](3))
	println(sameKeys(1, 1), sameKeys("x", "y"))
	println(twice[myInt]())
}
