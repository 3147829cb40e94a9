// Tests an index out of range panic inside a ring buffer: the deferred calls of both frames
// run first, then Go's "index out of range [5] with length 5" message, exit status 2.
package main

type Ring struct {
	buf  [5]int
	head int
}

func (r *Ring) Put(v int) {
	defer println("Put deferred", v)
	r.buf[r.head%len(r.buf)] = v
	r.head++
}

func (r *Ring) Raw(i int) int {
	defer println("Raw deferred", i)
	s := r.buf[:]
	return s[i]
}

func main() {
	var r Ring
	for i := 1; i <= 7; i++ {
		r.Put(i * 10)
	}
	defer println("main deferred", r.head)
	sum := 0
	for i := 0; i <= len(r.buf); i++ {
		sum += r.Raw(i)
		println("sum", sum)
	}
}
