// Package solod.dev/so/io under solod: ReadFull and ReadAtLeast with their errors, Copy (through
// WriteTo, ReadFrom and the staging buffer, whose size follows a LimitedReader), CopyN,
// CopyBuffer, WriteString with and without StringWriter, ReadAll into an allocator (growing
// past its first block), LimitedReader, SectionReader (Read, Seek, ReadAt, Outer),
// MultiReader (also nested, and its WriteTo), MultiWriter, Discard and NopCloser, and the
// errors' texts.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/io"
	"solod.dev/so/mem"
)

// chunks is a Reader that returns its data at most step bytes per Read and logs each call.
type chunks struct {
	data string
	step int
	log  bool
}

func (c *chunks) Read(p []byte) (int, error) {
	if c.log {
		println("  read", len(p))
	}
	if len(c.data) == 0 {
		return 0, io.EOF
	}
	n := c.step
	if n > len(p) {
		n = len(p)
	}
	if n > len(c.data) {
		n = len(c.data)
	}
	copy(p, c.data[:n])
	c.data = c.data[n:]
	return n, nil
}

// sink is a Writer that keeps what it is given in a fixed buffer, optionally writing short.
type sink struct {
	buf   [256]byte
	n     int
	short bool
	fail  error
}

func (s *sink) Write(p []byte) (int, error) {
	if s.fail != nil {
		return 0, s.fail
	}
	k := copy(s.buf[s.n:], p)
	if s.short && k > 1 {
		k--
	}
	s.n += k
	return k, nil
}

func (s *sink) text() []byte { return s.buf[:s.n] }

// strSink is a sink with WriteString.
type strSink struct {
	sink
	calls int
}

func (s *strSink) WriteString(str string) (int, error) {
	s.calls++
	return s.Write([]byte(str))
}

// fromer is a Writer with ReadFrom.
type fromer struct{ got int64 }

func (f *fromer) Write(p []byte) (int, error) { return len(p), nil }
func (f *fromer) ReadFrom(r io.Reader) (int64, error) {
	var b [16]byte
	for {
		n, err := r.Read(b[:])
		f.got += int64(n)
		if err == io.EOF {
			println("  ReadFrom got", f.got)
			return f.got, nil
		}
		if err != nil {
			return f.got, err
		}
	}
}

// toer is a Reader with WriteTo.
type toer struct{ s string }

func (t *toer) Read(p []byte) (int, error) { return 0, io.EOF }
func (t *toer) WriteTo(w io.Writer) (int64, error) {
	println("  WriteTo")
	n, err := io.WriteString(w, t.s)
	return int64(n), err
}

// at is a ReaderAt over a string.
type at struct{ s string }

func (a at) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(a.s)) {
		return 0, io.EOF
	}
	n := copy(p, a.s[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

var errBoom = errors.New("boom")

// failing returns some bytes, then errBoom.
type failing struct{ done bool }

func (f *failing) Read(p []byte) (int, error) {
	if f.done {
		return 0, errBoom
	}
	f.done = true
	return copy(p, "abc"), nil
}

func errText(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

func main() {
	println("errors:", io.EOF.Error(), "|", io.ErrUnexpectedEOF.Error(), "|", io.ErrShortWrite.Error(), "|",
		io.ErrShortBuffer.Error(), "|", io.ErrNoProgress.Error(), "|", io.ErrClosedPipe.Error())

	// ReadFull / ReadAtLeast.
	var b8 [8]byte
	n, err := io.ReadFull(&chunks{data: "hello world", step: 3}, b8[:])
	println("ReadFull", n, string(b8[:n]), errText(err))
	n, err = io.ReadFull(&chunks{data: "hey", step: 2}, b8[:])
	println("ReadFull short", n, errText(err), err == io.ErrUnexpectedEOF)
	n, err = io.ReadFull(&chunks{data: "", step: 2}, b8[:])
	println("ReadFull empty", n, errText(err), err == io.EOF)
	n, err = io.ReadAtLeast(&chunks{data: "abcdef", step: 4}, b8[:], 10)
	println("ReadAtLeast short buffer", n, errText(err), err == io.ErrShortBuffer)
	n, err = io.ReadAtLeast(&chunks{data: "abcdefghij", step: 3}, b8[:], 4)
	println("ReadAtLeast", n, string(b8[:n]), errText(err))
	n, err = io.ReadAtLeast(&failing{}, b8[:], 5)
	println("ReadAtLeast error", n, errText(err))
	n, err = io.ReadFull(&chunks{data: "xyz", step: 3}, b8[:0])
	println("ReadFull zero", n, errText(err))

	// Copy through the staging buffer, its size from a LimitedReader.
	var s sink
	w, err := io.Copy(&s, &chunks{data: "copy me please", step: 5, log: true})
	println("Copy", w, string(s.text()), errText(err))
	lr := io.LimitReader(&chunks{data: "0123456789", step: 4, log: true}, 6)
	s = sink{}
	w, err = io.Copy(&s, &lr)
	println("Copy limited", w, string(s.text()), errText(err), lr.N)
	lr0 := io.LimitReader(&chunks{data: "0123456789", step: 4, log: true}, 0)
	w, err = io.Copy(&s, &lr0)
	println("Copy limited 0", w, errText(err))

	// Copy through WriteTo and ReadFrom.
	s = sink{}
	w, err = io.Copy(&s, &toer{"via WriteTo"})
	println("Copy WriteTo", w, string(s.text()), errText(err))
	var f fromer
	w, err = io.Copy(&f, &chunks{data: "0123456789abcdefghijklmnopqrstuvwxyz", step: 100})
	println("Copy ReadFrom", w, errText(err))

	// Errors while copying.
	s = sink{fail: errBoom}
	w, err = io.Copy(&s, &chunks{data: "data", step: 4})
	println("Copy write error", w, errText(err))
	s = sink{short: true}
	w, err = io.Copy(&s, &chunks{data: "data", step: 4})
	println("Copy short write", w, errText(err), err == io.ErrShortWrite)
	s = sink{}
	w, err = io.Copy(&s, &failing{})
	println("Copy read error", w, string(s.text()), errText(err))

	// CopyN and CopyBuffer.
	s = sink{}
	w, err = io.CopyN(&s, &chunks{data: "0123456789", step: 3}, 5)
	println("CopyN", w, string(s.text()), errText(err))
	s = sink{}
	w, err = io.CopyN(&s, &chunks{data: "0123", step: 3}, 5)
	println("CopyN short", w, string(s.text()), errText(err), err == io.EOF)
	var small [3]byte
	s = sink{}
	w, err = io.CopyBuffer(&s, &chunks{data: "buffered copy", step: 100, log: true}, small[:])
	println("CopyBuffer", w, string(s.text()), errText(err))

	// WriteString.
	var ss strSink
	n, err = io.WriteString(&ss, "through WriteString")
	println("WriteString", n, errText(err), ss.calls, string(ss.text()))
	s = sink{}
	n, err = io.WriteString(&s, "through Write")
	println("WriteString plain", n, errText(err), string(s.text()))

	// ReadAll into a tracked allocator: the data spans several grown blocks.
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	var big [3000]byte
	for i := range big {
		big[i] = byte('a' + i%26)
	}
	data, err := io.ReadAll(a, &chunks{data: string(big[:]), step: 700})
	println("ReadAll", len(data), string(data[:5]), string(data[2995:]), errText(err), tr.InUse() > 0)
	mem.FreeSlice(a, data)
	data, err = io.ReadAll(a, &failing{})
	println("ReadAll error", len(data), string(data), errText(err))
	mem.FreeSlice(a, data)
	data, err = io.ReadAll(nil, &chunks{data: "", step: 1})
	println("ReadAll empty", len(data), errText(err))
	mem.FreeSlice(nil, data)
	println("ReadAll leaks", tr.InUse())

	// SectionReader.
	sr := io.NewSectionReader(at{"0123456789"}, 2, 5)
	n, err = sr.Read(b8[:])
	println("Section Read", n, string(b8[:n]), errText(err), sr.Size())
	n, err = sr.Read(b8[:])
	println("Section Read end", n, errText(err))
	pos, err := sr.Seek(1, io.SeekStart)
	println("Seek start", pos, errText(err))
	pos, err = sr.Seek(2, io.SeekCurrent)
	println("Seek current", pos, errText(err))
	pos, err = sr.Seek(-1, io.SeekEnd)
	println("Seek end", pos, errText(err))
	pos, err = sr.Seek(-10, io.SeekCurrent)
	println("Seek before", pos, errText(err))
	pos, err = sr.Seek(0, 7)
	println("Seek whence", pos, errText(err))
	n, err = sr.ReadAt(b8[:3], 1)
	println("ReadAt", n, string(b8[:n]), errText(err))
	n, err = sr.ReadAt(b8[:], 3)
	println("ReadAt past", n, string(b8[:n]), errText(err))
	n, err = sr.ReadAt(b8[:], 9)
	println("ReadAt outside", n, errText(err))
	o := sr.Outer()
	println("Outer", o.Off, o.N)

	// MultiReader, nested, read and copied.
	r1 := chunks{data: "ab", step: 10}
	r2 := chunks{data: "", step: 10}
	r3 := chunks{data: "cde", step: 2}
	inner := []io.Reader{&r3}
	innerMr := io.NewMultiReader(inner...)
	readers := []io.Reader{&r1, &r2, &innerMr}
	mr := io.NewMultiReader(readers...)
	for {
		n, err = mr.Read(b8[:])
		println("Multi Read", n, string(b8[:n]), errText(err))
		if err != nil {
			break
		}
	}
	r4 := chunks{data: "xy", step: 1}
	r5 := chunks{data: "z", step: 1}
	mr2 := io.NewMultiReader(&r4, &r5)
	s = sink{}
	w, err = io.Copy(&s, &mr2)
	println("Multi Copy", w, string(s.text()), errText(err))

	// MultiWriter.
	var s1, s2 sink
	var s3 strSink
	ws := []io.Writer{&s1, &s2, &s3}
	mw := io.NewMultiWriter(ws...)
	n, err = mw.Write([]byte("tee "))
	println("MultiWriter", n, errText(err))
	n, err = io.WriteString(&mw, "string")
	println("MultiWriter string", n, errText(err), string(s1.text()), string(s2.text()), string(s3.text()), s3.calls)
	bad := sink{short: true}
	ws2 := []io.Writer{&s1, &bad, &s2}
	mw2 := io.NewMultiWriter(ws2...)
	n, err = mw2.Write([]byte("xyz"))
	println("MultiWriter short", n, errText(err))

	// Discard and NopCloser.
	n, err = io.Discard.Write([]byte("gone"))
	println("Discard", n, errText(err))
	w, err = io.Copy(io.Discard, &chunks{data: "0123456789", step: 3, log: true})
	println("Copy Discard", w, errText(err))
	nc := io.NewNopCloser(&chunks{data: "nop", step: 5})
	var rc io.ReadCloser = &nc
	n, err = rc.Read(b8[:])
	println("NopCloser", n, string(b8[:n]), errText(err), rc.Close() == nil)
}
