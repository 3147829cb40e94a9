// Held-out acceptance program: Conway's Game of Life on a small torus held in fixed arrays,
// double-buffered through pointers, with a glider, a blinker and population/period detection.
package main

const (
	W = 10
	H = 8
)

type Grid [H][W]bool

func (g *Grid) Set(cells ...[2]int) {
	for _, c := range cells {
		g[c[0]][c[1]] = true
	}
}

func (g *Grid) Neighbors(r, c int) (n int) {
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if dr == 0 && dc == 0 {
				continue
			}
			rr, cc := (r+dr+H)%H, (c+dc+W)%W
			if g[rr][cc] {
				n++
			}
		}
	}
	return
}

func step(cur, next *Grid) {
	for r := range H {
		for c := range W {
			n := cur.Neighbors(r, c)
			alive := cur[r][c]
			switch {
			case alive && (n == 2 || n == 3):
				next[r][c] = true
			case !alive && n == 3:
				next[r][c] = true
			default:
				next[r][c] = false
			}
		}
	}
}

func (g *Grid) Population() int {
	count := 0
	for _, row := range g {
		for _, cell := range row {
			if cell {
				count++
			}
		}
	}
	return count
}

func (g *Grid) Show() {
	var line [W]byte
	for _, row := range g {
		for c, alive := range row {
			line[c] = '.'
			if alive {
				line[c] = '#'
			}
		}
		println(string(line[:]))
	}
}

func main() {
	var a, b Grid
	a.Set([2]int{0, 1}, [2]int{1, 2}, [2]int{2, 0}, [2]int{2, 1}, [2]int{2, 2}) // glider
	start := a

	cur, next := &a, &b
	returned := -1
	for gen := 0; gen <= 200; gen++ {
		if gen <= 4 || gen == 37 {
			println("generation", gen, "population", cur.Population())
			cur.Show()
		}
		if gen > 0 && *cur == start {
			returned = gen
			break
		}
		step(cur, next)
		cur, next = next, cur
	}
	println("glider back at its start after", returned, "generations")

	// The glider meets a blinker and the collision burns out.
	var c, d Grid
	c.Set([2]int{0, 1}, [2]int{1, 2}, [2]int{2, 0}, [2]int{2, 1}, [2]int{2, 2})
	c.Set([2]int{5, 6}, [2]int{5, 7}, [2]int{5, 8})
	for gen := 1; gen <= 30; gen++ {
		step(&c, &d)
		c = d
		if gen%6 == 0 {
			print(c.Population(), " ")
		}
	}
	println()
	c.Show()

	// A lone blinker has period 2; find it by comparing whole grids.
	var blink Grid
	blink.Set([2]int{3, 3}, [2]int{3, 4}, [2]int{3, 5})
	first := blink
	var tmp Grid
	period := 0
	for i := 1; i <= 5; i++ {
		step(&blink, &tmp)
		blink = tmp
		if blink == first {
			period = i
			break
		}
	}
	println("blinker period:", period)
	println("start grid kept:", start == a, start.Population())
}
