// A realistic program: counting N-queens solutions for N = 1..9 by backtracking with
// arrays of booleans passed by pointer, and printing the first solution for N = 6.
package main

type Board struct {
	n     int
	cols  [16]bool
	diag1 [32]bool
	diag2 [32]bool
	pos   [16]int
	found int
	first [16]int
}

func (b *Board) place(row int) {
	if row == b.n {
		if b.found == 0 {
			b.first = b.pos
		}
		b.found++
		return
	}
	for c := 0; c < b.n; c++ {
		d1, d2 := row+c, row-c+b.n
		if b.cols[c] || b.diag1[d1] || b.diag2[d2] {
			continue
		}
		b.cols[c], b.diag1[d1], b.diag2[d2] = true, true, true
		b.pos[row] = c
		b.place(row + 1)
		b.cols[c], b.diag1[d1], b.diag2[d2] = false, false, false
	}
}

func main() {
	for n := 1; n <= 9; n++ {
		b := Board{n: n}
		b.place(0)
		println("n =", n, "solutions:", b.found)
	}
	b := Board{n: 6}
	b.place(0)
	var line [6]byte
	for r := 0; r < 6; r++ {
		for c := range line {
			line[c] = '.'
		}
		line[b.first[r]] = 'Q'
		println(string(line[:]))
	}
}
