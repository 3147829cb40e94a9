// Tests a JSON-like pretty-printer over a tree of `any` values: nil, bools, numbers of
// several types (several types per case), strings with escaping, []any and map[string]any
// (keys printed sorted), nested to several levels, plus a named type with its own method
// found through an interface case.
package main

type Marshaler interface{ Text() string }

type Color int

func (c Color) Text() string {
	switch c {
	case 0:
		return "red"
	case 1:
		return "green"
	}
	return "blue"
}

func sortStrings(a []string) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

func indent(n int) {
	for i := 0; i < n; i++ {
		print("  ")
	}
}

func quote(s string) {
	print("\"")
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\\':
			print("\\", string(c))
		case '\n':
			print("\\n")
		default:
			print(string(c))
		}
	}
	print("\"")
}

func write(v any, depth int) {
	switch x := v.(type) {
	case nil:
		print("null")
	case bool:
		print(x)
	case int, int8, int16, int32, int64:
		// x is any here: narrow once more.
		switch n := x.(type) {
		case int:
			print(n)
		case int8:
			print(n)
		case int16:
			print(n)
		case int32:
			print(n)
		case int64:
			print(n)
		}
	case uint8, uint16:
		print("u")
		if b, ok := x.(uint8); ok {
			print(b)
		} else {
			print(x.(uint16))
		}
	case float64:
		print(x)
	case string:
		quote(x)
	case Marshaler:
		quote(x.Text())
	case []any:
		if len(x) == 0 {
			print("[]")
			return
		}
		println("[")
		for i, e := range x {
			indent(depth + 1)
			write(e, depth+1)
			if i < len(x)-1 {
				print(",")
			}
			println()
		}
		indent(depth)
		print("]")
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sortStrings(keys)
		println("{")
		for i, k := range keys {
			indent(depth + 1)
			quote(k)
			print(": ")
			write(x[k], depth+1)
			if i < len(keys)-1 {
				print(",")
			}
			println()
		}
		indent(depth)
		print("}")
	default:
		print("\"?\"")
	}
}

func main() {
	doc := map[string]any{
		"name":    "so\"lod\"",
		"version": 1,
		"ratio":   0.75,
		"tags":    []any{"c", "go", int8(-1), uint8(200), uint16(7)},
		"owner":   nil,
		"active":  true,
		"color":   Color(1),
		"nested": map[string]any{
			"empty": []any{},
			"deep":  []any{map[string]any{"k": int64(1) << 40, "s": "a\\b\nc"}},
			"z":     int32(-5),
		},
		"other": struct{}{},
	}
	write(doc, 0)
	println()
	write([]any{Color(2), int16(3), false}, 0)
	println()
}
