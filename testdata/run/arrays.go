// Tests arrays: literals (with [...], indexed elements and partial initialization), value
// semantics on assignment and argument passing, comparison, multi-dimensional arrays,
// len/cap, arrays of structs and arrays as struct fields.
package main

type Matrix [2][3]int

type Rec struct {
	Tags [2]string
	Vals [3]int
}

func modify(a [3]int) [3]int {
	a[0] = 100
	return a
}

func modifyPtr(a *[3]int) {
	a[0] = 100
}

func main() {
	a := [3]int{1, 2, 3}
	b := [...]int{5, 6, 7, 8}
	c := [5]int{1, 2}
	d := [...]string{2: "two", 4: "four", "five"}
	println(len(a), len(b), cap(b), len(c), len(d), c[4], d[2], d[5], d[0] == "")

	e := a
	e[0] = 9
	println(a[0], e[0])
	f := modify(a)
	println(a[0], f[0])
	modifyPtr(&a)
	println(a[0])

	println(a == [3]int{100, 2, 3}, a != f, [2]bool{true, false} == [2]bool{true, false})

	var m Matrix
	m[1][2] = 6
	m[0] = [3]int{1, 2, 3}
	n := m
	n[0][0] = -1
	println(m[0][0], n[0][0], m == n, len(m), len(m[0]))

	r1 := Rec{Tags: [2]string{"x", "y"}, Vals: [3]int{1, 2, 3}}
	r2 := r1
	r2.Vals[1] = 20
	println(r1.Vals[1], r2.Vals[1], r1 == r2)
	r2.Vals[1] = 2
	println(r1 == r2)

	var grid [3][3]byte
	for i := range grid {
		for j := range grid[i] {
			grid[i][j] = byte('a' + i*3 + j)
		}
	}
	row := grid[1]
	println(string(row[:]), string(grid[2][:]))

	var zeros [4]float64
	println(zeros[3], zeros == [4]float64{})
	idx := 2
	a[idx] = 33
	a[idx-1]++
	println(a[0], a[1], a[2])
	const size = 4
	var sq [size * size]int
	for i := range sq {
		sq[i] = i * i
	}
	println(len(sq), sq[15])
}
