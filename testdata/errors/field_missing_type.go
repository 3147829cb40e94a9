// ERROR: 15:6: missing type in composite literal; 16:6: missing type in composite literal
// A struct field's value is a composite literal without its type (only elements and keys of
// arrays, slices and maps may elide it): Go's fixedbugs/issue18231.
package main

type P struct{ X, Y int }

type T struct {
	f map[string]string
	p P
}

func main() {
	t := T{
		f: {"a": "b"},
		p: {1, 2},
	}
	println(len(t.f), t.p.X)
}
