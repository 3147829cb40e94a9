// Held-out acceptance program: a fixed-capacity ring buffer type with pointer-receiver methods,
// comma-ok results, an overwrite mode, iteration in order, and a moving average built on it.
package main

const capacity = 5

type Ring struct {
	buf       [capacity]int
	head, len int
	overwrite bool
	dropped   int
}

func (r *Ring) Push(v int) bool {
	if r.len == capacity {
		if !r.overwrite {
			return false
		}
		r.buf[r.head] = v
		r.head = (r.head + 1) % capacity
		r.dropped++
		return true
	}
	r.buf[(r.head+r.len)%capacity] = v
	r.len++
	return true
}

func (r *Ring) Pop() (v int, ok bool) {
	if r.len == 0 {
		return
	}
	v, ok = r.buf[r.head], true
	r.buf[r.head] = 0
	r.head = (r.head + 1) % capacity
	r.len--
	return
}

func (r Ring) Peek() (int, bool) {
	if r.len == 0 {
		return -1, false
	}
	return r.buf[r.head], true
}

func (r *Ring) Reset() {
	clear(r.buf[:])
	r.head, r.len = 0, 0
}

func (r Ring) Len() int   { return r.len }
func (r Ring) Full() bool { return r.len == capacity }

// Items copies the contents, oldest first, into dst and returns how many were copied.
func (r *Ring) Items(dst []int) int {
	n := min(len(dst), r.len)
	for i := range n {
		dst[i] = r.buf[(r.head+i)%capacity]
	}
	return n
}

func (r *Ring) Sum() (s int) {
	var tmp [capacity]int
	for _, v := range tmp[:r.Items(tmp[:])] {
		s += v
	}
	return
}

func dump(name string, r *Ring) {
	var items [capacity]int
	n := r.Items(items[:])
	print(name, " len=", r.Len(), " full=", r.Full(), " [")
	for i, v := range items[:n] {
		if i > 0 {
			print(" ")
		}
		print(v)
	}
	println("]")
}

func main() {
	var q Ring
	for i := 1; i <= 7; i++ {
		if !q.Push(i * 10) {
			println("push", i*10, "rejected")
		}
	}
	dump("q", &q)
	for range 2 {
		v, ok := q.Pop()
		println("pop", v, ok)
	}
	q.Push(99)
	dump("q", &q)
	if v, ok := q.Peek(); ok {
		println("peek", v)
	}
	for {
		v, ok := q.Pop()
		if !ok {
			break
		}
		print(v, " ")
	}
	println()
	v, ok := q.Pop()
	p, ok2 := q.Peek()
	println("empty pop:", v, ok, "peek:", p, ok2)

	// Moving average of the last 5 samples with an overwriting ring.
	w := Ring{overwrite: true}
	samples := [...]int{4, 8, 15, 16, 23, 42, 7, 1, 0, 100}
	for i, s := range samples {
		w.Push(s)
		avg10 := w.Sum() * 10 / w.Len()
		println("sample", i, s, "window sum", w.Sum(), "avg", avg10/10, ".", avg10%10)
	}
	dump("w", &w)
	println("dropped", w.dropped, "head", w.head)

	// Copies of a Ring are independent values.
	c := w
	c.Pop()
	println(c.Len(), w.Len(), c == w, c.buf == w.buf)
	pr := &c
	pr.Push(-1)
	println(c.Len(), pr.Full(), (*pr).Sum())

	// Reset empties the ring; shadowed counters stay separate.
	total := 0
	for i := range 3 {
		total := total + i*100 // shadows the outer total
		c.Reset()
		c.Push(total)
		println("pushed", total, "len", c.Len())
	}
	println("outer total", total, "zeroed", c.buf[1] == 0 && c.buf[4] == 0, c.buf[0])
	window := w.buf[1:3:4]
	println(len(window), cap(window), window[0], window[1:cap(window)][1])
}
