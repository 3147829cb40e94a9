// ERROR: 8:9: T.Title undefined (type T has no field or method Title); 14:8: T.String undefined (type T has no field or method String)
// A method expression of a type parameter needs the method in the constraint.
package main

type Namer interface{ Name() string }

func f[T Namer](x T) string {
	g := T.Title
	_ = g
	return T.Name(x)
}

func h[T any](x T) {
	_ = T.String
}

func main() {}
