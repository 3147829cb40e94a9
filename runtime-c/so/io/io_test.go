package io_test

import (
	"testing"

	"solod.dev/so/errors"
	"solod.dev/so/io"
	"solod.dev/so/mem"
)

// stepReader returns its data at most step bytes per Read, then EOF (with the last bytes
// when eofWithData is set), and counts the calls.
type stepReader struct {
	data        string
	step        int
	eofWithData bool
	calls       int
}

func (r *stepReader) Read(p []byte) (int, error) {
	r.calls++
	if len(r.data) == 0 {
		return 0, io.EOF
	}
	n := min(r.step, len(p), len(r.data))
	copy(p, r.data[:n])
	r.data = r.data[n:]
	if r.eofWithData && len(r.data) == 0 {
		return n, io.EOF
	}
	return n, nil
}

var errTest = errors.New("test error")

// errReader returns data once, then err.
type errReader struct {
	data string
	err  error
}

func (r *errReader) Read(p []byte) (int, error) {
	if len(r.data) == 0 {
		return 0, r.err
	}
	n := copy(p, r.data)
	r.data = r.data[n:]
	return n, nil
}

// bufWriter keeps what it is given in a fixed array; limit > 0 makes it write short.
type bufWriter struct {
	buf   [128]byte
	n     int
	limit int
	err   error
	calls int
}

func (w *bufWriter) Write(p []byte) (int, error) {
	w.calls++
	if w.err != nil {
		return 0, w.err
	}
	if w.limit > 0 && len(p) > w.limit {
		p = p[:w.limit]
	}
	k := copy(w.buf[w.n:], p)
	w.n += k
	return k, nil
}

func (w *bufWriter) text() string { return string(w.buf[:w.n]) }

// strWriter is a bufWriter with WriteString.
type strWriter struct {
	bufWriter
	strings int
}

func (w *strWriter) WriteString(s string) (int, error) {
	w.strings++
	return w.Write([]byte(s))
}

func errString(err error) string {
	if err == nil {
		return "nil"
	}
	return err.Error()
}

func TestErrorTexts(t *testing.T) {
	cases := []struct {
		err  error
		want string
	}{
		{io.EOF, "EOF"},
		{io.ErrUnexpectedEOF, "unexpected EOF"},
		{io.ErrShortWrite, "short write"},
		{io.ErrShortBuffer, "short buffer"},
		{io.ErrNoProgress, "multiple Read calls return no data or error"},
		{io.ErrClosedPipe, "io: read/write on closed pipe"},
		{io.ErrInvalidWrite, "invalid write result"},
		{io.ErrOffset, "Seek: invalid offset"},
		{io.ErrWhence, "Seek: invalid whence"},
	}
	for _, c := range cases {
		if c.err.Error() != c.want {
			t.Errorf("error text %q, want %q", c.err.Error(), c.want)
		}
	}
	if io.EOF == io.ErrUnexpectedEOF {
		t.Error("EOF == ErrUnexpectedEOF")
	}
}

func TestReadAtLeast(t *testing.T) {
	cases := []struct {
		data    string
		step    int
		bufLen  int
		min     int
		wantN   int
		wantErr error
	}{
		{"hello world", 3, 8, 8, 8, nil},
		{"hello world", 3, 8, 4, 6, nil},
		{"hey", 2, 8, 8, 3, io.ErrUnexpectedEOF},
		{"", 2, 8, 8, 0, io.EOF},
		{"abcdef", 4, 5, 6, 0, io.ErrShortBuffer},
		{"abc", 1, 4, 0, 0, nil},
	}
	for _, c := range cases {
		var buf [16]byte
		r := stepReader{data: c.data, step: c.step}
		n, err := io.ReadAtLeast(&r, buf[:c.bufLen], c.min)
		if n != c.wantN || err != c.wantErr {
			t.Errorf("ReadAtLeast(%q, len %d, min %d) = %d, %s; want %d, %s", c.data, c.bufLen,
				c.min, n, errString(err), c.wantN, errString(c.wantErr))
		}
	}
	// An error after min bytes is dropped; one before is returned with the bytes read.
	var buf [8]byte
	n, err := io.ReadAtLeast(&errReader{"abc", errTest}, buf[:], 2)
	if n != 3 || err != nil {
		t.Errorf("ReadAtLeast past min = %d, %s", n, errString(err))
	}
	n, err = io.ReadAtLeast(&errReader{"abc", errTest}, buf[:], 5)
	if n != 3 || err != errTest {
		t.Errorf("ReadAtLeast with an error = %d, %s", n, errString(err))
	}
}

func TestReadFull(t *testing.T) {
	var buf [5]byte
	r := stepReader{data: "0123456789", step: 2, eofWithData: true}
	n, err := io.ReadFull(&r, buf[:])
	if n != 5 || err != nil || string(buf[:]) != "01234" || r.calls != 3 {
		t.Errorf("ReadFull = %d, %s, %q after %d calls", n, errString(err), string(buf[:n]), r.calls)
	}
	r = stepReader{data: "0123", step: 10, eofWithData: true}
	n, err = io.ReadFull(&r, buf[:])
	if n != 4 || err != io.ErrUnexpectedEOF {
		t.Errorf("ReadFull of a short input = %d, %s", n, errString(err))
	}
}

func TestCopy(t *testing.T) {
	var w bufWriter
	r := stepReader{data: "copy all of this", step: 5}
	n, err := io.Copy(&w, &r)
	if n != 16 || err != nil || w.text() != "copy all of this" {
		t.Errorf("Copy = %d, %s, %q", n, errString(err), w.text())
	}
	w = bufWriter{err: errTest}
	n, err = io.Copy(&w, &stepReader{data: "abc", step: 5})
	if n != 0 || err != errTest {
		t.Errorf("Copy to a failing writer = %d, %s", n, errString(err))
	}
	w = bufWriter{limit: 2}
	n, err = io.Copy(&w, &stepReader{data: "abc", step: 5})
	if n != 2 || err != io.ErrShortWrite {
		t.Errorf("Copy to a short writer = %d, %s", n, errString(err))
	}
	w = bufWriter{}
	n, err = io.Copy(&w, &errReader{"xy", errTest})
	if n != 2 || err != errTest || w.text() != "xy" {
		t.Errorf("Copy from a failing reader = %d, %s", n, errString(err))
	}
}

func TestCopyNAndBuffer(t *testing.T) {
	cases := []struct {
		data    string
		n       int64
		want    string
		wantErr error
	}{
		{"0123456789", 4, "0123", nil},
		{"0123456789", 10, "0123456789", nil},
		{"012", 5, "012", io.EOF},
		{"012", 0, "", nil},
	}
	for _, c := range cases {
		var w bufWriter
		n, err := io.CopyN(&w, &stepReader{data: c.data, step: 3}, c.n)
		if n != int64(len(c.want)) || err != c.wantErr || w.text() != c.want {
			t.Errorf("CopyN(%q, %d) = %d, %s, %q", c.data, c.n, n, errString(err), w.text())
		}
	}
	var small [2]byte
	var w bufWriter
	r := stepReader{data: "abcde", step: 10}
	n, err := io.CopyBuffer(&w, &r, small[:])
	if n != 5 || err != nil || w.text() != "abcde" || w.calls != 3 {
		t.Errorf("CopyBuffer = %d, %s, %q in %d writes", n, errString(err), w.text(), w.calls)
	}
}

func TestWriteString(t *testing.T) {
	var sw strWriter
	n, err := io.WriteString(&sw, "via method")
	if n != 10 || err != nil || sw.strings != 1 || sw.text() != "via method" {
		t.Errorf("WriteString with a StringWriter = %d, %s, %d calls", n, errString(err), sw.strings)
	}
	var w bufWriter
	n, err = io.WriteString(&w, "via Write")
	if n != 9 || err != nil || w.calls != 1 || w.text() != "via Write" {
		t.Errorf("WriteString = %d, %s, %d calls", n, errString(err), w.calls)
	}
}

func TestReadAll(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	var big [2000]byte
	for i := range big {
		big[i] = byte('a' + i%26)
	}
	data, err := io.ReadAll(a, &stepReader{data: string(big[:]), step: 300})
	if err != nil || string(data) != string(big[:]) {
		t.Errorf("ReadAll = %d bytes, %s", len(data), errString(err))
	}
	mem.FreeSlice(a, data)
	data, err = io.ReadAll(a, &errReader{"part", errTest})
	if err != errTest || string(data) != "part" {
		t.Errorf("ReadAll with an error = %q, %s", string(data), errString(err))
	}
	mem.FreeSlice(a, data)
	if tr.InUse() != 0 {
		t.Errorf("ReadAll leaked %d bytes", tr.InUse())
	}
}

func TestLimitedReader(t *testing.T) {
	lr := io.LimitReader(&stepReader{data: "0123456789", step: 4}, 6)
	var buf [8]byte
	n, err := lr.Read(buf[:])
	if n != 4 || err != nil || lr.N != 2 {
		t.Errorf("first Read = %d, %s, N = %d", n, errString(err), lr.N)
	}
	n, err = lr.Read(buf[:])
	if n != 2 || err != nil || lr.N != 0 || string(buf[:n]) != "45" {
		t.Errorf("second Read = %d, %s, N = %d", n, errString(err), lr.N)
	}
	n, err = lr.Read(buf[:])
	if n != 0 || err != io.EOF {
		t.Errorf("Read past the limit = %d, %s", n, errString(err))
	}
}

// stringAt is a ReaderAt over a string.
type stringAt struct{ s string }

func (r stringAt) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(r.s)) {
		return 0, io.EOF
	}
	n := copy(p, r.s[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

func TestSectionReader(t *testing.T) {
	sr := io.NewSectionReader(stringAt{"0123456789"}, 3, 4)
	if sr.Size() != 4 {
		t.Errorf("Size = %d", sr.Size())
	}
	var buf [8]byte
	n, err := sr.Read(buf[:])
	if n != 4 || string(buf[:n]) != "3456" || err != nil {
		t.Errorf("Read = %d, %q, %s", n, string(buf[:n]), errString(err))
	}
	seeks := []struct {
		off     int64
		whence  int
		want    int64
		wantErr error
	}{
		{1, io.SeekStart, 1, nil},
		{1, io.SeekCurrent, 2, nil},
		{-1, io.SeekEnd, 3, nil},
		{-5, io.SeekCurrent, 0, io.ErrOffset},
		{0, 3, 0, io.ErrWhence},
	}
	for _, c := range seeks {
		pos, err := sr.Seek(c.off, c.whence)
		if pos != c.want || err != c.wantErr {
			t.Errorf("Seek(%d, %d) = %d, %s", c.off, c.whence, pos, errString(err))
		}
	}
	n, err = sr.ReadAt(buf[:2], 1)
	if n != 2 || string(buf[:n]) != "45" || err != nil {
		t.Errorf("ReadAt = %d, %q, %s", n, string(buf[:n]), errString(err))
	}
	n, err = sr.ReadAt(buf[:], 2)
	if n != 2 || string(buf[:n]) != "56" || err != io.EOF {
		t.Errorf("ReadAt past the end = %d, %q, %s", n, string(buf[:n]), errString(err))
	}
	o := sr.Outer()
	if o.Off != 3 || o.N != 4 {
		t.Errorf("Outer = %d, %d", o.Off, o.N)
	}
}

func TestMultiReaderWriter(t *testing.T) {
	a := stepReader{data: "ab", step: 5}
	b := stepReader{data: "", step: 5}
	c := stepReader{data: "cd", step: 5}
	rs := []io.Reader{&a, &b, &c}
	mr := io.NewMultiReader(rs...)
	var w bufWriter
	n, err := io.Copy(&w, &mr)
	if n != 4 || err != nil || w.text() != "abcd" {
		t.Errorf("Copy of a MultiReader = %d, %s, %q", n, errString(err), w.text())
	}
	var w1, w2 bufWriter
	var w3 strWriter
	ws := []io.Writer{&w1, &w2, &w3}
	mw := io.NewMultiWriter(ws...)
	k, err := io.WriteString(&mw, "tee")
	if k != 3 || err != nil || w1.text() != "tee" || w2.text() != "tee" || w3.strings != 1 {
		t.Errorf("MultiWriter = %d, %s", k, errString(err))
	}
	short := bufWriter{limit: 1}
	ws2 := []io.Writer{&short}
	mw2 := io.NewMultiWriter(ws2...)
	k, err = mw2.Write([]byte("xyz"))
	if k != 1 || err != io.ErrShortWrite {
		t.Errorf("MultiWriter to a short writer = %d, %s", k, errString(err))
	}
}

func TestDiscardAndNopCloser(t *testing.T) {
	n, err := io.Discard.Write([]byte("gone"))
	if n != 4 || err != nil {
		t.Errorf("Discard.Write = %d, %s", n, errString(err))
	}
	copied, err := io.Copy(io.Discard, &stepReader{data: "0123456789", step: 3})
	if copied != 10 || err != nil {
		t.Errorf("Copy to Discard = %d, %s", copied, errString(err))
	}
	nc := io.NewNopCloser(&stepReader{data: "x", step: 1})
	var rc io.ReadCloser = &nc
	var buf [2]byte
	n, err = rc.Read(buf[:])
	if n != 1 || err != nil || rc.Close() != nil {
		t.Errorf("NopCloser = %d, %s", n, errString(err))
	}
}
