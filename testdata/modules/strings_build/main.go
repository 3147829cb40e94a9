// so/strings building from So: Split, SplitN, SplitAfter, Fields, FieldsFunc (slices from a
// Tracker), Join, Replace, ReplaceAll, Repeat, ToUpper/ToLower/ToTitle (ASCII and Unicode),
// Map, ToValidUTF8, Trim*, a Builder growing through the Tracker, a zero Builder, a
// FixedBuilder over a caller's array; every allocation freed at the end.
package main

import (
	"solod.dev/so/mem"
	"solod.dev/so/strings"
	"solod.dev/so/unicode"
)

func show(label string, parts []string) {
	print(label, " ", len(parts), ":")
	for _, p := range parts {
		print(" [", p, "]")
	}
	println()
}

func main() {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()

	csv := "name,age,,city"
	parts := strings.Split(a, csv, ",")
	show("split", parts)
	two := strings.SplitN(a, csv, ",", 2)
	show("splitn", two)
	after := strings.SplitAfter(a, "a.b.c", ".")
	show("after", after)
	runes := strings.Split(a, "h☺i", "")
	show("runes", runes)
	words := strings.Fields(a, "  the  quick\tbrown\n fox  ")
	show("fields", words)
	uwords := strings.Fields(a, "\u3000wide\u2003spaces\u00a0here ")
	show("ufields", uwords)
	byPunct := strings.FieldsFunc(a, "a,b;;c.d", unicode.IsPunct)
	show("fieldsfunc", byPunct)

	joined := strings.Join(a, words, "_")
	println("join", joined)
	rep := strings.Replace(a, "oink oink oink", "k", "ky", 2)
	all := strings.ReplaceAll(a, "oink oink oink", "oink", "moo")
	empty := strings.ReplaceAll(a, "abc", "", "-")
	println(rep, "|", all, "|", empty)
	line := strings.Repeat(a, "=-", 10)
	println(line)
	up := strings.ToUpper(a, "Hello, Wörld! ǆ")
	low := strings.ToLower(a, "HELLO, WÖRLD! ǅ")
	title := strings.ToTitle(a, "ǆemal")
	ascii := strings.ToUpper(a, "plain ascii 123")
	println(up, "|", low, "|", title, "|", ascii)
	rot := strings.Map(a, func(r rune) rune {
		if r >= 'a' && r <= 'z' {
			return 'a' + (r-'a'+13)%26
		}
		if r == ' ' {
			return -1
		}
		return r
	}, "hello world")
	println(rot)
	valid := strings.ToValidUTF8(a, "ok\xff\xfebad\xc0", "?")
	println(valid)
	println("[" + strings.TrimSpace("  \t padded \n ") + "]", "["+strings.Trim("xxhixx", "x")+"]", "["+strings.TrimLeft("001200", "0")+"]", "["+strings.TrimFunc("123abc456", unicode.IsDigit)+"]")

	b := strings.NewBuilder(a)
	for i := 0; i < 1000; i++ {
		b.WriteString("line ")
		b.WriteByte('#')
		b.WriteRune('☺')
		b.WriteByte('\n')
	}
	lines := strings.Split(a, b.String(), "\n")
	println("builder", b.Len(), b.Cap() >= b.Len(), len(lines), lines[999])
	mem.FreeSlice(a, lines)

	var z strings.Builder
	z.WriteString("zero builder uses System")
	println(z.String())
	z.Free()

	var arr [32]byte
	fb := strings.FixedBuilder(arr[:])
	fb.WriteString("fixed: ")
	fb.Write([]byte("no allocation"))
	println(fb.String(), fb.Len(), fb.Cap())

	for _, s := range []string{joined, rep, all, empty, line, up, low, title, ascii, rot, valid} {
		mem.FreeString(a, s)
	}
	for _, p := range [][]string{parts, two, after, runes, words, uwords, byPunct} {
		mem.FreeSlice(a, p)
	}
	b.Free()
	println("in use", tr.InUse())
}
