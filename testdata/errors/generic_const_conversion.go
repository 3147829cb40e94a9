// ERROR: 7:15: cannot convert 300 (untyped int value) to type T: constant 300 overflows int8 (in T); 11:11: cannot convert 1.5 (untyped float value) to type T: cannot convert 1.5 (untyped float constant) to type int (in T)
// A constant converted to a type parameter must be representable by every type of its type
// set (the result is not a constant).
package main

func f[T ~int8 | ~int](x T) T {
	return x + T(300)
}

func g[T ~int | ~float64]() T {
	return T(1.5)
}

func h[T ~int | ~float64]() T {
	return T(1e3) + T(-2)
}

func main() {
	println(f[int](1), g[float64](), h[int]())
}
