// Tests map keys of every comparable kind: strings, ints of several widths, floats (0 and -0
// are the same key, each NaN is a new key), bools, structs, arrays, pointers, named types
// and interfaces (where int 1 and int64 1 are different keys).
package main

type Pt struct{ X, Y int }

type Grid [2][2]int8

type Color int

func main() {
	s := map[string]int{"": 0, "a": 1, "ab": 2}
	println(s[""], s["a"], s["ab"], len(s))

	i8 := map[int8]string{-128: "min", 127: "max"}
	u64 := map[uint64]int{1 << 63: 1, 0: 2}
	println(i8[-128], i8[127], u64[1<<63], u64[0])

	f := make(map[float64]string, 8)
	f[0.5] = "half"
	f[0] = "zero"
	negZero := 0.0
	negZero = -negZero
	f[negZero] = "negative zero"
	println(len(f), f[0], f[0.5])
	zero := 0.0
	nan := zero / zero
	f[nan] = "nan1"
	f[nan] = "nan2"
	_, found := f[nan]
	println(len(f), found)
	nanCount := 0
	for k, v := range f {
		if k != k {
			nanCount++
			if v != "nan1" && v != "nan2" {
				println("bad nan value")
			}
		}
	}
	println(nanCount)
	delete(f, nan) // cannot delete NaN keys
	println(len(f))
	clear(f) // clear removes them
	println(len(f))

	b := make(map[bool]int, 2)
	b[true] = 1
	b[false] = 2
	b[1 < 2] += 10
	println(b[true], b[false])

	pts := make(map[Pt]string, 4)
	pts[Pt{1, 2}] = "a"
	pts[Pt{2, 1}] = "b"
	pts[Pt{1, 2}] += "!"
	println(pts[Pt{1, 2}], pts[Pt{2, 1}], pts[Pt{0, 0}] == "", len(pts))

	grids := make(map[Grid]int, 2)
	g := Grid{{1, 2}, {3, 4}}
	grids[g] = 10
	g[1][1] = 5
	grids[g] = 20
	println(grids[Grid{{1, 2}, {3, 4}}], grids[g], len(grids))

	arr := map[[3]string]bool{{"a", "b", "c"}: true}
	println(arr[[3]string{"a", "b", "c"}], arr[[3]string{"a", "b"}])

	x, y := 1, 1
	ptrs := make(map[*int]string, 2)
	ptrs[&x] = "x"
	ptrs[&y] = "y"
	println(len(ptrs), ptrs[&x], ptrs[&y])
	px := &x
	ptrs[px] += "2"
	println(ptrs[&x])

	colors := map[Color]string{0: "red", 1: "green"}
	println(colors[Color(1)], colors[0])

	ifs := make(map[any]int, 10)
	ifs[1] = 1
	ifs[int64(1)] = 2
	ifs["1"] = 3
	ifs[Pt{1, 1}] = 4
	ifs[[2]int{1, 1}] = 5
	ifs[true] = 6
	ifs[nil] = 7
	ifs[1.0] = 8
	ifs[1] += 100
	println(len(ifs), ifs[1], ifs[int64(1)], ifs["1"], ifs[Pt{1, 1}], ifs[[2]int{1, 1}], ifs[true], ifs[nil], ifs[1.0], ifs[int8(1)])

	type Shape interface{ Sides() int }
	shapes := make(map[Shape]string, 3)
	shapes[tri{}] = "triangle"
	shapes[quad{4}] = "square"
	shapes[quad{5}] = "wide"
	println(shapes[tri{}], shapes[quad{4}], shapes[quad{5}], len(shapes))

	type key struct {
		name string
		pos  Pt
		tag  any
	}
	nested := make(map[key]int, 3)
	nested[key{"a", Pt{1, 2}, 3}] = 1
	nested[key{"a", Pt{1, 2}, "3"}] = 2
	println(nested[key{"a", Pt{1, 2}, 3}], nested[key{"a", Pt{1, 2}, "3"}], len(nested))
}

type tri struct{}

func (tri) Sides() int { return 3 }

type quad struct{ w int }

func (quad) Sides() int { return 4 }
