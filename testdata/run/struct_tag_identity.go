// Struct tags are part of a struct type's identity: struct{ x int } and struct{ x int `k:"t"` }
// are different types (distinct map keys, distinct type switch cases and assertions), and a
// conversion between them ignores the tags (also through pointers and slices).
package main

type T[_ any] struct{}

type plain struct{ x int }

type tagged struct {
	x int `tag:"x"`
}

var m = map[any]int{
	T[struct{ int }]{}: 0,
	T[struct {
		int `k:"x"`
	}]{}: 1,
}

func kind(v any) string {
	switch v.(type) {
	case struct{ x int }:
		return "untagged"
	case struct {
		x int `k:"t"`
	}:
		return "tagged t"
	case struct {
		x int `k:"u"`
	}:
		return "tagged u"
	}
	return "other"
}

func main() {
	println(len(m))
	a := struct{ x int }{1}
	b := struct {
		x int `k:"t"`
	}{2}
	c := struct {
		x int `k:"u"`
	}{3}
	println(kind(a), kind(b), kind(c))
	var i any = b
	_, ok := i.(struct{ x int })
	println(ok)
	// Conversions ignore tags.
	a = struct{ x int }(b)
	println(a.x)
	p := tagged(plain{4})
	println(p.x)
	pp := (*plain)(&p)
	pp.x = 5
	println(p.x)
	s := []struct {
		x int `k:"t"`
	}{{6}, {7}}
	u := [][1]struct{ x int }{}
	_ = u
	println(len(s), s[1].x)
	var e any = [1]struct {
		x int `k:"t"`
	}{{8}}
	println(kind(e), e == any([1]struct {
		x int `k:"t"`
	}{{8}}), e == any([1]struct{ x int }{{8}}))
	defer func() {
		println("deferred")
	}()
	_ = i.(struct{ x int })
}
