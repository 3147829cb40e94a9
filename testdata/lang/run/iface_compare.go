// Tests comparison of interface values: equal when dynamic types and values are equal, unequal
// for different dynamic types holding the same number, nil interfaces, comparing an interface
// with a concrete value, structs, arrays and pointers as dynamic values, and two interface
// types compared with each other.
package main

type Key struct {
	A int
	B string
}

type Small int

type Shower interface{ Show() int }

func (s Small) Show() int { return int(s) }

type Big struct{ v [4]int }

func (b Big) Show() int { return b.v[0] + b.v[3] }

func eq(a, b any) bool { return a == b }

func main() {
	println(eq(1, 1), eq(1, 2), eq(1, int64(1)), eq(int32(5), int32(5)))
	println(eq("ab", "a"+"b"), eq("a", "b"), eq(true, true), eq(true, 1))
	println(eq(1.5, 1.5), eq(float32(1.5), 1.5), eq(Small(3), 3), eq(Small(3), Small(3)))
	println(eq(Key{1, "x"}, Key{1, "x"}), eq(Key{1, "x"}, Key{2, "x"}))
	println(eq([2]string{"a", "b"}, [2]string{"a", "b"}), eq([2]int{1, 2}, [2]int{2, 1}))

	x, y := 10, 10
	println(eq(&x, &x), eq(&x, &y), x == y)

	var n1, n2 any
	println(n1 == n2, n1 == nil, eq(nil, nil), eq(nil, 0))

	var a any = 42
	println(a == 42, a != 42, a == "42", a == int64(42))
	var s any = "go"
	println(s == "go", s == any("go"))

	// Interface vs interface of different interface types.
	var sh Shower = Small(7)
	var other any = Small(7)
	println(sh == other, other == sh)
	other = 7
	println(sh == other)

	var b1 Shower = Big{[4]int{1, 2, 3, 4}}
	var b2 Shower = Big{[4]int{1, 2, 3, 4}}
	var b3 Shower = Big{[4]int{1, 2, 3, 5}}
	println(b1 == b2, b1 == b3, b1.Show(), b3.Show())

	// NaN is never equal to itself, even inside interfaces.
	zero := 0.0
	nan := zero / zero
	var f1, f2 any = nan, nan
	println(f1 == f2, f1 != f2)

	// Comparison in a linear search.
	items := []any{1, "one", Key{1, "one"}, 1.0, Small(1)}
	targets := []any{Key{1, "one"}, 1.0, int8(1), "one", Small(1)}
	for _, t := range targets {
		found := -1
		for i, it := range items {
			if it == t {
				found = i
				break
			}
		}
		println(found)
	}
}
