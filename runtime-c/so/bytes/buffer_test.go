package bytes_test

import (
	"testing"

	"solod.dev/so/bytes"
	"solod.dev/so/mem"
)

func TestBufferWriteRead(t *testing.T) {
	var b bytes.Buffer
	if b.Len() != 0 || b.String() != "" {
		t.Error("the zero Buffer is not empty")
	}
	n, err := b.WriteString("hello")
	b.WriteByte(',')
	n2, _ := b.WriteRune(' ')
	n3, _ := b.WriteRune('☺')
	n4, _ := b.Write([]byte("wörld"))
	if n != 5 || err != nil || n2 != 1 || n3 != 3 || n4 != 6 {
		t.Errorf("write counts %d %d %d %d", n, n2, n3, n4)
	}
	if b.String() != "hello, ☺wörld" || b.Len() != 16 || string(b.Bytes()) != b.String() {
		t.Errorf("String = %q, Len %d", b.String(), b.Len())
	}
	p := make([]byte, 5)
	n, err = b.Read(p)
	if n != 5 || err != nil || string(p) != "hello" || b.Len() != 11 {
		t.Errorf("Read = %d, %v, %q", n, err, p)
	}
	c, err := b.ReadByte()
	if c != ',' || err != nil {
		t.Errorf("ReadByte = %q, %v", c, err)
	}
	if err := b.UnreadByte(); err != nil {
		t.Error(err)
	}
	b.ReadByte()
	b.ReadByte()
	r, size, err := b.ReadRune()
	if r != '☺' || size != 3 || err != nil {
		t.Errorf("ReadRune = %q, %d, %v", r, size, err)
	}
	if err := b.UnreadRune(); err != nil || b.Len() != 9 {
		t.Errorf("UnreadRune: %v, Len %d", err, b.Len())
	}
	if err := b.UnreadRune(); err == nil || err.Error() != "bytes.Buffer: UnreadRune: previous operation was not a successful ReadRune" {
		t.Errorf("second UnreadRune: %v", err)
	}
	if next := b.Next(4); string(next) != "☺w" {
		t.Errorf("Next(4) = %q", next)
	}
	if peek, err := b.Peek(2); string(peek) != "ö" || err != nil {
		t.Errorf("Peek(2) = %q, %v", peek, err)
	}
	if peek, err := b.Peek(10); string(peek) != "örld" || err == nil || err.Error() != "EOF" {
		t.Errorf("Peek(10) = %q, %v", peek, err)
	}
	rest := make([]byte, 10)
	n, _ = b.Read(rest)
	if string(rest[:n]) != "örld" {
		t.Errorf("the rest = %q", rest[:n])
	}
	if n, err := b.Read(rest); n != 0 || err == nil || err.Error() != "EOF" {
		t.Errorf("Read at the end = %d, %v", n, err)
	}
	if n, err := b.Read(nil); n != 0 || err != nil {
		t.Errorf("Read(nil) at the end = %d, %v", n, err)
	}
	if _, err := b.ReadByte(); err == nil {
		t.Error("ReadByte at the end")
	}
	if _, _, err := b.ReadRune(); err == nil {
		t.Error("ReadRune at the end")
	}
	if err := b.UnreadByte(); err == nil || err.Error() != "bytes.Buffer: UnreadByte: previous operation was not a successful read" {
		t.Errorf("UnreadByte after a failed read: %v", err)
	}
	b.Free()
}

func TestBufferReadBytesString(t *testing.T) {
	b := bytes.NewBufferString(nil, "line one\nline two\nlast")
	line, err := b.ReadBytes('\n')
	if string(line) != "line one\n" || err != nil {
		t.Errorf("ReadBytes = %q, %v", line, err)
	}
	mem.FreeSlice(nil, line)
	s, err := b.ReadString('\n')
	if s != "line two\n" || err != nil {
		t.Errorf("ReadString = %q, %v", s, err)
	}
	mem.FreeString(nil, s)
	s, err = b.ReadString('\n')
	if s != "last" || err == nil || err.Error() != "EOF" {
		t.Errorf("ReadString at the end = %q, %v", s, err)
	}
	mem.FreeString(nil, s)
	s, err = b.ReadString('\n')
	if s != "" || err == nil {
		t.Errorf("ReadString when empty = %q, %v", s, err)
	}
	b.Free()
}

func TestBufferGrowTruncate(t *testing.T) {
	var b bytes.Buffer
	b.Grow(1000)
	if b.Cap() < 1000 || b.Len() != 0 || b.Available() < 1000 {
		t.Errorf("Grow(1000): cap %d len %d", b.Cap(), b.Len())
	}
	for i := 0; i < 100; i++ {
		b.WriteString("0123456789")
	}
	b.Truncate(15)
	if b.String() != "012345678901234" {
		t.Errorf("Truncate(15) = %q", b.String())
	}
	b.Next(5)
	b.Truncate(3)
	if b.String() != "567" {
		t.Errorf("Truncate after Next = %q", b.String())
	}
	b.Truncate(0)
	if b.Len() != 0 {
		t.Error("Truncate(0)")
	}
	ab := b.AvailableBuffer()
	if len(ab) != 0 || cap(ab) != b.Available() {
		t.Error("AvailableBuffer")
	}
	ab = append(ab, "appended"...)
	b.Write(ab)
	if b.String() != "appended" {
		t.Errorf("after AvailableBuffer: %q", b.String())
	}
	b.Reset()
	if b.Len() != 0 || b.Cap() == 0 {
		t.Error("Reset")
	}
	b.Free()
}

func TestBufferLarge(t *testing.T) {
	// Writing and reading in steps, so that the buffer both slides and grows.
	var b bytes.Buffer
	var sum, want int
	chunk := make([]byte, 333)
	for i := range chunk {
		chunk[i] = byte(i)
		want += i % 256
	}
	out := make([]byte, 200)
	for round := 0; round < 300; round++ {
		b.Write(chunk)
		n, _ := b.Read(out)
		for _, c := range out[:n] {
			sum += int(c)
		}
	}
	for b.Len() > 0 {
		n, _ := b.Read(out)
		for _, c := range out[:n] {
			sum += int(c)
		}
	}
	if sum != 300*want {
		t.Errorf("read back %d, want %d", sum, 300*want)
	}
	b.Free()
}

type chunkReader struct {
	data  string
	chunk int
}

func (r *chunkReader) Read(p []byte) (int, error) {
	if len(r.data) == 0 {
		return 0, eof()
	}
	n := copy(p[:min(len(p), r.chunk)], r.data)
	r.data = r.data[n:]
	return n, nil
}

// eof is the end error the package's own readers return.
func eof() error {
	var b bytes.Buffer
	_, err := b.ReadByte()
	return err
}

type failWriter struct{ max int }

func (w *failWriter) Write(p []byte) (int, error) {
	return min(len(p), w.max), nil
}

func TestBufferReadFromWriteTo(t *testing.T) {
	var b bytes.Buffer
	b.WriteString(">")
	n, err := b.ReadFrom(&chunkReader{data: "0123456789abcdefghij", chunk: 3})
	if n != 20 || err != nil || b.String() != ">0123456789abcdefghij" {
		t.Errorf("ReadFrom = %d, %v, %q", n, err, b.String())
	}
	var out bytes.Buffer
	n, err = b.WriteTo(&out)
	if n != 21 || err != nil || out.String() != ">0123456789abcdefghij" || b.Len() != 0 {
		t.Errorf("WriteTo = %d, %v, %q", n, err, out.String())
	}
	out.Reset()
	out.WriteString("abcdef")
	n, err = out.WriteTo(&failWriter{max: 2})
	if n != 2 || err == nil || err.Error() != "short write" || out.String() != "cdef" {
		t.Errorf("short WriteTo = %d, %v, %q", n, err, out.String())
	}
	b.Free()
	out.Free()
}

func TestNewBufferOwnsItsMemory(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	buf := mem.AllocSlice[byte](a, 0, 8)
	b := bytes.NewBuffer(a, buf)
	for i := 0; i < 100; i++ {
		b.WriteString("grow ")
	}
	if b.Len() != 500 {
		t.Errorf("Len = %d", b.Len())
	}
	s, _ := b.ReadString(' ')
	line, _ := b.ReadBytes(' ')
	if s != "grow " || string(line) != "grow " {
		t.Errorf("ReadString %q ReadBytes %q", s, line)
	}
	mem.FreeString(a, s)
	mem.FreeSlice(a, line)
	b.Free()
	c := bytes.NewBufferString(a, "copied")
	if c.String() != "copied" {
		t.Error("NewBufferString")
	}
	c.Free()
	if tr.InUse() != 0 {
		t.Errorf("leak: %d bytes", tr.InUse())
	}
	var arr [16]byte
	fixed := bytes.NewBuffer(mem.NoAlloc, arr[:0])
	fixed.WriteString("fits in sixteen")
	if fixed.String() != "fits in sixteen" || string(arr[:4]) != "fits" {
		t.Errorf("a Buffer over an array: %q", fixed.String())
	}
	fixed.Free()
}
