// bufio.Reader over an os.File as Go programs use it: ReadString and ReadBytes line by line
// (the memory from the Reader's allocator, freed by the program), ReadLine with lines longer
// than the buffer, Peek, Discard, ReadRune and UnreadRune, ReadByte and UnreadByte, Buffered,
// and the errors at the end (io.EOF, ErrBufferFull, ErrNegativeCount, the Unread errors).
package main

import (
	"solod.dev/so/bufio"
	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/os"
)

func main() {
	text := "name: gopher\nlanguage: Gö\r\n" +
		"a line that is much longer than the sixteen bytes of the buffer\n" +
		"last line without end"
	if err := os.WriteFile("data.txt", []byte(text), 0o644); err != nil {
		println(err.Error())
		return
	}
	defer os.Remove("data.txt")
	f, _ := os.Open("data.txt")
	defer f.Close()

	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	r := bufio.NewReaderSize(a, &f, 16)
	println("size:", r.Size())
	for {
		line, err := r.ReadString('\n')
		print("readstring: ", len(line), " [", line, "]\n")
		mem.FreeString(a, line)
		if err != nil {
			println("  end:", err == io.EOF, err.Error())
			break
		}
	}

	f.Seek(0, io.SeekStart)
	r.Reset(&f)
	for {
		line, isPrefix, err := r.ReadLine()
		if err != nil {
			println("readline end:", err.Error())
			break
		}
		println("readline:", string(line), isPrefix)
	}

	f.Seek(0, io.SeekStart)
	r.Reset(&f)
	p, err := r.Peek(4)
	println("peek 4:", string(p), err == nil, "buffered:", r.Buffered())
	_, err = r.Peek(17)
	println("peek 17:", err.Error())
	_, err = r.Peek(-1)
	println("peek -1:", err.Error())
	println("unreadbyte after peek:", r.UnreadByte().Error())
	n, err := r.Discard(6)
	println("discard 6:", n, err == nil)
	b, _ := r.ReadByte()
	println("readbyte:", string(rune(b)))
	println("unreadbyte:", r.UnreadByte() == nil)
	word, _ := r.ReadBytes(' ')
	println("readbytes:", string(word))
	mem.FreeSlice(a, word)
	r.Discard(10)
	for i := 0; i < 3; i++ {
		c, size, err := r.ReadRune()
		println("readrune:", string(c), c, size, err == nil)
	}
	println("unreadrune:", r.UnreadRune() == nil, "again:", r.UnreadRune().Error())
	c, size, _ := r.ReadRune()
	println("readrune again:", string(c), size)

	// Read: what the buffer holds, then big reads straight into p.
	var big [64]byte
	n, err = r.Read(big[:])
	println("read:", n, err == nil)
	n, err = r.Read(big[:])
	println("read:", n, err == nil, string(big[:n]))
	rest, err := r.ReadString(0)
	println("rest:", len(rest), err == io.EOF)
	mem.FreeString(a, rest)
	n, err = r.Read(big[:])
	println("read at the end:", n, err == io.EOF)
	r.Free()
	println("memory in use:", tr.InUse(), "allocations:", tr.Allocs() > 0)
}
