// Package solod.dev/so/fmt under solod against Go's fmt: every verb, with flags, widths and
// precisions, on a value of every kind (booleans, every integer size, floats, strings, byte
// slices and arrays, slices, arrays, structs, maps, interfaces, named types), each printed
// with Printf; Go's output is the expected one, byte for byte.
package main

import "solod.dev/so/fmt"

type (
	MyInt    int
	MyUint8  uint8
	MyString string
	MyFloat  float64
	MyBool   bool
	MyBytes  []byte
	MyInts   []int
	MyArr    [3]int16
	MyMap    map[string]int
)

type Point struct {
	X, Y int
}

type Inner struct {
	Name  string
	Tags  []string
	Score float32
}

type Outer struct {
	ID     uint16
	In     Inner
	Pts    [2]Point
	Any    any
	Err    error
	hidden int8
	Point
}

type Empty struct{}

var formats = []string{
	"%v", "%+v", "%#v", "%T", "%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%8.3d",
	"%b", "%o", "%O", "%#o", "%x", "%X", "%#x", "%#X", "% x", "%# x", "%#08x", "%c", "%q",
	"%#q", "%+q", "%U", "%#U", "%e", "%E", "%f", "%F", "%.2f", "%8.3f", "%-8.3f|", "%+.1e",
	"%g", "%G", "%#g", "%.3g", "%10.4g", "%s", "%10s", "%-10s|", "%.2s", "%t", "%5t", "%z",
	"%6.2v", "%-8v|", "%08v", "%x.", "%#v!", "%+#v",
}

func main() {
	var nilMap map[string]int
	var nilSlice []int
	var nilBytes []byte
	var nilErr error
	var nilAny any
	values := []any{
		true, false, MyBool(true),
		0, 42, -42, 1<<63 - 1, -1 << 63,
		int8(-128), int8(127), int16(-300), int32(70000), int64(-5),
		uint(7), uint8(255), uint16(65535), uint32(1 << 31), uint64(1<<64 - 1), uintptr(48),
		'x', '☺', rune(0x1F600), rune(-1), rune(0x110000),
		MyInt(-9), MyUint8(10),
		"", "hello", "héllo, 世界", "tab\there \"quoted\" \\ back`tick", "\x00\x7f\xff", MyString("named"),
		[]byte("bytes"), []byte{}, nilBytes, [3]byte{'a', 'b', 'c'}, MyBytes("mb"), [0]byte{},
		[]int{1, -2, 3}, nilSlice, []string{"a", "b c"}, [2]bool{true, false}, MyInts{4, 5},
		MyArr{1, 2, 3}, []any{1, "x", nil, 2.5}, [][]int{{1}, {2, 3}}, []uint16{300, 400},
		Point{1, 2}, Empty{}, Inner{"in", []string{"t1"}, 1.5},
		Outer{ID: 7, In: Inner{Name: "n"}, Pts: [2]Point{{1, 2}, {3, 4}}, Any: 3, hidden: -1, Point: Point{5, 6}},
		struct {
			A int
			b string
		}{1, "anon"},
		map[string]int{"z": 26, "a": 1, "m": 13}, map[int]string{3: "c", -1: "neg", 10: "ten"},
		map[Point]bool{{2, 1}: true, {1, 2}: false, {1, 1}: true}, nilMap, MyMap{"k": 1},
		map[bool]int{true: 1, false: 0}, map[float64]string{2.5: "b", -1: "a"},
		map[[2]int]string{{2, 0}: "x", {1, 9}: "y"},
		nilErr, nilAny,
	}
	for _, v := range values {
		fmt.Printf("== %T\n", v)
		for _, f := range formats {
			fmt.Printf("%-7s ", f)
			fmt.Printf(f, v)
			fmt.Println()
		}
	}
}
