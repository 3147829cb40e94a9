// Package solod.dev/so/fmt under solod against Go's fmt: widths and precisions from operands
// (*), argument indexes (%[n]), every error form (%!verb(type=value), MISSING, EXTRA,
// BADINDEX, BADWIDTH, BADPREC, NOVERB), %%, Print's and Println's spacing, and the functions
// that write into a buffer, an allocator or a slice's capacity.
package main

import (
	"solod.dev/so/fmt"
	"solod.dev/so/mem"
)

type MyInt int

// A format that go vet cannot check: the bad ones are on purpose.
type call struct {
	format string
	args   []any
}

func main() {
	calls := []call{
		{"%*d|", []any{5, 42}},
		{"%-*d|", []any{5, 42}},
		{"%*d|", []any{-5, 42}},
		{"%.*f|", []any{2, 3.14159}},
		{"%*.*f|", []any{8, 3, 3.14159}},
		{"%.*d|", []any{-1, 7}},
		{"%*d|", []any{"x", 42}},
		{"%.*d|", []any{"x", 42}},
		{"%*d|", []any{uint8(3), 42}},
		{"%*d|", []any{int64(1 << 40), 42}},
		{"%*d|", []any{MyInt(4), 42}},
		{"%*d|", []any{uint64(1<<64 - 1), 42}},
		{"%*d|", []any{10000000, 42}},
		{"%[2]d %[1]d", []any{1, 2}},
		{"%[2]*[1]d|", []any{12, 5}},
		{"%[3]d %d %d", []any{1, 2, 3}},
		{"%[1]d %[1]x %[1]o", []any{64}},
		{"%[0]d", []any{1}},
		{"%[4]d", []any{1, 2}},
		{"%[x]d", []any{1}},
		{"%[1", []any{1}},
		{"%[2]", []any{1, 2}},
		{"%[1]*d", []any{3}},
		{"%[3]2d", []any{1, 2, 3}},
		{"%[3].2d", []any{1, 2, 3}},
		{"%.[2]d", []any{1, 2}},
		{"%d %d", []any{1}},
		{"%d", []any{}},
		{"%d", []any{1, "extra", nil, 2.5}},
		{"no verbs", []any{1, true}},
		{"%", []any{}},
		{"%-", []any{1}},
		{"%5", []any{1}},
		{"%.", []any{1}},
		{"100%%", []any{}},
		{"%5%|%-5%|%05%", []any{}},
		{"%!", []any{1}},
		{"%z %z", []any{1, "s"}},
		{"%d", []any{"str"}},
		{"%s", []any{42}},
		{"%t", []any{1}},
		{"%x", []any{true}},
		{"%e", []any{"str"}},
		{"%c", []any{"str"}},
		{"%d", []any{nil}},
		{"%s", []any{nil}},
		{"%v %T", []any{nil, nil}},
		{"%5T|%-10T|", []any{1, "s"}},
		{"%ä", []any{1}},
		{"%☺", []any{"x"}},
		{"%d %s", []any{[]int{1}, []string{"a"}}},
		{"%-+ #0d", []any{5}},
		{"%+-5d|", []any{5}},
		{"%0-5d|", []any{5}},
		{"%- 5d|", []any{5}},
		{"%#v %#v", []any{MyInt(3), []MyInt{1}}},
		{"%w", []any{1}},
		{"%[1]w %[1]v", []any{2}},
		{"%.0d|%5.0d|", []any{0, 0}},
		{"%.0x|%#.0x|%#.0o|", []any{0, 0, 0}},
		{"%#.3o %#5o %#05o", []any{8, 8, 8}},
		{"%x %X %#x", []any{-255, -255, -255}},
		{"%b %o", []any{-5, -8}},
		{"%08.3d|%-08d|%+08d", []any{5, 5, 5}},
		{"%.100d", []any{1}},
		{"%300d|", []any{1}},
	}
	for _, c := range calls {
		fmt.Printf(c.format, c.args...)
		fmt.Println()
	}

	// Print and Println put spaces where Go does.
	fmt.Print("a", "b", 1, 2, "c", 3.5, nil, true, "d\n")
	fmt.Print(1, 2, "\n")
	fmt.Print()
	fmt.Println("a", "b", 1, 2, nil, []int{1})
	fmt.Println()
	n, err := fmt.Println("counted", 12345)
	fmt.Println(n, err)
	n, err = fmt.Printf("%s|%d\n", "counted", 1)
	fmt.Println(n, err)

	// Into a buffer: what does not fit is dropped.
	var buf [16]byte
	s := fmt.Sprintf(buf[:], "%d-%s-%v", 42, "abc", []int{1, 2})
	fmt.Println(s, len(s))
	s = fmt.Sprintf(buf[:], "%s", "0123456789abcdefXYZ")
	fmt.Println(s, len(s))
	s = fmt.Sprint(buf[:4], "ab", 12)
	fmt.Println(s, len(s))
	s = fmt.Sprintln(buf[:], "x", 1)
	fmt.Print(s)
	s = fmt.Sprintf(nil, "%d", 123)
	fmt.Println(len(s))
	// A string made into a buffer is the buffer's bytes.
	s = fmt.Sprintf(buf[:], "%s", "one")
	fmt.Println(s, string(buf[:3]))

	// Into an allocator: exactly the text's bytes, freed by the caller.
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	s = fmt.Asprintf(a, "%s=%d", "key", 99)
	fmt.Println(s, len(s), tr.InUse())
	mem.FreeString(a, s)
	var long [600]byte
	for i := range long {
		long[i] = byte('a' + i%26)
	}
	s = fmt.Asprintf(a, "[%s]", string(long[:]))
	fmt.Println(len(s), s[:5], s[len(s)-5:], tr.InUse())
	mem.FreeString(a, s)
	s = fmt.Asprint(a, "x", 1, 2)
	fmt.Println(s, tr.InUse())
	mem.FreeString(a, s)
	s = fmt.Asprintln(a, "y", 3)
	fmt.Print(s)
	mem.FreeString(a, s)
	s = fmt.Asprintf(a, "")
	fmt.Println(len(s), tr.InUse())
	fmt.Println("in use after frees:", tr.InUse())

	// Into a slice's capacity.
	b := make([]byte, 0, 32)
	b = fmt.Appendf(b, "%d+%d", 1, 2)
	b = fmt.Append(b, " =", 3)
	b = fmt.Appendln(b, "", true)
	fmt.Print(string(b))
	fmt.Println(len(b), cap(b))
}
