// defer in loops defers every iteration; defer in branches defers only when the branch runs;
// returns inside loops and switches run the deferred calls.
package main

func loop(n int) {
	for i := 0; i < n; i++ {
		defer println("loop", i)
	}
	println("loop done")
}

func rangeDefer(xs []string) {
	for i, s := range xs {
		defer println(i, s)
	}
}

func branches(k int) {
	if k > 0 {
		defer println("positive")
	} else {
		defer println("not positive")
	}
	switch k {
	case 1:
		defer println("one")
	case 2:
		defer println("two")
		return
	default:
		defer println("other")
	}
	println("after switch", k)
}

func find(xs []int, want int) int {
	defer println("find returns")
	for i, x := range xs {
		defer println("looked at", x)
		if x == want {
			return i
		}
	}
	return -1
}

func labeled() {
	count := 0
outer:
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			if j == 2 {
				continue outer
			}
			if i == 2 {
				break outer
			}
			count++
			defer println("pair", i, j, count)
		}
	}
}

func main() {
	loop(3)
	rangeDefer([]string{"a", "b"})
	branches(1)
	branches(2)
	branches(-1)
	println(find([]int{4, 5, 6}, 5))
	println(find([]int{4}, 9))
	labeled()
}
