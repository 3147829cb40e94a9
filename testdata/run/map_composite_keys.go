// Tests keys of every comparable kind the compiler hashes: integers of every width, bools,
// strings, pointers, structs with padding, with string and nested struct fields, with blank
// fields (ignored by ==, so ignored by the map), arrays of integers, strings and structs,
// zero-size keys (struct{} and [0]int: one key), and named types of these.
package main

type ID int32
type Name string

type Padded struct {
	a int8
	b int64
	c bool
}

type Person struct {
	first, last Name
	age         uint8
}

type Nested struct {
	p  Person
	id ID
}

type Blank struct {
	x int
	_ int
	y string
}

type Cell [2]int16

func main() {
	i8 := make(map[int8]int, 4)
	i8[-128] = 1
	i8[127] = 2
	u16 := make(map[uint16]int, 2)
	u16[65535] = 3
	i64 := make(map[int64]int, 2)
	i64[-1<<63] = 4
	u := make(map[uint]int, 2)
	u[1<<63] = 5
	up := make(map[uintptr]int, 1)
	up[7] = 6
	r := make(map[rune]int, 2)
	r['é'] = 7
	println(i8[-128], i8[127], u16[65535], i64[-1<<63], u[1<<63], up[7], r['é'], len(i8))

	b := map[bool]string{true: "yes", false: "no"}
	println(b[1 < 2], b[2 < 1])

	ids := map[ID]Name{1: "one", 2: "two"}
	names := make(map[Name]ID, 2)
	names["one"] = 1
	names[ids[2]] = 2
	println(ids[1], names["two"], len(names))

	x, y := 1, 2
	ptrs := make(map[*int]string, 2)
	ptrs[&x] = "x"
	ptrs[&y] = "y"
	px := &x
	println(ptrs[px], ptrs[&y], len(ptrs))

	pad := make(map[Padded]int, 4)
	pad[Padded{1, 2, true}] = 10
	pad[Padded{1, 2, false}] = 20
	k := Padded{a: 1, b: 2}
	k.c = true
	println(pad[k], pad[Padded{1, 2, false}], len(pad))

	people := make(map[Person]int, 4)
	people[Person{"Ada", "Lovelace", 36}] = 1815
	first := Name("Ada")
	people[Person{first, "Byron", 36}] = 1816
	println(people[Person{"Ada", "Lovelace", 36}], people[Person{"Ada", "Byron", 36}], len(people))

	nested := make(map[Nested]bool, 2)
	nested[Nested{Person{"a", "b", 1}, 9}] = true
	println(nested[Nested{p: Person{"a", "b", 1}, id: 9}], nested[Nested{id: 9}])

	blank := make(map[Blank]int, 4)
	blank[Blank{x: 1, y: "s"}] = 1
	blank[Blank{x: 1, y: "s"}]++
	println(blank[Blank{x: 1, y: "s"}], len(blank))

	cells := make(map[Cell]byte, 4)
	cells[Cell{1, -1}] = 'a'
	cells[Cell{-1, 1}] = 'b'
	println(string(cells[Cell{1, -1}]), string(cells[Cell{-1, 1}]), len(cells))

	words := make(map[[3]string]int, 2)
	words[[3]string{"a", "b", "c"}] = 3
	words[[3]string{"a", "bc", ""}] = 4
	println(words[[3]string{"a", "b", "c"}], words[[3]string{"a", "bc", ""}], len(words))

	pairs := make(map[[2]Person]int, 2)
	pairs[[2]Person{{"a", "b", 1}, {"c", "d", 2}}] = 12
	println(pairs[[2]Person{{"a", "b", 1}, {"c", "d", 2}}], pairs[[2]Person{}])

	empty := make(map[struct{}]int, 1)
	empty[struct{}{}] = 1
	empty[struct{}{}]++
	none := make(map[[0]int]string, 1)
	none[[0]int{}] = "only"
	println(empty[struct{}{}], len(empty), none[[0]int{}], len(none))

	var big [40]byte
	bigs := make(map[[40]byte]int, 2)
	bigs[big] = 1
	big[39] = 1
	bigs[big] = 2
	big[39] = 0
	println(bigs[big], len(bigs))
}
