// Tests type switches: a single type per case (the bound variable has that type), several
// types per case (the bound variable keeps the interface type), a nil case, default, a switch
// without a bound variable, an init statement, interface types as cases, and the bound
// variable shadowing an outer name.
package main

type Stringer interface{ String() string }

type ID int

func (i ID) String() string { return "id" }

type Pair struct{ a, b int }

func kind(v any) string {
	switch v.(type) {
	case nil:
		return "nil"
	case int, int8, int16, int32, int64:
		return "signed"
	case uint, uint8, uint16, uint32, uint64:
		return "unsigned"
	case float32, float64:
		return "float"
	case string:
		return "string"
	case Stringer:
		return "stringer"
	default:
		return "other"
	}
}

func describe(v any) {
	switch x := v.(type) {
	case nil:
		println("nil value", x == nil)
	case int:
		println("int plus one:", x+1)
	case string:
		println("string of length", len(x), x)
	case bool, *int:
		// x is `any` here.
		_, isBool := x.(bool)
		println("bool or *int; bool:", isBool)
	case Pair:
		println("pair sum", x.a+x.b)
	case *Pair:
		x.a = 100
		println("pointer to pair", x.a)
	case []int:
		println("slice", len(x), cap(x))
	case ID:
		println("ID", int(x), x.String())
	case error:
		println("error:", x.Error())
	case func() int:
		println("func gives", x())
	default:
		println("default")
	}
}

type myErr struct{}

func (myErr) Error() string { return "my error" }

func seven() int { return 7 }

func main() {
	n := 3
	vals := []any{nil, 1, int8(2), uint16(3), 4.5, float32(1), "hi", ID(5), Pair{1, 2}, true, 'x', struct{}{}}
	for _, v := range vals {
		print(kind(v), " ")
	}
	println()

	p := Pair{3, 4}
	all := []any{nil, 41, "hello", true, &n, p, &p, []int{1, 2}, ID(9), myErr{}, seven, 2.5}
	for _, v := range all {
		describe(v)
	}
	println(p.a)

	// Init statement and no bound variable.
	switch v := any(n * 2); v.(type) {
	case int:
		println("init int", v.(int))
	}

	// The bound variable shadows an outer x.
	x := "outer"
	switch x := any(12).(type) {
	case int:
		println(x * 2)
	}
	println(x)

	// Default in the middle, order of clauses does not matter for matching.
	var s Stringer = ID(1)
	switch t := s.(type) {
	default:
		println("default first")
	case ID:
		println("matched ID", int(t))
	}
}
