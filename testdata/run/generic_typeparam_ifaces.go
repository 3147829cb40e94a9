// Type parameters meet interfaces: a T whose constraint has a method converts to an interface
// with that method, x.(T) and `case T` assert to a type parameter, and a type switch whose
// cases become the same type in an instance (`case int, T` with T = int) takes the first.
package main

type Namer interface{ Name() string }

type Dog struct{ n string }

func (d Dog) Name() string { return d.n }

type Cat struct{}

func (Cat) Name() string { return "cat" }

func AsNamer[T Namer](x T) Namer { return x }

func Names[T Namer](xs []T, out []string) []string {
	for _, x := range xs {
		var n Namer = x
		out = append(out, n.Name())
	}
	return out
}

func Is[T any](x any) bool {
	_, ok := x.(T)
	return ok
}

func Kind[T any](x any) string {
	switch x.(type) {
	case int:
		return "int"
	case T:
		return "T"
	case Namer:
		return "namer"
	}
	return "other"
}

func main() {
	println(AsNamer(Dog{"rex"}).Name(), AsNamer(Cat{}).Name())
	var buf [2]string
	ns := Names([]Dog{{"a"}, {"b"}}, buf[:0])
	println(len(ns), ns[0], ns[1])
	println(Is[int](3), Is[string](3), Is[Dog](Dog{}), Is[Namer](Cat{}))
	println(Kind[int](1), Kind[string]("s"), Kind[string](Cat{}), Kind[Dog](Dog{}), Kind[bool](2.5))
}
