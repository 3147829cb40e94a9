// Tests labels: labeled break and continue in nested for and range loops, break out of a
// loop from inside a switch, and goto forward and backward (a loop built from goto).
package main

func findPair(xs []int, target int) (int, int) {
	for i := range xs {
		for j := i + 1; j < len(xs); j++ {
			if xs[i]+xs[j] == target {
				return i, j
			}
		}
	}
	return -1, -1
}

func main() {
outer:
	for i := 0; i < 4; i++ {
		for j := 0; j < 4; j++ {
			if j == 2 {
				continue outer
			}
			if i == 3 {
				break outer
			}
			print(i, j, " ")
		}
	}
	println()

	grid := [3][3]int{{1, 2, 3}, {4, -5, 6}, {7, 8, 9}}
	found := false
search:
	for r, row := range grid {
		for c, v := range row {
			if v < 0 {
				println("negative at", r, c)
				found = true
				break search
			}
		}
	}
	println("found:", found)

	sum := 0
rows:
	for _, row := range grid {
		for _, v := range row {
			if v%2 == 0 {
				continue rows
			}
			sum += v
		}
	}
	println("sum of leading odds:", sum)

	n := 0
loop:
	for {
		switch {
		case n >= 3:
			break loop
		default:
			n++
		}
	}
	println("n:", n)

	i := 0
again:
	if i < 5 {
		print(i, " ")
		i++
		goto again
	}
	println()

	x := 10
	if x > 5 {
		goto done
	}
	println("skipped")
done:
	println("done", x)

	a, b := findPair([]int{3, 8, 1, 5}, 6)
	println("pair:", a, b)

	count := 0
L1:
	for i := 0; i < 3; i++ {
	L2:
		for j := 0; j < 3; j++ {
			for k := 0; k < 3; k++ {
				if k == 1 {
					continue L2
				}
				if j == 2 {
					continue L1
				}
				count++
			}
		}
	}
	println("count:", count)
}
