// accepted, ASan stack-use-after-return: arr[:3] of l3's local array is stored by _ = append(dst[:1], v) within the capacity of main's slice; main reads it after l3 returned. (xtask gen --lifetime seed 1349, minimised)

package main

func clobber(n int) {
}

func main() {
	var sa [2][]int
	st := sa[:]
	l1(st)
	clobber(3)
	if len(st[1]) > 0 {
		println("r", len(st[1]), st[1][0], st[1][len(st[1])-1])
	}
}

func l1(dst [][]int) {
	l2(dst)
}

func l2(dst [][]int) {
	l3(dst)
}

func l3(dst [][]int) {
	arr := [4]int{50, 2, 3, 4}
	v := arr[:3]
	h1(dst, v)
}

func h1(dst [][]int, v []int) {
	h2(dst, v)
}

func h2(dst [][]int, v []int) {
	_ = append(dst[:1], v)
}
