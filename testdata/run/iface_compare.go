// Comparing interface values: same dynamic type and value, different types, nil, an
// interface against a concrete value, and interfaces inside structs and arrays.
package main

type Key struct {
	A int
	B string
}

type Box struct {
	v any
	n int
}

func main() {
	var a, b any = 1, 1
	println(a == b, a != b)
	b = int64(1)
	println(a == b)
	b = "1"
	println(a == b)
	var c any
	println(c == nil, a == nil, c == c)
	println(a == 1, a == 2, b == "1")
	k1 := any(Key{1, "x"})
	k2 := any(Key{1, "x"})
	k3 := any(Key{2, "x"})
	println(k1 == k2, k1 == k3)
	p := &Key{}
	q := &Key{}
	var ip, iq any = p, q
	println(ip == iq, ip == any(p))
	x := Box{1, 2}
	y := Box{1, 2}
	z := Box{"1", 2}
	println(x == y, x == z)
	arr1 := [2]any{1, "a"}
	arr2 := [2]any{1, "a"}
	println(arr1 == arr2)
	var f1, f2 any = 0.0, -0.0
	println(f1 == f2)
	switch a {
	case "1":
		println("string one")
	case 1:
		println("int one")
	}
}
