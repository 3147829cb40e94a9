package c_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"solod.dev/so/c"
)

// panicMsg runs f and returns what it panicked with, or "no panic".
func panicMsg(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
		}
	}()
	f()
	return "no panic"
}

// The sizes of C's scalar types on linux/amd64 and linux/arm64 (LP64).
func TestSizes(t *testing.T) {
	if runtime.GOOS != "linux" || (runtime.GOARCH != "amd64" && runtime.GOARCH != "arm64") {
		t.Skip("the sizes are those of linux/amd64 and linux/arm64")
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
	// C's plain char is signed on x86-64 and unsigned on Linux arm64.
	ch := int(c.Char(-one))
	switch {
	case runtime.GOARCH == "amd64" && ch != -1:
		t.Errorf("Char(-1) is %d on amd64, want -1 (signed)", ch)
	case runtime.GOOS == "linux" && runtime.GOARCH == "arm64" && ch != 255:
		t.Errorf("Char(-1) is %d on linux/arm64, want 255 (unsigned)", ch)
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
	b := unsafe.Slice((*byte)(unsafe.Pointer(p)), 9)
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
	if got := panicMsg(func() { c.PtrAs[int32](42) }); got != "c: PtrAs of int, which is not a pointer" {
		t.Fatalf("PtrAs(42) panicked with %q", got)
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
	if c.Alloca[int64](0) != nil {
		t.Fatal("Alloca(0) is not nil")
	}
}

func TestAssertions(t *testing.T) {
	c.Assert(true, "unused")
	c.Assume(true)
	if got := panicMsg(func() { c.Assert(1 > 2, "one is not greater than two") }); got != "one is not greater than two" {
		t.Fatalf("Assert panicked with %q", got)
	}
	if got := panicMsg(func() { c.Assume(false) }); got != "c: false assumption" {
		t.Fatalf("Assume panicked with %q", got)
	}
}

// Raw and Val hold C source, which Go cannot run: they panic and say so.
func TestCOnly(t *testing.T) {
	if got := panicMsg(func() { c.Raw("puts(\"hi\");") }); !strings.HasPrefix(got, "c: Raw holds C code") || !strings.Contains(got, "puts") {
		t.Fatalf("Raw panicked with %q", got)
	}
	if got := panicMsg(func() { c.Val[c.Int]("INT_MAX") }); !strings.HasPrefix(got, "c: Val holds a C expression") || !strings.Contains(got, "INT_MAX") {
		t.Fatalf("Val panicked with %q", got)
	}
}
