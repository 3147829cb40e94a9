// Type switches: several types per case, nil, default, interface cases, the variable typed
// per clause, break inside a case, a switch without a variable.
package main

type Shape interface{ Area() int }

type Sq struct{ s int }

func (q Sq) Area() int { return q.s * q.s }

type Tri struct{ b, h int }

func (t *Tri) Area() int { return t.b * t.h / 2 }

func classify(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case int, int64:
		return "an integer"
	case string:
		if len(x) > 3 {
			return "a long string"
		}
		return "a string"
	case Shape:
		if x.Area() > 10 {
			return "a big shape"
		}
		return "a shape"
	case []int:
		return "ints"
	case error:
		return "an error"
	default:
		return "something else"
	}
}

func kind(v any) int {
	switch v.(type) {
	case bool:
		return 1
	case float64, float32:
		return 2
	}
	return 0
}

func sum(vs []any) int {
	total := 0
	for _, v := range vs {
		switch x := v.(type) {
		case int:
			if x < 0 {
				break
			}
			total += x
		case *Tri:
			total += x.Area()
		case Sq:
			total += x.s
		}
	}
	return total
}

func main() {
	var tri = &Tri{4, 6}
	for _, v := range []any{nil, 1, int64(2), "ab", "abcd", Sq{2}, Sq{5}, tri, []int{1}, 3.5, true} {
		println(classify(v))
	}
	println(kind(true), kind(1.5), kind(float32(1)), kind("x"))
	println(sum([]any{1, -5, 2, tri, Sq{3}, "skip"}))
}
