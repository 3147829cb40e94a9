// so/bytes.Buffer from So: writes of every kind growing through a Tracker, reads (Read,
// ReadByte, ReadRune, Next, Peek, UnreadByte, UnreadRune), ReadString and ReadBytes copies
// owned by the caller, Truncate, ReadFrom a Reader in small chunks (a reader type of the
// program's own), WriteTo another Buffer, a Buffer over a caller's array with mem.NoAlloc,
// the zero Buffer over mem.System, and the Tracker back at zero.
package main

import (
	"solod.dev/so/bytes"
	"solod.dev/so/mem"
)

// trickle hands out at most 3 bytes per Read.
type trickle struct {
	data []byte
	end  error
}

func (t *trickle) Read(p []byte) (int, error) {
	if len(t.data) == 0 {
		return 0, t.end
	}
	n := copy(p[:min(3, len(p))], t.data)
	t.data = t.data[n:]
	return n, nil
}

func main() {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()

	b := bytes.NewBuffer(a, nil)
	for i := 0; i < 50; i++ {
		b.WriteString("row ")
		b.WriteByte(byte('0' + i%10))
		b.WriteRune('→')
		b.Write([]byte("|\n"))
	}
	println("len", b.Len(), "cap >= len", b.Cap() >= b.Len())
	line, err := b.ReadString('\n')
	print("first: ", line)
	println(err == nil)
	mem.FreeString(a, line)
	raw, _ := b.ReadBytes('\n')
	print("second: ", string(raw))
	mem.FreeSlice(a, raw)
	p := make([]byte, 4)
	n, _ := b.Read(p)
	c, _ := b.ReadByte()
	b.UnreadByte()
	c2, _ := b.ReadByte()
	r, size, _ := b.ReadRune()
	b.UnreadRune()
	r2, _, _ := b.ReadRune()
	println(string(p[:n]), c, c2, r, size, r2)
	next := b.Next(3)
	peek, _ := b.Peek(4)
	println(string(next), string(peek))
	b.Truncate(10)
	println("truncated:", b.String())

	var out bytes.Buffer
	src := bytes.NewReader([]byte("streamed through ReadFrom in tiny pieces"))
	n64, err := out.ReadFrom(&src)
	println("readfrom", n64, err == nil, out.String())
	var endErr error
	{
		var empty bytes.Buffer
		_, endErr = empty.ReadByte()
	}
	t := &trickle{data: []byte("abcdefghij"), end: endErr}
	n64, err = out.ReadFrom(t)
	println("trickle", n64, err == nil, out.Len())
	n64, err = out.WriteTo(&b)
	println("writeto", n64, err == nil, out.Len(), b.Len())

	var arr [24]byte
	fixed := bytes.NewBuffer(mem.NoAlloc, arr[:0])
	fixed.WriteString("in the caller's array")
	println(fixed.String(), string(arr[:6]))
	fixed.Free()

	b.Free()
	out.Free()
	println("in use", tr.InUse())
	_, err = b.ReadByte()
	println(err.Error())
}
