// Tests labels in unusual places: a label before a short variable declaration jumped to from
// below, a label labelling the empty statement at the end of a block, several labels in one
// function, and loops whose counters wrap around their width.
package main

func count() int {
	i := 0
again:
	x := i * 2
	i++
	if i < 4 {
		goto again
	}
	return x
}

func find(xs []int, want int) int {
	idx := -1
	for i, v := range xs {
		if v == want {
			idx = i
			goto done
		}
	}
	println("not found", want)
done:
	return idx
}

func skip(n int) {
	if n > 2 {
		goto end
	}
	println("small", n)
end:
}

func main() {
	println(count())
	println(find([]int{4, 5, 6}, 5), find([]int{1}, 9))
	skip(1)
	skip(5)

	n := 0
	for i := uint8(250); i != 4; i++ {
		n++
	}
	println("uint8 wrap iterations:", n)
	k := 0
	for i := int8(120); i > 0; i += 3 {
		k++
	}
	println("int8 overflow ends loop after:", k)
	var last uint16
	for j := uint16(65530); j >= 65530; j++ {
		last = j
	}
	println("last:", last)
}
