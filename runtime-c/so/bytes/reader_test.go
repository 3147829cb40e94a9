package bytes_test

import (
	"testing"

	"solod.dev/so/bytes"
)

func TestReader(t *testing.T) {
	r := bytes.NewReader([]byte("a☺\xff0123"))
	if r.Len() != 9 || r.Size() != 9 {
		t.Errorf("Len %d Size %d", r.Len(), r.Size())
	}
	if err := r.UnreadByte(); err == nil || err.Error() != "bytes.Reader.UnreadByte: at beginning of slice" {
		t.Errorf("UnreadByte: %v", err)
	}
	if err := r.UnreadRune(); err == nil || err.Error() != "bytes.Reader.UnreadRune: at beginning of slice" {
		t.Errorf("UnreadRune: %v", err)
	}
	c, _ := r.ReadByte()
	ch, size, _ := r.ReadRune()
	bad, badSize, _ := r.ReadRune()
	if c != 'a' || ch != '☺' || size != 3 || bad != '\uFFFD' || badSize != 1 {
		t.Errorf("ReadByte/ReadRune: %q %q %d %q %d", c, ch, size, bad, badSize)
	}
	if err := r.UnreadRune(); err != nil || r.Len() != 5 {
		t.Errorf("UnreadRune: %v", err)
	}
	if err := r.UnreadRune(); err == nil || err.Error() != "bytes.Reader.UnreadRune: previous operation was not ReadRune" {
		t.Errorf("second UnreadRune: %v", err)
	}
	r.ReadByte()
	p := make([]byte, 3)
	n, err := r.Read(p)
	if n != 3 || err != nil || string(p) != "012" {
		t.Errorf("Read = %d, %v, %q", n, err, p)
	}
	at := make([]byte, 4)
	n, err = r.ReadAt(at, 5)
	if n != 4 || err != nil || string(at) != "0123" {
		t.Errorf("ReadAt = %d, %v, %q", n, err, at)
	}
	n, err = r.ReadAt(at, 7)
	if n != 2 || err == nil || err.Error() != "EOF" {
		t.Errorf("ReadAt near the end = %d, %v", n, err)
	}
	if _, err := r.ReadAt(at, -1); err == nil || err.Error() != "bytes.Reader.ReadAt: negative offset" {
		t.Errorf("ReadAt(-1): %v", err)
	}
	if pos, err := r.Seek(-2, 2); pos != 7 || err != nil {
		t.Errorf("Seek(-2, 2) = %d, %v", pos, err)
	}
	if pos, err := r.Seek(1, 1); pos != 8 || err != nil {
		t.Errorf("Seek(1, 1) = %d, %v", pos, err)
	}
	if _, err := r.Seek(0, 9); err == nil || err.Error() != "bytes.Reader.Seek: invalid whence" {
		t.Errorf("Seek whence 9: %v", err)
	}
	if _, err := r.Seek(-100, 1); err == nil || err.Error() != "bytes.Reader.Seek: negative position" {
		t.Errorf("Seek negative: %v", err)
	}
	c, _ = r.ReadByte()
	if c != '3' {
		t.Errorf("after Seek: %q", c)
	}
	if _, err := r.ReadByte(); err == nil || err.Error() != "EOF" {
		t.Errorf("ReadByte at the end: %v", err)
	}
	r.Reset([]byte("xyz"))
	var out bytes.Buffer
	n64, err := r.WriteTo(&out)
	if n64 != 3 || err != nil || out.String() != "xyz" || r.Len() != 0 {
		t.Errorf("WriteTo = %d, %v, %q", n64, err, out.String())
	}
	out.Free()
	var zero bytes.Reader
	if zero.Len() != 0 {
		t.Error("the zero Reader")
	}
}
