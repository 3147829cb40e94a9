// Bytesbuf builds an HTTP-like response in a bytes.Buffer with Write, WriteString, WriteByte,
// WriteRune and fmt.Fprintf, then reads it back line by line and byte by byte.
package main

import (
	"solod.dev/so/bytes"
	"solod.dev/so/fmt"
	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/strings"
)

type header struct{ key, value string }

func main() {
	var buf bytes.Buffer
	defer buf.Free()

	body := "<h1>Hello, 世界</h1>\n"
	headers := []header{{"Content-Type", "text/html; charset=utf-8"}, {"Server", "so/1.0"}, {"X-Count", "3"}}
	fmt.Fprintf(&buf, "HTTP/1.1 %d %s\r\n", 200, "OK")
	for _, h := range headers {
		buf.WriteString(h.key)
		buf.WriteString(": ")
		buf.WriteString(h.value)
		buf.Write([]byte("\r\n"))
	}
	fmt.Fprintf(&buf, "Content-Length: %d\r\n", len(body))
	buf.WriteString("\r\n")
	buf.WriteString(body)
	buf.WriteRune('→')
	buf.WriteByte('\n')
	fmt.Printf("buffer holds %d bytes\n", buf.Len())
	fmt.Printf("%q\n", buf.String())

	// Read the status line and headers back.
	lines := 0
	for {
		line, err := buf.ReadString('\n')
		if err != nil {
			fmt.Printf("unexpected: %v\n", err)
			break
		}
		trimmed := strings.TrimRight(line, "\r\n")
		lines++
		if trimmed == "" {
			mem.FreeString(nil, line)
			break
		}
		if k, v, ok := strings.Cut(trimmed, ": "); ok {
			fmt.Printf("header %-14s = %s\n", k, v)
		} else {
			fmt.Printf("status %s\n", trimmed)
		}
		mem.FreeString(nil, line)
	}
	fmt.Printf("%d lines read, %d bytes left\n", lines, buf.Len())

	// Peek, then consume runes.
	p, _ := buf.Peek(4)
	fmt.Printf("peek %q\n", p)
	runes := 0
	for {
		r, size, err := buf.ReadRune()
		if err == io.EOF {
			break
		}
		if size > 1 {
			fmt.Printf("rune %c (%d bytes)\n", r, size)
		}
		runes++
	}
	fmt.Printf("%d runes, empty=%t, UnreadRune=%v\n", runes, buf.Len() == 0, buf.UnreadRune())
	_, err := buf.ReadByte()
	fmt.Println("ReadByte at end:", err)

	// Reuse the buffer: Truncate, Next and a second buffer over a fixed array.
	buf.Reset()
	buf.WriteString("abcdefghij")
	buf.Truncate(6)
	fmt.Printf("%s %s %d\n", buf.Next(2), buf.Bytes(), buf.Len())

	var arr [16]byte
	fixed := bytes.NewBuffer(mem.NoAlloc, arr[:0])
	n, err := fixed.WriteString("0123456789")
	fmt.Println(n, err, fixed.String())
	fmt.Println(fixed.Available(), fixed.Cap(), "bytes of room left in the array")

	var out bytes.Buffer
	src := strings.NewReader("copied through io.Copy")
	copied, err := io.Copy(&out, &src)
	fmt.Println(copied, err, out.String(), bytes.Equal(out.Bytes(), []byte("copied through io.Copy")))
	out.Free()
}
