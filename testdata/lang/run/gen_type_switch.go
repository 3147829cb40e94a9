// Tests type switches and assertions on values of type-parameter type converted to any:
// generic code branching on the dynamic type of T, a generic Format with several types per
// case, and assertions from any back to T.
package main

type Celsius float64

func Describe[T any](v T) string {
	switch any(v).(type) {
	case int, int64:
		return "integer"
	case string:
		return "string"
	case float64:
		return "float"
	case Celsius:
		return "celsius"
	case []T:
		return "slice of T"
	}
	return "other"
}

func Show[T any](xs ...T) {
	for _, x := range xs {
		switch v := any(x).(type) {
		case int:
			print("i", v, " ")
		case string:
			print("s", v, " ")
		case bool:
			print("b", v, " ")
		case Celsius:
			print("c", float64(v), " ")
		default:
			print("? ")
		}
	}
	println()
}

func FromAny[T any](vals []any, out []T) []T {
	for _, v := range vals {
		if t, ok := v.(T); ok {
			out = append(out, t)
		}
	}
	return out
}

func IsZero[T comparable](v T) bool {
	var zero T
	return v == zero
}

func main() {
	println(Describe(1), Describe(int64(2)), Describe("x"), Describe(2.5), Describe(Celsius(1)), Describe(true))
	Show(1, 2, 3)
	Show("a", "b")
	Show(true)
	Show(Celsius(-2.5))
	Show(1.5)
	vals := []any{1, "two", 3, 4.0, "five", 6}
	ints := FromAny(vals, make([]int, 0, 6))
	strs := FromAny(vals, make([]string, 0, 6))
	println(len(ints), ints[2], len(strs), strs[1])
	println(IsZero(0), IsZero(""), IsZero("x"), IsZero(struct{ a int }{}), IsZero[any](nil), IsZero[any](0))
}
