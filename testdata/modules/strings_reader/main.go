// so/strings.Reader from So: Read in chunks until the end (the end's error text), ReadByte and
// UnreadByte, ReadRune and UnreadRune over multi-byte and invalid UTF-8, Seek from the start,
// the current position and the end, ReadAt, Len, Size and Reset; and a Reader passed by
// pointer to a function taking a reader interface.
package main

import "solod.dev/so/strings"

type byteReader interface {
	ReadByte() (byte, error)
}

func countBytes(r byteReader) int {
	n := 0
	for {
		if _, err := r.ReadByte(); err != nil {
			return n
		}
		n++
	}
}

func main() {
	r := strings.NewReader("Hello, 世界!\xff")
	println(r.Len(), r.Size())
	buf := make([]byte, 5)
	for {
		n, err := r.Read(buf)
		if err != nil {
			println("read end:", n, err.Error())
			break
		}
		println("read", n, string(buf[:n]))
	}
	r.Seek(7, 0)
	for {
		ch, size, err := r.ReadRune()
		if err != nil {
			println("runes end:", err.Error())
			break
		}
		println("rune", ch, size)
	}
	println(r.UnreadRune() != nil, r.UnreadByte() == nil)
	b, _ := r.ReadByte()
	println("byte", b)
	pos, _ := r.Seek(-4, 2)
	ch, _, _ := r.ReadRune()
	println("from end", pos, ch)
	pos, _ = r.Seek(-3, 1)
	println("back", pos, r.Len())
	_, err := r.Seek(0, 7)
	println(err.Error())
	at := make([]byte, 4)
	n, err := r.ReadAt(at, 2)
	println("at", n, string(at), err == nil)
	n, err = r.ReadAt(at, 12)
	println("at end", n, err.Error())
	r.Seek(7, 0)
	var sb strings.Builder
	n64, err := r.WriteTo(&sb)
	println("write to", n64, err == nil, sb.String(), r.Len())
	sb.Free()
	r.Reset("again")
	println(countBytes(&r), r.Len())
	var zero strings.Reader
	_, err = zero.ReadByte()
	println(zero.Len(), err.Error())
}
