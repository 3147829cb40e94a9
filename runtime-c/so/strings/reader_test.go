package strings_test

import (
	"testing"

	"solod.dev/so/strings"
)

func TestReaderRead(t *testing.T) {
	r := strings.NewReader("0123456789")
	if r.Len() != 10 || r.Size() != 10 {
		t.Errorf("Len %d Size %d", r.Len(), r.Size())
	}
	buf := make([]byte, 4)
	n, err := r.Read(buf)
	if n != 4 || err != nil || string(buf) != "0123" {
		t.Errorf("Read = %d, %v, %q", n, err, buf)
	}
	n, _ = r.Read(buf)
	n2, _ := r.Read(buf)
	if n != 4 || n2 != 2 || string(buf[:2]) != "89" || r.Len() != 0 {
		t.Errorf("Read = %d, %d", n, n2)
	}
	n, err = r.Read(buf)
	if n != 0 || err == nil || err.Error() != "EOF" {
		t.Errorf("Read at the end = %d, %v", n, err)
	}
	n, err = r.Read(nil)
	if n != 0 || err == nil {
		t.Error("Read(nil) at the end")
	}
}

func TestReaderReadAt(t *testing.T) {
	r := strings.NewReader("0123456789")
	cases := []struct {
		off  int64
		n    int
		want string
		err  string
	}{
		{0, 10, "0123456789", ""}, {1, 10, "123456789", "EOF"}, {1, 9, "123456789", ""},
		{11, 10, "", "EOF"}, {0, 0, "", ""}, {-1, 0, "", "strings.Reader.ReadAt: negative offset"},
		{10, 0, "", "EOF"},
	}
	for _, c := range cases {
		b := make([]byte, c.n)
		n, err := r.ReadAt(b, c.off)
		e := ""
		if err != nil {
			e = err.Error()
		}
		if string(b[:n]) != c.want || e != c.err {
			t.Errorf("ReadAt(%d, %d) = %q, %q; want %q, %q", c.n, c.off, b[:n], e, c.want, c.err)
		}
	}
	if r.Len() != 10 {
		t.Error("ReadAt moved the reader")
	}
}

func TestReaderBytesRunes(t *testing.T) {
	r := strings.NewReader("a☺\xff")
	if err := r.UnreadByte(); err == nil || err.Error() != "strings.Reader.UnreadByte: at beginning of string" {
		t.Errorf("UnreadByte at the start: %v", err)
	}
	if err := r.UnreadRune(); err == nil || err.Error() != "strings.Reader.UnreadRune: at beginning of string" {
		t.Errorf("UnreadRune at the start: %v", err)
	}
	c, err := r.ReadByte()
	if c != 'a' || err != nil {
		t.Errorf("ReadByte = %q, %v", c, err)
	}
	if err := r.UnreadRune(); err == nil || err.Error() != "strings.Reader.UnreadRune: previous operation was not ReadRune" {
		t.Errorf("UnreadRune after ReadByte: %v", err)
	}
	if err := r.UnreadByte(); err != nil {
		t.Error(err)
	}
	r.ReadByte()
	ch, size, err := r.ReadRune()
	if ch != '☺' || size != 3 || err != nil {
		t.Errorf("ReadRune = %q, %d, %v", ch, size, err)
	}
	if err := r.UnreadRune(); err != nil || r.Len() != 4 {
		t.Errorf("UnreadRune: %v, Len %d", err, r.Len())
	}
	r.ReadRune()
	ch, size, _ = r.ReadRune()
	if ch != '\uFFFD' || size != 1 {
		t.Errorf("ReadRune of an invalid byte = %q, %d", ch, size)
	}
	ch, size, err = r.ReadRune()
	if ch != 0 || size != 0 || err == nil || err.Error() != "EOF" {
		t.Errorf("ReadRune at the end = %q, %d, %v", ch, size, err)
	}
	if _, err := r.ReadByte(); err == nil {
		t.Error("ReadByte at the end")
	}
}

func TestReaderSeek(t *testing.T) {
	r := strings.NewReader("0123456789")
	cases := []struct {
		off    int64
		whence int
		pos    int64
		err    string
		next   string
	}{
		{0, 0, 0, "", "0"}, {5, 0, 5, "", "5"}, {-2, 1, 4, "", "4"}, {-1, 2, 9, "", "9"},
		{20, 0, 20, "", ""}, {0, 3, 0, "strings.Reader.Seek: invalid whence", ""},
		{-1, 0, 0, "strings.Reader.Seek: negative position", ""},
	}
	for _, c := range cases {
		pos, err := r.Seek(c.off, c.whence)
		e := ""
		if err != nil {
			e = err.Error()
		}
		if e != c.err || (err == nil && pos != c.pos) {
			t.Errorf("Seek(%d, %d) = %d, %q", c.off, c.whence, pos, e)
			continue
		}
		if err != nil {
			continue
		}
		b := make([]byte, 1)
		n, _ := r.Read(b)
		if string(b[:n]) != c.next {
			t.Errorf("after Seek(%d, %d): read %q, want %q", c.off, c.whence, b[:n], c.next)
		}
	}
	r.Reset("xyz")
	if r.Len() != 3 || r.Size() != 3 {
		t.Error("Reset")
	}
	var zero strings.Reader
	if zero.Len() != 0 {
		t.Error("zero Reader")
	}
	if _, err := zero.ReadByte(); err == nil {
		t.Error("zero Reader ReadByte")
	}
}

// shortWriter accepts at most max bytes per call and reports no error.
type shortWriter struct {
	got []byte
	max int
}

func (w *shortWriter) Write(p []byte) (int, error) {
	n := min(len(p), w.max)
	w.got = append(w.got, p[:n]...)
	return n, nil
}

func TestReaderWriteTo(t *testing.T) {
	r := strings.NewReader("hello, world")
	r.ReadByte()
	all := &shortWriter{got: make([]byte, 0, 16), max: 100}
	n, err := r.WriteTo(all)
	if n != 11 || err != nil || string(all.got) != "ello, world" || r.Len() != 0 {
		t.Errorf("WriteTo = %d, %v, %q", n, err, all.got)
	}
	n, err = r.WriteTo(all)
	if n != 0 || err != nil {
		t.Errorf("WriteTo at the end = %d, %v", n, err)
	}
	r.Reset("0123456789")
	w := &shortWriter{got: make([]byte, 0, 16), max: 4}
	n, err = r.WriteTo(w)
	if n != 4 || err == nil || err.Error() != "short write" || string(w.got) != "0123" || r.Len() != 6 {
		t.Errorf("short WriteTo = %d, %v, %q", n, err, w.got)
	}
}
