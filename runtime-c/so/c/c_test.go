package c_test

import (
	"testing"
	"unsafe"

	"solod.dev/so/c"
)

// lp64: the target has 64-bit pointers (Linux's LP64 model, which every 64-bit target of solod
// has: long and pointers of 64 bits, int of 32).
const lp64 = unsafe.Sizeof(uintptr(0)) == 8

// The sizes of C's scalar types on 64-bit Linux (LP64: linux/amd64 and linux/arm64).
func TestSizes(t *testing.T) {
	if !lp64 {
		t.Skip("the sizes are those of 64-bit Linux")
	}
	for _, s := range []struct {
		name string
		got  int
		want int
	}{
		{"Char", c.Sizeof[c.Char](), 1}, {"ConstChar", c.Sizeof[c.ConstChar](), 1},
		{"SChar", c.Sizeof[c.SChar](), 1}, {"UChar", c.Sizeof[c.UChar](), 1},
		{"Short", c.Sizeof[c.Short](), 2}, {"UShort", c.Sizeof[c.UShort](), 2},
		{"Int", c.Sizeof[c.Int](), 4}, {"UInt", c.Sizeof[c.UInt](), 4},
		{"Long", c.Sizeof[c.Long](), 8}, {"ULong", c.Sizeof[c.ULong](), 8},
		{"LongLong", c.Sizeof[c.LongLong](), 8}, {"ULongLong", c.Sizeof[c.ULongLong](), 8},
		{"Float", c.Sizeof[c.Float](), 4}, {"Double", c.Sizeof[c.Double](), 8},
		{"Bool", c.Sizeof[c.Bool](), 1},
		{"Size", c.Sizeof[c.Size](), 8}, {"SSize", c.Sizeof[c.SSize](), 8},
		{"Ptrdiff", c.Sizeof[c.Ptrdiff](), 8}, {"Intptr", c.Sizeof[c.Intptr](), 8},
		{"Uintptr", c.Sizeof[c.Uintptr](), 8},
		{"Alignof(Double)", c.Alignof[c.Double](), 8},
		{"Alignof(Int)", c.Alignof[c.Int](), 4},
	} {
		if s.got != s.want {
			t.Errorf("%s = %d, want %d", s.name, s.got, s.want)
		}
	}
}

// The signedness of the types: unsigned ones wrap to their maximum, signed ones go negative.
func TestSignedness(t *testing.T) {
	var zero struct {
		sc c.SChar
		uc c.UChar
		s  c.Short
		us c.UShort
		i  c.Int
		ui c.UInt
		l  c.Long
		ul c.ULong
		sz c.Size
		ss c.SSize
	}
	one := 1
	if c.SChar(int(zero.sc)-one) >= 0 || c.Short(int(zero.s)-one) >= 0 || c.Int(int(zero.i)-one) >= 0 ||
		c.Long(int(zero.l)-one) >= 0 || c.SSize(int(zero.ss)-one) >= 0 {
		t.Error("a signed type is unsigned")
	}
	if c.UChar(int(zero.uc)-one) != 255 || c.UShort(int(zero.us)-one) != 65535 ||
		c.UInt(int(zero.ui)-one) != 1<<32-1 || c.ULong(int(zero.ul)-one) != 1<<64-1 ||
		c.Size(int(zero.sz)-one) != ^c.Size(0) {
		t.Error("an unsigned type is signed or of the wrong width")
	}
	// C's plain char is signed on x86-64 and unsigned on Linux arm64 (char_*_test.go).
	ch, cc := int(c.Char(-one)), int(c.ConstChar(-one))
	switch {
	case charSigned && (ch != -1 || cc != -1):
		t.Errorf("Char(-1) is %d, ConstChar(-1) %d, want -1 (signed)", ch, cc)
	case !charSigned && (ch != 255 || cc != 255):
		t.Errorf("Char(-1) is %d, ConstChar(-1) %d, want 255 (unsigned)", ch, cc)
	}
}

func TestLayoutHelpers(t *testing.T) {
	type s struct {
		a byte
		b int64
		c int16
	}
	if c.Sizeof[s]() != 24 || c.Alignof[s]() != 8 || c.Sizeof[[3]int16]() != 6 {
		t.Fatalf("Sizeof %d Alignof %d", c.Sizeof[s](), c.Alignof[s]())
	}
	if c.Zero[s]() != (s{}) || c.Zero[*int]() != nil || c.Zero[string]() != "" {
		t.Fatal("Zero")
	}
}

func TestStrings(t *testing.T) {
	p := c.CString("hello, C")
	b := c.Bytes((*byte)(unsafe.Pointer(p)), 9)
	if string(b[:8]) != "hello, C" || b[8] != 0 {
		t.Fatalf("CString = %q", b)
	}
	if got := c.String(p); got != "hello, C" {
		t.Fatalf("String(CString) = %q", got)
	}
	if got := c.String(c.CString("")); got != "" {
		t.Fatalf("String(CString(\"\")) = %q", got)
	}
	if got := c.String[c.Char](nil); got != "" {
		t.Fatalf("String(nil) = %q", got)
	}
	cc := (*c.ConstChar)(unsafe.Pointer(c.CString("const")))
	if got := c.String(cc); got != "const" {
		t.Fatalf("String of a *ConstChar = %q", got)
	}
	// The string stops at the first NUL.
	if got := c.String(c.CString("ab\x00cd")); got != "ab" {
		t.Fatalf("String = %q", got)
	}
}

func TestPointers(t *testing.T) {
	arr := [5]int32{10, 11, 12, 13, 14}
	if got := *c.PtrAdd(&arr[0], 3); got != 13 {
		t.Fatalf("PtrAdd(&arr[0], 3) points to %d", got)
	}
	if got := c.PtrAt(&arr[1], 2); got != &arr[3] {
		t.Fatal("PtrAt(&arr[1], 2) is not &arr[3]")
	}
	if c.PtrAs[int32](unsafe.Pointer(&arr[2])) != &arr[2] {
		t.Fatal("PtrAs of an unsafe.Pointer")
	}
	if c.PtrAs[int32](&arr[4]) != &arr[4] {
		t.Fatal("PtrAs of a *int32")
	}
	if *c.PtrAs[int32]((*uint32)(unsafe.Pointer(&arr[1]))) != 11 {
		t.Fatal("PtrAs of a pointer of another type")
	}
	if c.PtrAs[int32](nil) != nil {
		t.Fatal("PtrAs(nil)")
	}
	s := c.Slice(&arr[1], 2, 4)
	if len(s) != 2 || cap(s) != 4 || s[0] != 11 || s[:4][3] != 14 {
		t.Fatalf("Slice = %v (cap %d)", s, cap(s))
	}
	if c.Slice[int32](nil, 0, 0) != nil || c.Bytes(nil, 3) != nil {
		t.Fatal("Slice or Bytes of nil is not nil")
	}
	bs := []byte("abc")
	if got := c.Bytes(&bs[0], 3); string(got) != "abc" || &got[0] != &bs[0] {
		t.Fatalf("Bytes = %q", got)
	}
	p := c.Alloca[int64](4)
	if ps := c.Slice(p, 4, 4); ps[3] != 0 {
		t.Fatal("Alloca is not zeroed")
	}
	// Alloca(0) is unsafe.SliceData(make([]T, 0)): a pointer to no elements, not nil.
	if z := c.Alloca[int64](0); z == nil || len(c.Slice(z, 0, 0)) != 0 {
		t.Fatal("Alloca(0) is nil")
	}
}

// Assert and Assume with a true condition do nothing (c_panics_test.go: a false one).
func TestAssertionsHold(t *testing.T) {
	n := 0
	c.Assert(n == 0, "unused")
	c.Assume(n < 1)
	c.Assert(true, "")
	c.Assume(true)
}
