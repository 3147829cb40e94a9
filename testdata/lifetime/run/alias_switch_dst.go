// Attack: a switch picks the store target among a local and the caller's pointer.
// UNSAFE: for mode 2, *out gets &v of pick.
package main

func pick(out **int, mode int) {
	var mine *int
	target := &mine
	switch mode {
	case 1:
		target = &mine
	case 2:
		target = out
	}
	v := 53
	*target = &v
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	var p *int
	pick(&p, 2)
	clobber()
	println(*p)
}
