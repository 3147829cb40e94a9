// Package solod.dev/so/fmt under solod against Go's fmt: nested composite values. Structs in
// structs (embedded, anonymous, of another package), slices of structs and of slices, arrays
// of arrays, maps whose keys are sorted as Go sorts them (integers, strings, floats, booleans,
// structs, arrays, interface values of one dynamic type), nil slices, maps, interfaces and
// pointers at every depth, generic types, and the operand pointer forms &{...}, &[...],
// &map[...].
package main

import (
	"example.com/fmtcomposite/geo"
	"solod.dev/so/fmt"
)

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

type Tree struct {
	Val   int
	Kids  []Tree
	Attrs map[string]string
}

type Base struct{ ID int }
type Named struct{ Name string }

type Doc struct {
	Base
	Named
	Body  []byte
	Raw   [4]byte
	Shape geo.Shape
	Any   any
	Ptr   *int
	Fn    func()
	Ch    []float32
	M     map[string][]int
}

type Key struct {
	A int
	B string
}

var formats = []string{"%v", "%+v", "%#v", "%T", "%d", "%s", "%x", "%q"}

func show(v any) {
	for _, f := range formats {
		fmt.Printf("%-4s ", f)
		fmt.Printf(f, v)
		fmt.Println()
	}
}

func main() {
	t := Tree{1, []Tree{{2, nil, nil}, {3, []Tree{{4, nil, map[string]string{"k": "v"}}}, nil}}, map[string]string{"b": "2", "a": "1"}}
	values := []any{
		t,
		Doc{Base: Base{1}, Named: Named{"doc"}, Body: []byte("hi"), Raw: [4]byte{1, 2, 3, 4}, Shape: geo.NewRect(2, 3), Any: Key{1, "k"}, Ch: []float32{0.5}, M: map[string][]int{"x": {1, 2}, "a": nil}},
		Doc{},
		[]Key{{1, "a"}, {2, "b"}},
		[2][3]int{{1, 2, 3}, {4, 5, 6}},
		[][]string{{"a"}, nil, {}},
		Pair[string, int]{"k", 1},
		Pair[Key, []int]{Key{1, "x"}, []int{2}},
		[]Pair[int, bool]{{1, true}},
		map[Key]int{{2, "a"}: 1, {1, "b"}: 2, {1, "a"}: 3},
		map[int8]bool{-3: true, 5: false, 0: true},
		map[uint]string{10: "a", 2: "b"},
		map[string]Key{"y": {1, "y"}, "x": {2, "x"}},
		map[bool]string{true: "t", false: "f"},
		map[float32]int{1.5: 1, -2: 2, 0: 3},
		map[[2]string]int{{"b", "a"}: 1, {"a", "z"}: 2},
		map[any]int{3: 1, 1: 2, 2: 3},
		map[any]int{"b": 1, "a": 2},
		map[geo.Vec][]string{{X: 1, Y: 2}: {"a"}, {X: 0, Y: 5}: nil},
		map[string]any{"n": nil, "i": 1, "s": "str", "l": []int{1}},
		map[string]map[string]int{"o": {"b": 2, "a": 1}},
		struct{}{},
		struct {
			A struct{ B struct{ C int } }
		}{},
		geo.Vec{X: 1.5, Y: -2},
		geo.NewRect(1, 1),
		[]geo.Shape{geo.NewRect(1, 2), nil},
		[]error{nil},
		[]*int{nil, nil},
		[3]any{},
		map[string]int{},
		[]struct{ X, y int }{{1, 2}},
	}
	for _, v := range values {
		fmt.Printf("== %T\n", v)
		show(v)
	}
	// Operand pointers print the value they point to.
	fmt.Println(&t.Kids[0], &[]int{1}, &map[int]int{1: 2}, &[2]bool{}, &Pair[int, int]{1, 2})
	fmt.Printf("%+v %#v %s\n", &Key{1, "a"}, &Key{2, "b"}, &[]string{"s"})
	var nilTree *Tree
	var nilMap map[string]int
	var nilSlice []Key
	var nilIface geo.Shape
	var nilFn func()
	fmt.Printf("%v %+v %#v %v %#v %v %#v %v %#v %v\n", nilTree, nilTree, nilTree, nilMap, nilMap, nilSlice, nilSlice, nilIface, nilIface, nilFn == nil)
	fmt.Printf("%#v %#v\n", []any{nilMap, nilSlice, nilTree}, struct{ F func() }{})
	fmt.Printf("%v %v\n", struct{ F func() }{}, []func(){nil})
}
