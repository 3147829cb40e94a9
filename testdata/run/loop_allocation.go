// Regression: allocation in a loop whose value does not outlive the iteration reuses the
// iteration's memory (it once took new stack every iteration and overflowed after ~100k).
package main

type node struct {
	v    int
	next *node
}

func sum(p *[100]byte) int {
	t := 0
	for _, b := range p {
		t += int(b)
	}
	return t
}

func main() {
	total := 0
	for i := 0; i < 200000; i++ {
		x := new([100]byte)
		x[i%100] = byte(i)
		total += sum(x)
	}
	println("new:", total)
	count := 0
	for i := 0; i < 200000; i++ {
		n := &node{v: i}
		m := &node{v: 1, next: n}
		count += m.next.v % 3
		s := []int{i, i + 1, i + 2}
		buf := make([]int, 16)
		buf[i%16] = s[2]
		count += buf[i%16] - s[1]
		var v [64]int
		p := &v
		p[i%64] = 1
		count += v[i%64]
	}
	println("loop:", count)
	// A pointer kept across iterations still gets its own memory each time.
	var keep []*node
	for i := 0; i < 3; i++ {
		n := &node{v: i * 10}
		keep = append(make([]*node, 0, 3), keep...)
		keep = append(keep, n)
	}
	println(len(keep), keep[0].v, keep[1].v, keep[2].v)
}
