// Tests that range expressions, switch tags and slice expression operands are evaluated exactly
// once, that slices of slices built with make in a loop stay valid for the whole function, and
// that methods can be called on addressable slice and array elements.
package main

var calls int

type Acc struct{ n int }

func (a *Acc) Add(v int) { a.n += v }
func (a Acc) Get() int   { return a.n }

func data(buf []int) []int {
	calls++
	return buf
}

func limit() int {
	calls++
	return 3
}

func main() {
	buf := []int{5, 6, 7}
	total := 0
	for _, v := range data(buf) {
		total += v
	}
	for i := range limit() {
		total += i
	}
	println("total:", total, "calls:", calls)

	calls = 0
	switch limit() {
	case 1, 2:
		println("never")
	case 3:
		println("three, calls:", calls)
	}

	calls = 0
	part := data(buf)[1:limit()]
	println(len(part), part[0], "calls:", calls)

	grid := make([][]int, 4)
	for r := range grid {
		grid[r] = make([]int, r+1)
		for c := range grid[r] {
			grid[r][c] = r * c
		}
	}
	sum := 0
	for _, row := range grid {
		for _, v := range row {
			sum += v
		}
	}
	println("jagged:", len(grid[3]), grid[3][2], sum)

	accs := make([]Acc, 3)
	for i := range accs {
		accs[i].Add(i * 10)
		accs[i].Add(1)
	}
	var arr [2]Acc
	arr[1].Add(5)
	p := &accs[2]
	p.Add(100)
	println(accs[0].Get(), accs[1].Get(), accs[2].Get(), arr[1].Get(), arr[0].Get())
}
