// Ioreaders chains io readers and writers: a strings.Reader through io.LimitReader and
// io.NewMultiReader, a counting Writer and a rot13 Reader of its own, io.Copy, io.ReadFull,
// io.ReadAll and io.SectionReader, with the io errors they report.
package main

import (
	"solod.dev/so/bytes"
	"solod.dev/so/errors"
	"solod.dev/so/fmt"
	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/strings"
)

type counter struct {
	bytes, writes int
}

func (c *counter) Write(p []byte) (int, error) {
	c.bytes += len(p)
	c.writes++
	return len(p), nil
}

type rot13 struct{ r io.Reader }

func (r *rot13) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	for i := 0; i < n; i++ {
		c := p[i]
		switch {
		case c >= 'a' && c <= 'z':
			p[i] = 'a' + (c-'a'+13)%26
		case c >= 'A' && c <= 'Z':
			p[i] = 'A' + (c-'A'+13)%26
		}
	}
	return n, err
}

type tinyReader struct {
	data string
	pos  int
}

func (t *tinyReader) Read(p []byte) (int, error) {
	if t.pos >= len(t.data) {
		return 0, io.EOF
	}
	n := copy(p[:min(len(p), 3)], t.data[t.pos:])
	t.pos += n
	return n, nil
}

func main() {
	src := strings.NewReader("Hello, Gophers! Why did the gopher cross the road?")
	var out bytes.Buffer
	defer out.Free()
	lim := io.LimitReader(&src, 15)
	n, err := io.Copy(&out, &lim)
	fmt.Printf("copied %d, err=%v: %q, left in src %d\n", n, err, out.String(), src.Len())

	rest := rot13{&src}
	var c counter
	w := io.NewMultiWriter(&out, &c)
	n, err = io.Copy(&w, &rest)
	fmt.Printf("rot13 copied %d err=%v counter=%+v\n%s\n", n, err, c, out.String())

	a := strings.NewReader("first|")
	b := strings.NewReader("second|")
	t := tinyReader{data: "third, read three bytes at a time"}
	mr := io.NewMultiReader(&a, &b, &t)
	all, err := io.ReadAll(nil, &mr)
	fmt.Printf("ReadAll: %q err=%v\n", all, err)
	mem.FreeSlice(nil, all)

	buf := make([]byte, 8)
	short := strings.NewReader("12345")
	k, err := io.ReadFull(&short, buf)
	fmt.Println(k, err, errors.Is(err, io.ErrUnexpectedEOF))
	k, err = io.ReadFull(&short, buf)
	fmt.Println(k, err == io.EOF)
	t2 := tinyReader{data: "abcdefghij"}
	k, err = io.ReadAtLeast(&t2, buf, 5)
	fmt.Println(k, err, string(buf[:k]))
	_, err = io.ReadAtLeast(&t2, buf[:2], 5)
	fmt.Println(err)

	doc := strings.NewReader("0123456789abcdefghij")
	sec := io.NewSectionReader(&doc, 5, 10)
	part := make([]byte, 4)
	m, err := sec.ReadAt(part, 8)
	fmt.Printf("section size %d, ReadAt(8) = %d %q %v\n", sec.Size(), m, part[:m], err)
	pos, err := sec.Seek(-3, io.SeekEnd)
	m, _ = sec.Read(part)
	fmt.Printf("seek %d %v, read %q\n", pos, err, part[:m])
	_, err = sec.Seek(-100, io.SeekCurrent)
	fmt.Println("bad seek:", err)

	var sink counter
	ws, err := io.WriteString(&sink, "written through io.WriteString")
	xyz := strings.NewReader("xyz")
	cn, err2 := io.CopyN(io.Discard, &xyz, 5)
	fmt.Println(ws, err, sink.writes, cn, err2)
}
