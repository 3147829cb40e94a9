package bufio_test

import (
	"testing"

	"solod.dev/so/bufio"
	"solod.dev/so/errors"
	"solod.dev/so/io"
	"solod.dev/so/mem"
)

// The expected values of these tests are what Go's bufio gives for the same calls on the same
// readers and writers.

var errBoom = errors.New("boom")

// chunkReader gives data in reads of at most size bytes, then end (io.EOF when nil) forever.
// With eofWithData it returns end together with the last bytes.
type chunkReader struct {
	data        []byte
	size        int
	end         error
	eofWithData bool
	calls       int
}

func (r *chunkReader) Read(p []byte) (int, error) {
	r.calls++
	end := r.end
	if end == nil {
		end = io.EOF
	}
	if len(r.data) == 0 {
		return 0, end
	}
	n := len(p)
	if n > r.size {
		n = r.size
	}
	if n > len(r.data) {
		n = len(r.data)
	}
	copy(p, r.data[:n])
	r.data = r.data[n:]
	if r.eofWithData && len(r.data) == 0 {
		return n, end
	}
	return n, nil
}

// emptyReader returns 0, nil forever.
type emptyReader struct{ calls int }

func (r *emptyReader) Read(p []byte) (int, error) {
	r.calls++
	return 0, nil
}

// recordWriter keeps what is written (up to limit bytes in total when limit > 0, then it
// fails with errBoom) and the size of every Write.
type recordWriter struct {
	out   [1 << 14]byte
	n     int
	sizes [256]int
	calls int
	limit int
}

func (w *recordWriter) Write(p []byte) (int, error) {
	if w.calls < len(w.sizes) {
		w.sizes[w.calls] = len(p)
	}
	w.calls++
	k := len(p)
	var err error
	if w.limit > 0 && w.n+k > w.limit {
		k = w.limit - w.n
		err = errBoom
	}
	copy(w.out[w.n:], p[:k])
	w.n += k
	return k, err
}

func (w *recordWriter) String() string { return string(w.out[:w.n]) }

func (w *recordWriter) Sizes() []int {
	if w.calls > len(w.sizes) {
		return w.sizes[:]
	}
	return w.sizes[:w.calls]
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func errText(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

const lines = "first line\nsecond\r\n\nthe fourth and longest line of all\nno end"

func TestReaderSizes(t *testing.T) {
	cr := chunkReader{data: []byte("x"), size: 1}
	for _, c := range []struct{ ask, want int }{{-1, 16}, {0, 16}, {16, 16}, {17, 17}, {4096, 4096}} {
		r := bufio.NewReaderSize(nil, &cr, c.ask)
		if r.Size() != c.want {
			t.Errorf("NewReaderSize(%d).Size() = %d, want %d", c.ask, r.Size(), c.want)
		}
		r.Free()
	}
	r := bufio.NewReader(nil, &cr)
	if r.Size() != bufio.DefaultBufSize || bufio.DefaultBufSize != 4096 {
		t.Errorf("NewReader: Size %d", r.Size())
	}
	r.Free()
	var zero bufio.Reader
	zero.Reset(&cr)
	if zero.Size() != 4096 {
		t.Errorf("a zero Reader after Reset: Size %d", zero.Size())
	}
	if c, err := zero.ReadByte(); c != 'x' || err != nil {
		t.Errorf("a zero Reader after Reset: ReadByte = %c, %v", c, err)
	}
	zero.Reset(&zero)
	zero.Free()
}

func TestReadByteAndUnread(t *testing.T) {
	cr := chunkReader{data: []byte("abc"), size: 2}
	r := bufio.NewReaderSize(nil, &cr, 16)
	defer r.Free()
	if err := r.UnreadByte(); err != bufio.ErrInvalidUnreadByte {
		t.Errorf("UnreadByte before reading: %v", err)
	}
	got := ""
	for {
		c, err := r.ReadByte()
		if err != nil {
			if err != io.EOF {
				t.Errorf("ReadByte: %v", err)
			}
			break
		}
		got += string(rune(c))
	}
	if got != "abc" || cr.calls != 3 {
		t.Errorf("ReadByte read %q in %d reads, want \"abc\" in 3", got, cr.calls)
	}
	if err := r.UnreadByte(); err != nil {
		t.Errorf("UnreadByte after the end: %v", err)
	}
	if c, err := r.ReadByte(); c != 'c' || err != nil {
		t.Errorf("ReadByte after UnreadByte = %c, %v", c, err)
	}
	if err := r.UnreadRune(); err != bufio.ErrInvalidUnreadRune {
		t.Errorf("UnreadRune after ReadByte: %v", err)
	}
	if _, err := r.ReadByte(); err != io.EOF {
		t.Errorf("ReadByte at the end: %v", err)
	}
}

func TestReadRune(t *testing.T) {
	// Runes split across reads, an invalid byte, a truncated rune at the end.
	cr := chunkReader{data: []byte("aé€\xff𝄞z\xe2\x82"), size: 1}
	r := bufio.NewReaderSize(nil, &cr, 16)
	defer r.Free()
	for _, want := range []struct {
		r    rune
		size int
	}{{'a', 1}, {'é', 2}, {'€', 3}, {0xfffd, 1}, {'𝄞', 4}, {'z', 1}, {0xfffd, 1}, {0xfffd, 1}} {
		rr, size, err := r.ReadRune()
		if rr != want.r || size != want.size || err != nil {
			t.Errorf("ReadRune = %c %d %v, want %c %d", rr, size, err, want.r, want.size)
		}
	}
	if _, _, err := r.ReadRune(); err != io.EOF {
		t.Errorf("ReadRune at the end: %v", err)
	}
	cr = chunkReader{data: []byte("€x"), size: 8}
	r.Reset(&cr)
	r.ReadRune()
	if err := r.UnreadRune(); err != nil {
		t.Errorf("UnreadRune: %v", err)
	}
	if err := r.UnreadRune(); err != bufio.ErrInvalidUnreadRune {
		t.Errorf("UnreadRune twice: %v", err)
	}
	if rr, size, _ := r.ReadRune(); rr != '€' || size != 3 {
		t.Errorf("ReadRune after UnreadRune = %c %d", rr, size)
	}
	if err := r.UnreadByte(); err != nil {
		t.Errorf("UnreadByte after ReadRune: %v", err)
	}
	if c, _ := r.ReadByte(); c != 0xac {
		t.Errorf("the byte given back: %x", c)
	}
}

func TestReadSizes(t *testing.T) {
	data := make([]byte, 100)
	for i := range data {
		data[i] = byte(i)
	}
	cr := chunkReader{data: data, size: 30}
	r := bufio.NewReaderSize(nil, &cr, 16)
	defer r.Free()
	var p [40]byte
	type step struct {
		ask, n, calls int
		err           error
	}
	for i, s := range []step{
		{0, 0, 0, nil},   // nothing asked: no read
		{5, 5, 1, nil},   // one read of 16 bytes into the buffer
		{40, 11, 1, nil}, // the rest of the buffer
		{16, 16, 2, nil}, // an empty buffer and a large p: straight into p
		{40, 30, 3, nil},
		{3, 3, 4, nil},
		{40, 13, 4, nil},
		{40, 22, 5, nil},
		{40, 0, 6, io.EOF},
		{0, 0, 6, nil},
	} {
		n, err := r.Read(p[:s.ask])
		if n != s.n || err != s.err || cr.calls != s.calls {
			t.Errorf("step %d: Read(%d) = %d, %v after %d reads; want %d, %v after %d", i, s.ask, n, err,
				cr.calls, s.n, s.err, s.calls)
		}
	}
}

func TestPeekDiscard(t *testing.T) {
	cr := chunkReader{data: []byte("0123456789abcdefghij"), size: 7}
	r := bufio.NewReaderSize(nil, &cr, 16)
	defer r.Free()
	if _, err := r.Peek(-1); err != bufio.ErrNegativeCount {
		t.Errorf("Peek(-1): %v", err)
	}
	if p, err := r.Peek(10); string(p) != "0123456789" || err != nil || r.Buffered() != 14 {
		t.Errorf("Peek(10) = %q, %v, Buffered %d", string(p), err, r.Buffered())
	}
	if p, err := r.Peek(17); string(p) != "0123456789abcdef" || err != bufio.ErrBufferFull {
		t.Errorf("Peek(17) = %q, %v", string(p), err)
	}
	if err := r.UnreadByte(); err != bufio.ErrInvalidUnreadByte {
		t.Errorf("UnreadByte after Peek: %v", err)
	}
	if n, err := r.Discard(-1); n != 0 || err != bufio.ErrNegativeCount {
		t.Errorf("Discard(-1) = %d, %v", n, err)
	}
	if n, err := r.Discard(0); n != 0 || err != nil {
		t.Errorf("Discard(0) = %d, %v", n, err)
	}
	if n, err := r.Discard(12); n != 12 || err != nil || r.Buffered() != 4 {
		t.Errorf("Discard(12) = %d, %v, Buffered %d", n, err, r.Buffered())
	}
	if p, err := r.Peek(8); string(p) != "cdefghij" || err != nil {
		t.Errorf("Peek(8) = %q, %v", string(p), err)
	}
	if p, err := r.Peek(9); string(p) != "cdefghij" || err != io.EOF {
		t.Errorf("Peek(9) at the end = %q, %v", string(p), err)
	}
	// The error was given out: the reader is asked again.
	if p, err := r.Peek(9); string(p) != "cdefghij" || err != io.EOF || cr.calls != 6 {
		t.Errorf("Peek(9) again = %q, %v after %d reads", string(p), err, cr.calls)
	}
	if n, err := r.Discard(10); n != 8 || err != io.EOF {
		t.Errorf("Discard past the end = %d, %v", n, err)
	}
}

func TestReadSliceLine(t *testing.T) {
	cr := chunkReader{data: []byte(lines), size: 5}
	r := bufio.NewReaderSize(nil, &cr, 16)
	defer r.Free()
	type res struct {
		s   string
		err error
	}
	for i, want := range []res{
		{"first line\n", nil},
		{"second\r\n", nil},
		{"\n", nil},
		{"the fourth and l", bufio.ErrBufferFull},
		{"ongest line of a", bufio.ErrBufferFull},
		{"ll\n", nil},
		{"no end", io.EOF},
		{"", io.EOF},
	} {
		line, err := r.ReadSlice('\n')
		if string(line) != want.s || err != want.err {
			t.Errorf("ReadSlice %d = %q, %v; want %q, %v", i, string(line), err, want.s, want.err)
		}
	}

	cr = chunkReader{data: []byte(lines + "\r\n0123456789abcde\r\nz"), size: 5}
	r.Reset(&cr)
	type lres struct {
		s      string
		prefix bool
		err    error
	}
	for i, want := range []lres{
		{"first line", false, nil},
		{"second", false, nil},
		{"", false, nil},
		{"the fourth and l", true, nil},
		{"ongest line of a", true, nil},
		{"ll", false, nil},
		{"no end", false, nil},
		{"0123456789abcde", true, nil}, // the '\r' stays for the next call
		{"", false, nil},
		{"z", false, nil},
		{"", false, io.EOF},
	} {
		line, prefix, err := r.ReadLine()
		if string(line) != want.s || prefix != want.prefix || err != want.err {
			t.Errorf("ReadLine %d = %q %t %v; want %q %t %v", i, string(line), prefix, err, want.s, want.prefix, want.err)
		}
	}
}

func TestReadStringBytes(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	cr := chunkReader{data: []byte(lines), size: 3}
	r := bufio.NewReaderSize(a, &cr, 16)
	for i, want := range []struct {
		s   string
		err error
	}{
		{"first line\n", nil},
		{"second\r\n", nil},
		{"\n", nil},
		{"the fourth and longest line of all\n", nil},
		{"no end", io.EOF},
		{"", io.EOF},
	} {
		s, err := r.ReadString('\n')
		if s != want.s || err != want.err {
			t.Errorf("ReadString %d = %q, %v; want %q, %v", i, s, err, want.s, want.err)
		}
		mem.FreeString(a, s)
	}
	cr = chunkReader{data: []byte("a,bb,,ccc"), size: 2}
	r.Reset(&cr)
	for _, want := range []string{"a,", "bb,", ",", "ccc"} {
		b, err := r.ReadBytes(',')
		if string(b) != want || (err != nil) != (want == "ccc") {
			t.Errorf("ReadBytes = %q, %v; want %q", string(b), err, want)
		}
		mem.FreeSlice(a, b)
	}
	if b, err := r.ReadBytes(','); b != nil || err != io.EOF {
		t.Errorf("ReadBytes at the end = %q, %v", string(b), err)
	}
	r.Free()
	if tr.InUse() != 0 {
		t.Errorf("%d bytes not given back", tr.InUse())
	}
}

func TestReaderErrors(t *testing.T) {
	// An error with the last bytes: the bytes first, then the error, once.
	cr := chunkReader{data: []byte("abc"), size: 10, end: errBoom, eofWithData: true}
	r := bufio.NewReaderSize(nil, &cr, 16)
	defer r.Free()
	var p [8]byte
	if n, err := r.Read(p[:]); n != 3 || err != nil {
		t.Errorf("Read = %d, %v", n, err)
	}
	if n, err := r.Read(p[:]); n != 0 || err != errBoom {
		t.Errorf("Read = %d, %v; want the reader's error", n, err)
	}
	if n, err := r.Read(p[:]); n != 0 || err != errBoom || cr.calls != 2 {
		t.Errorf("Read = %d, %v after %d reads", n, err, cr.calls)
	}
	// A reader that never gives anything.
	var er emptyReader
	r.Reset(&er)
	if _, err := r.ReadByte(); err != io.ErrNoProgress || er.calls != 100 {
		t.Errorf("ReadByte of an empty reader: %v after %d reads", err, er.calls)
	}
	if n, err := r.Read(p[:]); n != 0 || err != nil || er.calls != 101 {
		t.Errorf("Read of an empty reader = %d, %v after %d reads", n, err, er.calls)
	}
}

func TestReaderWriteTo(t *testing.T) {
	data := make([]byte, 5000)
	for i := range data {
		data[i] = byte('a' + i%26)
	}
	cr := chunkReader{data: data, size: 700}
	r := bufio.NewReaderSize(nil, &cr, 1024)
	defer r.Free()
	c, _ := r.ReadByte()
	var w recordWriter
	n, err := r.WriteTo(&w)
	if n != 4999 || err != nil || string(c)+w.String() != string(data) {
		t.Errorf("WriteTo = %d, %v", n, err)
	}
	if !sameInts(w.Sizes(), []int{699, 700, 700, 700, 700, 700, 700, 100}) {
		t.Errorf("WriteTo wrote %v", w.Sizes())
	}
	// A failing writer stops it.
	cr = chunkReader{data: data, size: 700}
	r.Reset(&cr)
	w2 := recordWriter{limit: 1000}
	n, err = r.WriteTo(&w2)
	if n != 1000 || err != errBoom {
		t.Errorf("WriteTo a failing writer = %d, %v", n, err)
	}
}

func TestWriter(t *testing.T) {
	var rw recordWriter
	w := bufio.NewWriterSize(nil, &rw, 8)
	defer w.Free()
	if w.Size() != 8 || w.Available() != 8 || w.Buffered() != 0 {
		t.Errorf("a new Writer: %d %d %d", w.Size(), w.Available(), w.Buffered())
	}
	w.WriteString("abc")
	w.WriteByte('d')
	if n, err := w.WriteRune('é'); n != 2 || err != nil {
		t.Errorf("WriteRune = %d, %v", n, err)
	}
	if w.Buffered() != 6 || w.Available() != 2 || rw.calls != 0 {
		t.Errorf("after 6 bytes: Buffered %d Available %d, %d writes", w.Buffered(), w.Available(), rw.calls)
	}
	if n, err := w.WriteRune('€'); n != 3 || err != nil {
		t.Errorf("WriteRune = %d, %v", n, err)
	}
	if n, err := w.Write([]byte("0123456789ABCDEFGHIJ")); n != 20 || err != nil {
		t.Errorf("Write = %d, %v", n, err)
	}
	if n, err := w.WriteString("klmnopqrstuvwxyz!"); n != 17 || err != nil {
		t.Errorf("WriteString = %d, %v", n, err)
	}
	if n, err := w.WriteRune(-1); n != 3 || err != nil {
		t.Errorf("WriteRune(-1) = %d, %v", n, err)
	}
	if err := w.Flush(); err != nil {
		t.Errorf("Flush: %v", err)
	}
	if err := w.Flush(); err != nil || rw.calls != 6 {
		t.Errorf("an empty Flush: %v, %d writes", err, rw.calls)
	}
	want := "abcdé€0123456789ABCDEFGHIJklmnopqrstuvwxyz!\xef\xbf\xbd"
	if rw.String() != want {
		t.Errorf("written %q, want %q", rw.String(), want)
	}
	if !sameInts(rw.Sizes(), []int{6, 8, 15, 8, 8, 4}) {
		t.Errorf("writes %v", rw.Sizes())
	}
	if b := w.AvailableBuffer(); len(b) != 0 || cap(b) != 8 {
		t.Errorf("AvailableBuffer: len %d cap %d", len(b), cap(b))
	}
	var zero bufio.Writer
	zero.Reset(&rw)
	if zero.Size() != 4096 {
		t.Errorf("a zero Writer after Reset: Size %d", zero.Size())
	}
	zero.Reset(&zero)
	zero.Free()
	s := bufio.NewWriterSize(nil, &rw, 0)
	if s.Size() != 4096 {
		t.Errorf("NewWriterSize(0): Size %d", s.Size())
	}
	s.Free()
}

func TestWriterErrors(t *testing.T) {
	rw := recordWriter{limit: 10}
	w := bufio.NewWriterSize(nil, &rw, 8)
	defer w.Free()
	w.WriteString("0123456")
	if n, err := w.WriteString("789abcdefgh"); n != 9 || err != errBoom {
		t.Errorf("WriteString to a failing writer = %d, %v", n, err)
	}
	if w.Buffered() != 6 {
		t.Errorf("Buffered after the error: %d", w.Buffered())
	}
	if err := w.WriteByte('x'); err != errBoom {
		t.Errorf("WriteByte after the error: %v", err)
	}
	if n, err := w.Write([]byte("y")); n != 0 || err != errBoom {
		t.Errorf("Write after the error = %d, %v", n, err)
	}
	if _, err := w.WriteRune('é'); err != errBoom {
		t.Errorf("WriteRune after the error: %v", err)
	}
	if err := w.Flush(); err != errBoom {
		t.Errorf("Flush after the error: %v", err)
	}
	if rw.String() != "0123456789" {
		t.Errorf("written %q", rw.String())
	}
	// A writer that writes less without an error.
	var short shortWriter
	w2 := bufio.NewWriterSize(nil, &short, 8)
	defer w2.Free()
	w2.WriteString("abcd")
	if err := w2.Flush(); err != io.ErrShortWrite || w2.Buffered() != 3 {
		t.Errorf("Flush to a short writer: %v, Buffered %d", err, w2.Buffered())
	}
	w2.Reset(&short)
	if w2.Buffered() != 0 || w2.Flush() != nil {
		t.Error("Reset keeps the error")
	}
}

// shortWriter writes one byte of each Write, without an error.
type shortWriter struct{}

func (shortWriter) Write(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	return 1, nil
}

func TestWriterReadFrom(t *testing.T) {
	data := make([]byte, 50)
	for i := range data {
		data[i] = byte('A' + i%26)
	}
	cr := chunkReader{data: data, size: 7}
	var rw recordWriter
	w := bufio.NewWriterSize(nil, &rw, 16)
	defer w.Free()
	w.WriteString("xy")
	n, err := w.ReadFrom(&cr)
	if n != 50 || err != nil || w.Buffered() != 4 {
		t.Errorf("ReadFrom = %d, %v, Buffered %d", n, err, w.Buffered())
	}
	w.Flush()
	if rw.String() != "xy"+string(data) || !sameInts(rw.Sizes(), []int{16, 16, 16, 4}) {
		t.Errorf("ReadFrom wrote %q in %v", rw.String(), rw.Sizes())
	}
	var er emptyReader
	if n, err := w.ReadFrom(&er); n != 0 || err != io.ErrNoProgress || er.calls != 100 {
		t.Errorf("ReadFrom an empty reader = %d, %v after %d reads", n, err, er.calls)
	}
	// Exactly a buffer's worth: flushed at the end.
	cr = chunkReader{data: data[:16], size: 16}
	var rw2 recordWriter
	w.Reset(&rw2)
	if n, err := w.ReadFrom(&cr); n != 16 || err != nil || rw2.calls != 1 || w.Buffered() != 0 {
		t.Errorf("ReadFrom of a buffer's worth = %d, %v, %d writes", n, err, rw2.calls)
	}
	// A reader and a writer of their own: a reader that holds a package-level error makes
	// memory outside the frame reachable from the writer ReadFrom copies it into, which the
	// analysis then takes as where every later ReadFrom may store (it knows that memory only
	// as a whole).
	fail := chunkReader{data: failData, size: 16, end: errBoom}
	var rw3 recordWriter
	w3 := bufio.NewWriterSize(nil, &rw3, 16)
	defer w3.Free()
	if n, err := w3.ReadFrom(&fail); n != 5 || err != errBoom {
		t.Errorf("ReadFrom a failing reader = %d, %v", n, err)
	}
}

var failData = []byte("ABCDE")

func TestReadWriter(t *testing.T) {
	cr := chunkReader{data: []byte("in"), size: 8}
	var out recordWriter
	r := bufio.NewReader(nil, &cr)
	w := bufio.NewWriter(nil, &out)
	rw := bufio.NewReadWriter(&r, &w)
	var p [4]byte
	n, _ := rw.Read(p[:])
	rw.WriteString("out:")
	rw.Write(p[:n])
	rw.Flush()
	if out.String() != "out:in" {
		t.Errorf("ReadWriter wrote %q", out.String())
	}
	r.Free()
	w.Free()
}

// The tokens each split function makes of one input, read in small pieces.
func TestScannerSplits(t *testing.T) {
	const input = "  one two\tthree\r\n\u00a0four\u2003five\xff\n\nsix "
	for _, c := range []struct {
		name  string
		split bufio.SplitFunc
		want  []string
	}{
		{"lines", bufio.ScanLines, []string{"  one two\tthree", "\u00a0four\u2003five\xff", "", "six "}},
		{"words", bufio.ScanWords, []string{"one", "two", "three", "four", "five\xff", "six"}},
		{"runes", bufio.ScanRunes, []string{" ", " ", "o", "n", "e", " ", "t", "w", "o", "\t", "t", "h",
			"r", "e", "e", "\r", "\n", "\u00a0", "f", "o", "u", "r", "\u2003", "f", "i", "v", "e",
			"\uFFFD", "\n", "\n", "s", "i", "x", " "}},
		{"bytes", bufio.ScanBytes, nil},
	} {
		cr := chunkReader{data: []byte(input), size: 3}
		sc := bufio.NewScanner(nil, &cr)
		sc.Split(c.split)
		i := 0
		for sc.Scan() {
			if c.want == nil {
				if sc.Text() != input[i:i+1] {
					t.Errorf("%s: token %d = %q", c.name, i, sc.Text())
				}
			} else if i >= len(c.want) || sc.Text() != c.want[i] || string(sc.Bytes()) != c.want[i] {
				t.Errorf("%s: token %d = %q", c.name, i, sc.Text())
			}
			i++
		}
		if n := len(c.want); c.want == nil && i != len(input) || c.want != nil && i != n {
			t.Errorf("%s: %d tokens", c.name, i)
		}
		if sc.Err() != nil || sc.Scan() {
			t.Errorf("%s: after the end: %v", c.name, sc.Err())
		}
		sc.Free()
	}
}

func TestScannerLongLines(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	long := make([]byte, 10000)
	for i := range long {
		long[i] = 'x'
	}
	long[5000] = '\n'
	cr := chunkReader{data: long, size: 1000}
	sc := bufio.NewScanner(a, &cr)
	var sizes [4]int
	n := 0
	for sc.Scan() {
		sizes[n] = len(sc.Bytes())
		n++
	}
	if n != 2 || sizes[0] != 5000 || sizes[1] != 4999 || sc.Err() != nil {
		t.Errorf("long lines: %d tokens %v, %v", n, sizes[:n], sc.Err())
	}
	sc.Free()

	// A token longer than the maximum.
	cr = chunkReader{data: long, size: 1000}
	sc = bufio.NewScanner(a, &cr)
	sc.Buffer(nil, 4096)
	if sc.Scan() || sc.Err() != bufio.ErrTooLong {
		t.Errorf("a line over the maximum: %v", sc.Err())
	}
	sc.Free()

	// A caller's buffer, never replaced while it is large enough.
	var buf [64]byte
	cr = chunkReader{data: []byte("a\nbb\nccc"), size: 2}
	sc = bufio.NewScanner(a, &cr)
	sc.Buffer(buf[:0], len(buf))
	n = 0
	inBuf := true
	offsets := [3]int{0, 2, 5} // where "a", "bb" and "ccc" are read into buf
	for sc.Scan() {
		inBuf = inBuf && n < 3 && &sc.Bytes()[0] == &buf[offsets[n]]
		n++
	}
	if n != 3 || sc.Err() != nil || !inBuf {
		t.Errorf("with a caller's buffer: %d tokens, %v", n, sc.Err())
	}
	sc.Free()
	if tr.InUse() != 0 || tr.Allocs() != 3 {
		t.Errorf("%d bytes not given back; %d allocations, want 3 (4096 and 8192, then 4096)", tr.InUse(),
			tr.Allocs())
	}
}

// finalSplit gives "a", then a final "last" token.
func finalSplit(data []byte, atEOF bool) (int, []byte, error) {
	if len(data) > 0 && data[0] == '!' {
		return 1, data[:0], bufio.ErrFinalToken
	}
	return 1, data[:1], nil
}

// badSplit asks to advance by data[0] - '0' bytes (negative for '-').
func badSplit(data []byte, atEOF bool) (int, []byte, error) {
	if data[0] == '-' {
		return -1, nil, nil
	}
	return int(data[0]-'0') + len(data), nil, nil
}

// errSplit fails at a 'x'.
func errSplit(data []byte, atEOF bool) (int, []byte, error) {
	if len(data) > 0 && data[0] == 'x' {
		return 0, nil, errBoom
	}
	return bufio.ScanBytes(data, atEOF)
}

func TestScannerErrors(t *testing.T) {
	for _, c := range []struct {
		input  string
		split  bufio.SplitFunc
		end    error
		tokens int
		err    error
	}{
		{"ab!cd", finalSplit, nil, 3, nil},
		{"1", badSplit, nil, 0, bufio.ErrAdvanceTooFar},
		{"-", badSplit, nil, 0, bufio.ErrNegativeAdvance},
		{"abxc", errSplit, nil, 2, errBoom},
		{"abc", bufio.ScanBytes, errBoom, 3, errBoom},
		{"abc", bufio.ScanLines, errBoom, 1, errBoom},
	} {
		cr := chunkReader{data: []byte(c.input), size: 2, end: c.end}
		sc := bufio.NewScanner(nil, &cr)
		sc.Split(c.split)
		n := 0
		for sc.Scan() {
			n++
		}
		if n != c.tokens || sc.Err() != c.err {
			t.Errorf("%q: %d tokens, %v; want %d, %v", c.input, n, errText(sc.Err()), c.tokens, errText(c.err))
		}
		sc.Free()
	}
	var er emptyReader
	sc := bufio.NewScanner(nil, &er)
	if sc.Scan() || sc.Err() != io.ErrNoProgress || er.calls != 101 {
		t.Errorf("an empty reader: %v after %d reads", sc.Err(), er.calls)
	}
	sc.Free()
}

func TestErrorTexts(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{bufio.ErrInvalidUnreadByte, "bufio: invalid use of UnreadByte"},
		{bufio.ErrInvalidUnreadRune, "bufio: invalid use of UnreadRune"},
		{bufio.ErrBufferFull, "bufio: buffer full"},
		{bufio.ErrNegativeCount, "bufio: negative count"},
		{bufio.ErrTooLong, "bufio.Scanner: token too long"},
		{bufio.ErrNegativeAdvance, "bufio.Scanner: SplitFunc returns negative advance count"},
		{bufio.ErrAdvanceTooFar, "bufio.Scanner: SplitFunc returns advance count beyond input"},
		{bufio.ErrBadReadCount, "bufio.Scanner: Read returned impossible count"},
		{bufio.ErrFinalToken, "final token"},
	} {
		if c.err.Error() != c.want {
			t.Errorf("%q, want %q", c.err.Error(), c.want)
		}
	}
	if bufio.MaxScanTokenSize != 65536 {
		t.Error("MaxScanTokenSize")
	}
}

// A buffer smaller than a rune still takes whole runes, flushing as it fills.
func TestWriterRuneTinyBuffer(t *testing.T) {
	var rw recordWriter
	w := bufio.NewWriterSize(nil, &rw, 2)
	defer w.Free()
	for _, r := range []rune{'€', '𝄞', 'a', 'é'} {
		if n, err := w.WriteRune(r); n != len(string(r)) || err != nil {
			t.Errorf("WriteRune(%q) = %d, %v", r, n, err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Errorf("Flush: %v", err)
	}
	if rw.String() != "€𝄞aé" {
		t.Errorf("written %q", rw.String())
	}
}
