// Tests slices: make with length and capacity, slicing arrays and slices, len/cap after
// slicing, aliasing of the backing array, reslicing up to capacity, nil and empty slices,
// slice literals and slices of slices.
package main

func fill(s []int, v int) {
	for i := range s {
		s[i] = v
	}
}

func total(s []int) int {
	t := 0
	for _, v := range s {
		t += v
	}
	return t
}

func main() {
	s := make([]int, 3, 10)
	println(len(s), cap(s), s[0], s[2])
	t := make([]int, 4)
	println(len(t), cap(t))

	arr := [6]int{0, 1, 2, 3, 4, 5}
	a := arr[1:4]
	println(len(a), cap(a), a[0], a[2])
	b := a[1:]
	b[0] = 20
	println(arr[2], a[1], len(b), cap(b))
	c := a[:cap(a)]
	println(len(c), c[4])
	d := arr[:]
	e := arr[3:]
	f := arr[:2]
	println(len(d), len(e), cap(e), len(f), cap(f))
	fill(arr[4:], 9)
	println(arr[3], arr[4], arr[5], total(arr[:]))

	var nilSlice []int
	empty := []int{}
	println(nilSlice == nil, empty == nil, len(nilSlice), cap(nilSlice), len(empty))
	println(len(nilSlice[:]), nilSlice[0:0] == nil)

	lit := []string{"x", "y", "z"}
	println(len(lit), cap(lit), lit[2])
	lit2 := lit[1:2]
	lit2[0] = "Y"
	println(lit[1])

	nested := [][]int{{1}, {2, 3}, {}}
	println(len(nested), len(nested[1]), len(nested[2]), nested[1][1])

	bytes := make([]byte, 5)
	for i := range bytes {
		bytes[i] = 'a' + byte(i)
	}
	println(string(bytes), string(bytes[2:]), string(bytes[:0]))

	i, j := 1, 3
	println(len(s[i:j]), cap(s[i:j]), len(s[j:]), cap(s[:i]))
	idx := []int{5, 6, 7}
	idx[len(idx)-1] += 100
	println(idx[2], total(idx))
	p := &idx
	(*p)[0] = 50
	println(idx[0], len(*p))
}
