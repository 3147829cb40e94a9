// Tests the comma-ok type assertion on `any` for every kind of target type: every integer
// width, floats, bool, string, named types, structs, pointers, arrays, slices, maps, function
// types and interface types; a failed comma-ok gives the zero value of the target type.
package main

type Celsius float64

type Point struct{ X, Y int }

type Stringer interface{ String() string }

func (p Point) String() string { return "point" }

func double(x int) int { return 2 * x }

func probe(v any) {
	if x, ok := v.(int); ok {
		println("int", x)
	}
	if x, ok := v.(int8); ok {
		println("int8", x)
	}
	if x, ok := v.(int16); ok {
		println("int16", x)
	}
	if x, ok := v.(int32); ok {
		println("int32", x)
	}
	if x, ok := v.(int64); ok {
		println("int64", x)
	}
	if x, ok := v.(uint); ok {
		println("uint", x)
	}
	if x, ok := v.(uint8); ok {
		println("uint8", x)
	}
	if x, ok := v.(uint16); ok {
		println("uint16", x)
	}
	if x, ok := v.(uint32); ok {
		println("uint32", x)
	}
	if x, ok := v.(uint64); ok {
		println("uint64", x)
	}
	if x, ok := v.(uintptr); ok {
		println("uintptr", x)
	}
	if x, ok := v.(float32); ok {
		println("float32", x)
	}
	if x, ok := v.(float64); ok {
		println("float64", x)
	}
	if x, ok := v.(Celsius); ok {
		println("Celsius", x)
	}
	if x, ok := v.(bool); ok {
		println("bool", x)
	}
	if x, ok := v.(string); ok {
		println("string", x, len(x))
	}
	if x, ok := v.(Point); ok {
		println("Point", x.X, x.Y)
	}
	if x, ok := v.(*Point); ok {
		println("*Point", x.X, x.Y)
		x.X++
	}
	if x, ok := v.([3]int); ok {
		println("[3]int", x[0], x[1], x[2])
	}
	if x, ok := v.([]int); ok {
		println("[]int", len(x), x[len(x)-1])
	}
	if x, ok := v.(map[string]int); ok {
		println("map", len(x), x["k"])
	}
	if f, ok := v.(func(int) int); ok {
		println("func", f(21))
	}
	if s, ok := v.(Stringer); ok {
		println("Stringer", s.String())
	}
	if _, ok := v.(error); ok {
		println("error?")
	}
}

func main() {
	p := Point{1, 2}
	m := map[string]int{"k": 7}
	values := []any{
		1, int8(-2), int16(300), int32(-70000), int64(1) << 40,
		uint(3), uint8(255), uint16(65535), uint32(1) << 31, uint64(1) << 63, uintptr(9),
		float32(0.5), 2.25, Celsius(-40), true, "héllo",
		p, &p, [3]int{4, 5, 6}, []int{7, 8, 9}, m, double,
	}
	for i, v := range values {
		println("--", i)
		probe(v)
	}
	println(p.X)

	// Failed comma-ok assertions give zero values.
	var v any = "text"
	n, ok := v.(int)
	println(n, ok)
	pt, ok := v.(Point)
	println(pt.X, pt.Y, ok)
	pp, ok := v.(*Point)
	println(pp == nil, ok)
	sl, ok := v.([]int)
	println(sl == nil, len(sl), ok)
	mp, ok := v.(map[string]int)
	println(mp == nil, ok)
	fn, ok := v.(func(int) int)
	println(fn == nil, ok)
	st, ok := v.(Stringer)
	println(st == nil, ok)
	f, ok := v.(float64)
	println(f, ok)
	s, ok := v.(string)
	println(s, ok)

	// Assertions on a nil interface fail without panicking.
	var none any
	_, ok = none.(int)
	println(ok)
	_, ok = none.(any)
	println(ok)
}
