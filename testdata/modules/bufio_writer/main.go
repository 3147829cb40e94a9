// bufio.Writer as Go programs use it: buffered output to os.Stdout that appears at Flush
// (direct writes to os.Stdout in between come first, as in Go), WriteString, WriteByte,
// WriteRune with multi-byte and invalid runes, Available and Buffered, ReadFrom a file, a
// writer to a file, and the sticky error after the file is closed.
package main

import (
	"solod.dev/so/bufio"
	"solod.dev/so/errors"
	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/os"
)

func main() {
	w := bufio.NewWriter(nil, os.Stdout)
	w.WriteString("buffered: hello, ")
	w.WriteRune('世')
	w.WriteRune('界')
	w.WriteRune(-1)
	w.WriteByte('\n')
	println("buffered bytes:", w.Buffered(), "available:", w.Available())
	os.Stdout.WriteString("direct write, before the flush\n")
	if err := w.Flush(); err != nil {
		println(err.Error())
	}
	for i := 0; i < 3; i++ {
		w.WriteString("line ")
		w.WriteByte(byte('0' + i))
		w.WriteByte('\n')
	}
	w.Flush()
	w.Free()

	// A small buffer: a long write goes straight through.
	small := bufio.NewWriterSize(nil, os.Stdout, 8)
	n, err := small.WriteString("a write longer than the eight-byte buffer\n")
	println("wrote", n, err == nil, "buffered", small.Buffered())
	small.WriteString("tail\n")
	small.Flush()
	small.Free()

	// To a file, then ReadFrom the file into standard output.
	f, _ := os.Create("out.txt")
	defer os.Remove("out.txt")
	fw := bufio.NewWriterSize(nil, &f, 32)
	for i := 0; i < 10; i++ {
		fw.WriteString("row ")
		fw.WriteRune(rune('a' + i))
		fw.WriteString(" ✓\n")
	}
	println("flush:", fw.Flush() == nil)
	f.Seek(0, io.SeekStart)
	out := bufio.NewWriter(nil, os.Stdout)
	copied, err := out.ReadFrom(&f)
	out.Flush()
	println("copied", copied, err == nil)
	out.Free()

	// Writes after the file is closed: the error sticks.
	fw.WriteString("lost")
	f.Close()
	err = fw.Flush()
	println("flush to a closed file:", err.Error(), errors.Is(err, os.ErrClosed))
	n, err = fw.WriteString("more")
	println("write after the error:", n, err.Error())
	println("flush again:", fw.Flush() == err)
	fw.Free()

	data, _ := os.ReadFile(nil, "out.txt")
	println("file size:", len(data))
	mem.FreeSlice(nil, data)
}
