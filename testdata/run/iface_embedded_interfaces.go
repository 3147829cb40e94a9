// Interfaces embedding interfaces, conversion to a smaller interface, implicit satisfaction.
package main

type Reader interface {
	Read() int
}

type Writer interface {
	Write(v int) bool
}

type ReadWriter interface {
	Reader
	Writer
}

type ReadWriteCloser interface {
	ReadWriter
	Close() string
}

type Pipe struct {
	buf  [8]int
	r, w int
}

func (p *Pipe) Read() int {
	if p.r == p.w {
		return -1
	}
	v := p.buf[p.r%8]
	p.r++
	return v
}

func (p *Pipe) Write(v int) bool {
	if p.w-p.r == 8 {
		return false
	}
	p.buf[p.w%8] = v
	p.w++
	return true
}

func (p *Pipe) Close() string { return "closed" }

func drain(r Reader) int {
	sum := 0
	for {
		v := r.Read()
		if v < 0 {
			return sum
		}
		sum += v
	}
}

func fill(w Writer, n int) int {
	k := 0
	for i := 1; i <= n; i++ {
		if w.Write(i * 10) {
			k++
		}
	}
	return k
}

func main() {
	p := &Pipe{}
	var rwc ReadWriteCloser = p
	var rw ReadWriter = rwc
	println(fill(rw, 12))
	println(drain(rw))
	var r Reader = rwc
	println(r.Read())
	println(fill(rwc, 3), drain(p), rwc.Close())
	var w Writer = rw
	println(w.Write(5), p.Read())
}
