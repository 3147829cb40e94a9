// Package solod.dev/so/c under solod: C's scalar types (sizes, conversions, arithmetic that
// wraps at their width, pointers to them), Sizeof/Alignof/Zero of several types, Assert and
// Assume, PtrAs from unsafe.Pointer, typed pointers and nil, PtrAdd and PtrAt over an array,
// Alloca in the caller's frame (also in a loop), CString of a string and of a constant, Bytes
// and Slice over memory (nil for a nil pointer), String of Char and ConstChar strings, and
// Assert's panic.
package main

import (
	"unsafe"

	"solod.dev/so/c"
)

type pair struct {
	a c.Int
	b c.Double
}

func sum(xs []c.Int) c.Long {
	var s c.Long
	for _, x := range xs {
		s += c.Long(x)
	}
	return s
}

func main() {
	println("sizes", unsafe.Sizeof(c.Char(0)), unsafe.Sizeof(c.ConstChar(0)), unsafe.Sizeof(c.SChar(0)), unsafe.Sizeof(c.UChar(0)),
		unsafe.Sizeof(c.Short(0)), unsafe.Sizeof(c.UShort(0)), unsafe.Sizeof(c.Int(0)), unsafe.Sizeof(c.UInt(0)))
	println("sizes", unsafe.Sizeof(c.Long(0)), unsafe.Sizeof(c.ULong(0)), unsafe.Sizeof(c.LongLong(0)), unsafe.Sizeof(c.ULongLong(0)),
		unsafe.Sizeof(c.Float(0)), unsafe.Sizeof(c.Double(0)), unsafe.Sizeof(c.Bool(false)))
	println("sizes", unsafe.Sizeof(c.Size(0)), unsafe.Sizeof(c.SSize(0)), unsafe.Sizeof(c.Ptrdiff(0)), unsafe.Sizeof(c.Intptr(0)), unsafe.Sizeof(c.Uintptr(0)))

	var sc c.SChar = 127
	sc++
	var uc c.UChar = 255
	uc++
	var us c.UShort = 65535
	us += 2
	var ui c.UInt = 1 << 31
	ui *= 2
	var ll c.LongLong = -1 << 62
	ll *= 2
	var ull c.ULongLong = 1<<64 - 1
	ull++
	println("wrap", sc, uc, us, ui, ll, ull)
	var sh c.Short = -300
	var f c.Float = 1.5
	var d c.Double = c.Double(f) / 4
	var b c.Bool = sh < 0
	println("values", sh, c.Int(sh)*1000, f, d, b, c.Size(7)/2, c.SSize(-7)/2, c.Ptrdiff(-3)%2, c.Intptr(9), c.Uintptr(10))
	ints := []c.Int{1, 2, 3, 1 << 30}
	println("sum", sum(ints), c.ULong(sum(ints))*2)

	println("Sizeof", c.Sizeof[c.Int](), c.Sizeof[pair](), c.Sizeof[[3]c.Short](), c.Sizeof[string](), c.Sizeof[*pair]())
	println("Alignof", c.Alignof[c.Char](), c.Alignof[pair](), c.Alignof[c.Short](), c.Alignof[c.Double]())
	z := c.Zero[pair]()
	println("Zero", z.a, z.b, c.Zero[c.Long](), c.Zero[*pair]() == nil, c.Zero[string]() == "")
	c.Assert(true, "not shown")
	c.Assume(len(ints) == 4)

	arr := [5]c.Int{10, 20, 30, 40, 50}
	p := &arr[0]
	println("PtrAs", *c.PtrAs[c.Int](unsafe.Pointer(p)), c.PtrAs[c.UInt](p) == (*c.UInt)(unsafe.Pointer(p)), c.PtrAs[c.Int](nil) == nil)
	println("PtrAdd", *c.PtrAdd(p, 2), *c.PtrAdd(c.PtrAdd(p, 4), -3), *c.PtrAt(p, 4))
	*c.PtrAt(p, 1) = 21
	println("PtrAt", arr[1])
	s := c.Slice(p, 2, 5)
	println("Slice", len(s), cap(s), s[0], s[1], len(s[:5]), c.Slice[c.Int](nil, 0, 0) == nil)

	raw := []byte("hello, C\x00ignored")
	bs := c.Bytes(&raw[0], 5)
	println("Bytes", string(bs), len(bs), c.Bytes(nil, 3) == nil)
	cs := (*c.Char)(unsafe.Pointer(&raw[0]))
	ccs := (*c.ConstChar)(unsafe.Pointer(&raw[7]))
	var none *c.Char
	println("String", c.String(cs), len(c.String(cs)), c.String(ccs), c.String(none) == "")
	println("chars", *cs, c.Char('A'), c.UChar(200), c.SChar(-100))

	ap := c.Alloca[pair](3)
	ap2 := c.PtrAt(ap, 2)
	ap2.a, ap2.b = 7, 0.5
	println("Alloca", ap.a, ap.b, c.PtrAt(ap, 1).a, ap2.a, ap2.b)
	for i := 0; i < 3; i++ {
		q := c.Alloca[c.Long](2)
		println("Alloca loop", *q, *c.PtrAt(q, 1))
		*c.PtrAt(q, 1) = c.Long(i + 1)
		*q = -1
	}
	word := string(raw[7:8]) + "-string"
	cstr := c.CString(word)
	*cstr = 'c'
	println("CString", c.String(cstr), len(c.String(cstr)), word, c.String(c.CString("constant")))

	c.Assert(arr[0] == 11, "c: assertion failed: arr[0] == 11")
}
