// A realistic program: Conway's Game of Life on a small toroidal grid held in arrays. A glider
// crosses the wrapping edges and returns to its start after 4*lcm(W, H) generations; a blinker
// in a separate run oscillates with period 2.
package main

const W, H = 12, 8

type Grid [H][W]bool

func (g *Grid) neighbors(r, c int) int {
	n := 0
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if dr == 0 && dc == 0 {
				continue
			}
			rr := (r + dr + H) % H
			cc := (c + dc + W) % W
			if g[rr][cc] {
				n++
			}
		}
	}
	return n
}

func step(cur *Grid, next *Grid) {
	for r := 0; r < H; r++ {
		for c := 0; c < W; c++ {
			n := cur.neighbors(r, c)
			next[r][c] = n == 3 || n == 2 && cur[r][c]
		}
	}
}

func show(g *Grid, gen int) {
	println("generation", gen)
	var row [W]byte
	for r := range g {
		for c, alive := range g[r] {
			if alive {
				row[c] = '#'
			} else {
				row[c] = '.'
			}
		}
		println(string(row[:]))
	}
}

func population(g Grid) int {
	n := 0
	for _, row := range g {
		for _, v := range row {
			if v {
				n++
			}
		}
	}
	return n
}

func main() {
	var a, b Grid
	a[0][1] = true
	a[1][2] = true
	a[2][0], a[2][1], a[2][2] = true, true, true
	start := a
	show(&a, 0)
	cur, next := &a, &b
	for gen := 1; gen <= 4; gen++ {
		step(cur, next)
		cur, next = next, cur
	}
	show(cur, 4)
	for gen := 5; gen <= 96; gen++ {
		step(cur, next)
		cur, next = next, cur
		if *cur == start {
			println("back to the start at generation", gen)
		}
	}
	println("population:", population(*cur))

	var blink, tmp Grid
	blink[4][5], blink[4][6], blink[4][7] = true, true, true
	step(&blink, &tmp)
	show(&tmp, 1)
	println("vertical:", tmp[3][6] && tmp[4][6] && tmp[5][6], "population:", population(tmp))
	var again Grid
	step(&tmp, &again)
	println("period 2:", again == blink, "differs at 1:", tmp != blink)
}
