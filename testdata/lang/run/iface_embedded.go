// Tests interfaces embedding interfaces (a ReadWriter made of Reader and Writer, overlapping
// embedded method sets), conversion from a larger interface to a smaller one, assertion from a
// smaller interface back to a larger one with comma-ok, and a byte buffer implementing them.
package main

type Reader interface {
	Read(p []byte) int
}

type Writer interface {
	Write(p []byte) int
}

type Closer interface {
	Close() bool
}

type ReadWriter interface {
	Reader
	Writer
}

type ReadWriteCloser interface {
	ReadWriter
	Reader // overlapping embedding is allowed
	Closer
}

type Buffer struct {
	data   [64]byte
	r, w   int
	closed bool
}

func (b *Buffer) Write(p []byte) int {
	n := copy(b.data[b.w:], p)
	b.w += n
	return n
}

func (b *Buffer) Read(p []byte) int {
	n := copy(p, b.data[b.r:b.w])
	b.r += n
	return n
}

func (b *Buffer) Close() bool {
	was := b.closed
	b.closed = true
	return !was
}

// OnlyReader implements Reader alone.
type OnlyReader struct{ left int }

func (o *OnlyReader) Read(p []byte) int {
	n := 0
	for n < len(p) && o.left > 0 {
		p[n] = 'a' + byte(o.left%26)
		n++
		o.left--
	}
	return n
}

func pump(dst Writer, src Reader) int {
	var tmp [5]byte
	total := 0
	for {
		n := src.Read(tmp[:])
		if n == 0 {
			return total
		}
		total += dst.Write(tmp[:n])
	}
}

func classify(r Reader) {
	if rw, ok := r.(ReadWriter); ok {
		println("reader is also a writer:", rw.Write([]byte("!")))
	} else {
		println("reader only")
	}
	if c, ok := r.(Closer); ok {
		println("closer; first close:", c.Close())
	}
	_, full := r.(ReadWriteCloser)
	println("full:", full)
}

func main() {
	var b Buffer
	var rwc ReadWriteCloser = &b
	var rw ReadWriter = rwc // larger to smaller
	var w Writer = rw
	w.Write([]byte("hello, "))
	rw.Write([]byte("world"))
	println(b.w, string(b.data[:b.w]))

	var out Buffer
	n := pump(&out, rw)
	println(n, string(out.data[:out.w]))

	src := OnlyReader{left: 12}
	n = pump(&out, &src)
	println(n, string(out.data[:out.w]))

	classify(&src)
	classify(&out)
	classify(rwc)
	println(rwc.Close())
}
