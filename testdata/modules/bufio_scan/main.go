// bufio.Scanner as Go programs use it: lines of a file (with "\r\n" ends and a last line
// without one), words and runes of a reader of the program's own, a split function of the
// program's own (comma-separated fields, ErrFinalToken), a caller's buffer with a maximum
// token size (ErrTooLong), a read error, and standard input (empty here).
package main

import (
	"solod.dev/so/bufio"
	"solod.dev/so/errors"
	"solod.dev/so/io"
	"solod.dev/so/os"
)

// trickle is a reader of a string that gives at most 3 bytes per Read, then err.
type trickle struct {
	s   string
	err error
}

func (t *trickle) Read(p []byte) (int, error) {
	if len(t.s) == 0 {
		if t.err != nil {
			return 0, t.err
		}
		return 0, io.EOF
	}
	n := copy(p[:min(len(p), 3)], t.s)
	t.s = t.s[n:]
	return n, nil
}

var errDisk = errors.New("disk on fire")

// commas splits at commas and stops at a '.', which ends the last field.
func commas(data []byte, atEOF bool) (int, []byte, error) {
	for i, c := range data {
		if c == ',' {
			return i + 1, data[:i], nil
		}
		if c == '.' {
			return i + 1, data[:i], bufio.ErrFinalToken
		}
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}

func main() {
	os.WriteFile("poem.txt", []byte("Roses are red,\r\nViolets are blue,\n\n  Sugar is sweet\nAnd so are you."), 0o644)
	defer os.Remove("poem.txt")
	f, err := os.Open("poem.txt")
	if err != nil {
		println(err.Error())
		return
	}
	sc := bufio.NewScanner(nil, &f)
	n := 0
	for sc.Scan() {
		n++
		println(n, "["+sc.Text()+"]", len(sc.Bytes()))
	}
	println("err:", sc.Err() == nil, "scan again:", sc.Scan())
	sc.Free()
	f.Close()

	words := trickle{s: "  the quick\tbrown\u00a0fox\n jumps  over\u2003the lazy dog  "}
	ws := bufio.NewScanner(nil, &words)
	ws.Split(bufio.ScanWords)
	count := 0
	for ws.Scan() {
		count++
		print(ws.Text(), "|")
	}
	println()
	println("words:", count)
	ws.Free()

	runes := trickle{s: "aé€𝄞\xffz"}
	rs := bufio.NewScanner(nil, &runes)
	rs.Split(bufio.ScanRunes)
	for rs.Scan() {
		t := rs.Text()
		println("rune", t, len(t), []rune(t)[0])
	}
	rs.Free()

	fields := trickle{s: "alpha,beta,,gamma.delta,epsilon"}
	fs := bufio.NewScanner(nil, &fields)
	fs.Split(commas)
	for fs.Scan() {
		println("field [" + fs.Text() + "]")
	}
	println("after the final token:", fs.Err() == nil)
	fs.Free()

	var buf [16]byte
	long := trickle{s: "short\nthis line is far too long for the buffer\nnever read\n"}
	ls := bufio.NewScanner(nil, &long)
	ls.Buffer(buf[:0], len(buf))
	for ls.Scan() {
		println("line:", ls.Text())
	}
	println("error:", ls.Err().Error(), ls.Err() == bufio.ErrTooLong)
	ls.Free()

	broken := trickle{s: "one\ntwo\nthr", err: errDisk}
	bs := bufio.NewScanner(nil, &broken)
	for bs.Scan() {
		println("got:", bs.Text())
	}
	println("error:", bs.Err().Error(), errors.Is(bs.Err(), errDisk))
	bs.Free()

	in := bufio.NewScanner(nil, os.Stdin)
	lines := 0
	for in.Scan() {
		lines++
	}
	println("stdin lines:", lines, in.Err() == nil)
	in.Free()
}
