// Tests interface keys: values of different dynamic types are different keys even when their
// bytes agree (int 1, int8 1, uint 1, "1"), equal values of one type are one key, structs,
// arrays and pointers work as dynamic keys, the nil interface is a key, a NaN inside an
// interface is a new key each time, and an interface type with methods works as a key type.
package main

type Shape interface {
	Area() int
}

type Rect struct{ w, h int }

func (r Rect) Area() int { return r.w * r.h }

type Square struct{ side int }

func (s *Square) Area() int { return s.side * s.side }

type Label string

func main() {
	m := make(map[any]string, 16)
	m[1] = "int"
	m[int8(1)] = "int8"
	m[uint(1)] = "uint"
	m["1"] = "string"
	m[Label("1")] = "label"
	m[1.0] = "float"
	m[true] = "bool"
	m[[2]int{1, 2}] = "array"
	m[Rect{1, 2}] = "struct"
	m[nil] = "nil"
	println(len(m), m[1], m[int8(1)], m[uint(1)], m["1"], m[Label("1")], m[1.0], m[true])
	println(m[[2]int{1, 2}], m[Rect{1, 2}], m[nil], m[2] == "", m[Rect{2, 1}] == "")
	var k any = 1
	m[k] = "INT"
	println(len(m), m[1])

	x := 3
	p := &x
	m[p] = "pointer"
	println(m[p], m[&x], len(m))

	zero := 0.0
	var nan any = zero / zero
	m[nan] = "nan1"
	m[nan] = "nan2"
	println(len(m), m[nan] == "")
	delete(m, nan)
	delete(m, "1")
	delete(m, "absent")
	println(len(m))

	shapes := make(map[Shape]int, 4)
	shapes[Rect{2, 3}] = 1
	sq := &Square{4}
	shapes[sq] = 2
	shapes[Rect{2, 3}] += 10
	println(shapes[Rect{2, 3}], shapes[sq], shapes[&Square{4}], len(shapes))
	total := 0
	for s, n := range shapes {
		total += s.Area() * n
	}
	println(total)

	type key struct {
		kind any
		n    int
	}
	mixed := make(map[key]bool, 4)
	mixed[key{"a", 1}] = true
	mixed[key{1, 1}] = true
	println(mixed[key{"a", 1}], mixed[key{1, 1}], mixed[key{int64(1), 1}], len(mixed))

	empty := map[any]int{}
	println(empty[[1]string{"x"}], empty[struct{ a any }{1}])
}
