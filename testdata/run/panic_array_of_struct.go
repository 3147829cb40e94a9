// Tests a run-time panic inside a loop over a nested array: the out-of-range access on the
// inner array is reported with the inner length.
package main

type Row struct {
	Cells [3]int
}

func main() {
	var rows [2]Row
	for r := range rows {
		for c := 0; c <= 3; c++ {
			rows[r].Cells[c] = r*10 + c
			println("set", r, c)
		}
	}
}
