// Tests a sparse Game of Life on a map[[2]int]bool of live cells (array keys) with a
// neighbour-count map[[2]int]int rebuilt with clear each generation, both made with fixed
// capacities large enough for the pattern; prints generation sizes and the bounding box.
package main

type Point [2]int

func step(live map[Point]bool, counts map[Point]int, next map[Point]bool) {
	clear(counts)
	for p := range live {
		for dx := -1; dx <= 1; dx++ {
			for dy := -1; dy <= 1; dy++ {
				if dx != 0 || dy != 0 {
					counts[Point{p[0] + dx, p[1] + dy}]++
				}
			}
		}
	}
	clear(next)
	for p, n := range counts {
		if n == 3 || (n == 2 && live[p]) {
			next[p] = true
		}
	}
}

func bounds(live map[Point]bool) (minX, minY, maxX, maxY int) {
	first := true
	for p := range live {
		if first {
			minX, maxX, minY, maxY = p[0], p[0], p[1], p[1]
			first = false
			continue
		}
		minX, maxX = min(minX, p[0]), max(maxX, p[0])
		minY, maxY = min(minY, p[1]), max(maxY, p[1])
	}
	return
}

func draw(live map[Point]bool) {
	x0, y0, x1, y1 := bounds(live)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if live[Point{x, y}] {
				print("#")
			} else {
				print(".")
			}
		}
		println()
	}
}

func main() {
	a := make(map[Point]bool, 64)
	b := make(map[Point]bool, 64)
	counts := make(map[Point]int, 256)
	// A glider and a blinker far apart.
	for _, p := range []Point{{1, 0}, {2, 1}, {0, 2}, {1, 2}, {2, 2}, {10, 10}, {11, 10}, {12, 10}} {
		a[p] = true
	}
	cur, nxt := a, b
	for gen := 0; gen < 8; gen++ {
		x0, y0, x1, y1 := bounds(cur)
		println("gen", gen, "live", len(cur), "box", x0, y0, x1, y1)
		step(cur, counts, nxt)
		cur, nxt = nxt, cur
	}
	delete(cur, Point{11, 9})
	delete(cur, Point{11, 11})
	delete(cur, Point{10, 10})
	delete(cur, Point{12, 10})
	delete(cur, Point{11, 10})
	draw(cur)
	println(len(cur), len(counts) > 0)
}
