// A switch on a slice, map or func value (not comparable) is valid Go when every case is nil;
// also in a generic function, where the tag's type mentions a type parameter (Go's
// fixedbugs/issue53635).
package main

func kind[T any](s []T, m map[string]T, f func() T) {
	switch s {
	case nil:
		println("nil slice")
	default:
		println("slice of", len(s))
	}
	switch m {
	case nil:
		println("nil map")
	default:
		println("map of", len(m))
	}
	switch f {
	case nil:
		println("nil func")
	default:
		println("func gives", f())
	}
}

func seven() int { return 7 }

func main() {
	kind[int](nil, nil, nil)
	m := map[string]int{"a": 1}
	kind([]int{1, 2}, m, seven)
	switch []string(nil) {
	case nil:
		println("literal nil slice")
	}
}
