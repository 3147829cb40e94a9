// so/bytes functions from So: searching (Index, LastIndex, IndexByte, IndexRune, IndexAny,
// Count over many lengths checked against a plain loop), Equal/Compare/EqualFold, trimming
// (with Go's nil results), Cut, splitting and fields (capacities cut at each part's end),
// Join, Replace, case mapping, Map, Runes, ToValidUTF8 and String, all through a Tracker.
package main

import (
	"solod.dev/so/bytes"
	"solod.dev/so/mem"
	"solod.dev/so/unicode"
)

func show(label string, parts [][]byte) {
	print(label, " ", len(parts), ":")
	for _, p := range parts {
		print(" [", string(p), "]")
	}
	println()
}

func main() {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	s := []byte("key=value; other=thing; ☺=smile; \xff=bad")
	println(bytes.Index(s, []byte("other")), bytes.LastIndex(s, []byte("=")), bytes.IndexByte(s, ';'),
		bytes.IndexRune(s, '☺'), bytes.IndexRune(s, '\uFFFD'), bytes.IndexAny(s, "☺;"), bytes.LastIndexAny(s, "xyz="))
	println(bytes.Count(s, []byte("=")), bytes.Count(s, nil), bytes.Contains(s, []byte("thing")), bytes.HasPrefix(s, []byte("key")))

	// Count of one byte over every length up to 300 and every offset up to 31.
	long := make([]byte, 340)
	for i := range long {
		long[i] = byte('a' + (i*i)%5)
	}
	bad := 0
	for off := 0; off < 32; off++ {
		for n := 0; off+n <= 300; n += 7 {
			want := 0
			for _, c := range long[off : off+n] {
				if c == 'c' {
					want++
				}
			}
			if bytes.Count(long[off:off+n], []byte("c")) != want {
				bad++
			}
		}
	}
	println("count mismatches", bad)

	println(bytes.Equal([]byte("x"), []byte("x")), bytes.Equal(nil, []byte{}), bytes.Compare([]byte("a"), []byte("b")), bytes.EqualFold([]byte("GoLang"), []byte("golang")))
	println(string(bytes.TrimSpace([]byte("  padded \n"))), bytes.TrimSpace([]byte("   ")) == nil, bytes.Trim([]byte("xx"), "x") == nil, bytes.TrimRight([]byte("xx"), "x") == nil)
	println(string(bytes.Trim([]byte("¡¡hola!!"), "!¡")), string(bytes.TrimFunc([]byte("123abc456"), unicode.IsDigit)), string(bytes.TrimPrefix([]byte("v1.2"), []byte("v"))))
	before, after, found := bytes.Cut([]byte("user@host"), []byte("@"))
	println(string(before), string(after), found)

	parts := bytes.Split(a, s, []byte("; "))
	show("split", parts)
	println("caps", cap(parts[0]), len(parts[0]), cap(parts[3]))
	fields := bytes.Fields(a, []byte("  alpha beta\tgamma\n"))
	show("fields", fields)
	ufields := bytes.Fields(a, []byte("uno\u2003dos\u00a0tres"))
	show("ufields", ufields)
	joined := bytes.Join(a, fields, []byte("+"))
	println(string(joined))
	rep := bytes.ReplaceAll(a, []byte("a-b-c"), []byte("-"), []byte("--"))
	up := bytes.ToUpper(a, []byte("mixed Case ǆ ß"))
	low := bytes.ToLower(a, []byte("MIXED Case Ǆ"))
	mapped := bytes.Map(a, func(r rune) rune {
		if unicode.IsDigit(r) {
			return -1
		}
		return r + 1
	}, []byte("a1b2c3"))
	println(string(rep), string(up), string(low), string(mapped))
	runes := bytes.Runes(a, []byte("h☺\xff"))
	println(len(runes), runes[1], runes[2])
	valid := bytes.ToValidUTF8(a, []byte("ok\xff\xfeok"), []byte("?"))
	str := bytes.String(a, valid)
	println(str)
	repeated := bytes.Repeat(a, []byte("ab"), 4)
	cloned := bytes.Clone(a, repeated)
	println(string(cloned))

	for _, p := range [][][]byte{parts, fields, ufields} {
		mem.FreeSlice(a, p)
	}
	for _, p := range [][]byte{joined, rep, up, low, mapped, valid, repeated, cloned} {
		mem.FreeSlice(a, p)
	}
	mem.FreeSlice(a, runes)
	mem.FreeString(a, str)
	println("in use", tr.InUse())
}
