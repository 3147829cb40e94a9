// accepted, ASan SEGV: a map literal of l1 is stored by a closure into main's map of maps (dst[1] = v); main reads it after l1 returned and crashes in the map runtime. (xtask gen --lifetime seed 1124, minimised)

package main

func clobber(n int) {
}

func main() {
	st := make(map[int]map[int]int, 4)
	l1(st)
	println("r", len(st[1]), st[1][1], st[1][2])
}

func l1(dst map[int]map[int]int) {
	v := map[int]int{1: 50, 2: 20}
	h1(dst, v)
}

func h1(dst map[int]map[int]int, v map[int]int) {
	st := func(x map[int]int) {
		h2(dst, x)
	}
	st(v)
}

func h2(dst map[int]map[int]int, v map[int]int) {
	dst[1] = v
}
