package strings_test

import (
	"testing"

	"solod.dev/so/mem"
	"solod.dev/so/strings"
)

func TestBuilder(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	b := strings.NewBuilder(tr.Allocator())
	if b.Len() != 0 || b.String() != "" || b.Cap() != 0 {
		t.Error("a new Builder is not empty")
	}
	n, err := b.WriteString("hello")
	if n != 5 || err != nil {
		t.Errorf("WriteString = %d, %v", n, err)
	}
	if err := b.WriteByte(','); err != nil {
		t.Error(err)
	}
	n, _ = b.WriteRune(' ')
	n2, _ := b.WriteRune('☺')
	n3, _ := b.WriteRune(-1)
	if n != 1 || n2 != 3 || n3 != 3 {
		t.Errorf("WriteRune sizes %d %d %d", n, n2, n3)
	}
	n, _ = b.Write([]byte("wörld"))
	if n != 6 {
		t.Errorf("Write = %d", n)
	}
	if got := b.String(); got != "hello, ☺\uFFFDwörld" || b.Len() != len(got) {
		t.Errorf("String = %q, Len %d", got, b.Len())
	}
	b.Reset()
	if b.Len() != 0 || b.String() != "" || b.Cap() == 0 {
		t.Error("Reset")
	}
	b.WriteString("again")
	if b.String() != "again" {
		t.Errorf("after Reset: %q", b.String())
	}
	b.Free()
	if b.Len() != 0 || b.Cap() != 0 || tr.InUse() != 0 {
		t.Errorf("Free: len %d cap %d in use %d", b.Len(), b.Cap(), tr.InUse())
	}
	b.WriteString("reused")
	if b.String() != "reused" {
		t.Error("a freed Builder is not reusable")
	}
	b.Free()
}

func TestBuilderGrow(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	b := strings.NewBuilder(tr.Allocator())
	b.Grow(100)
	if b.Cap() < 100 {
		t.Errorf("Grow(100): cap %d", b.Cap())
	}
	allocs := tr.Allocs() + tr.Reallocs()
	for i := 0; i < 100; i++ {
		b.WriteByte('x')
	}
	if tr.Allocs()+tr.Reallocs() != allocs {
		t.Error("writes within the grown capacity allocated")
	}
	for i := 0; i < 10000; i++ {
		b.WriteString("abc")
	}
	if b.Len() != 30100 {
		t.Errorf("Len = %d", b.Len())
	}
	if tr.Allocs()+tr.Reallocs() > 20 {
		t.Errorf("%d allocations: growth is not geometric", tr.Allocs()+tr.Reallocs())
	}
	b.Free()
	if tr.InUse() != 0 {
		t.Error("leak")
	}
}

func TestZeroBuilder(t *testing.T) {
	var b strings.Builder
	b.WriteString("zero value ")
	b.WriteByte('o')
	b.WriteRune('k')
	if b.String() != "zero value ok" {
		t.Errorf("zero Builder: %q", b.String())
	}
	b.Free()
}

func TestFixedBuilder(t *testing.T) {
	buf := make([]byte, 0, 16)
	b := strings.FixedBuilder(buf)
	b.WriteString("0123456789")
	b.WriteString("abcdef")
	if b.String() != "0123456789abcdef" || b.Cap() != 16 {
		t.Errorf("FixedBuilder: %q cap %d", b.String(), b.Cap())
	}
	if string(buf[:16]) != "0123456789abcdef" {
		t.Error("FixedBuilder does not write into the buffer")
	}
	b.Free()
}
