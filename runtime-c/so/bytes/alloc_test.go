package bytes_test

import (
	"testing"

	"solod.dev/so/bytes"
	"solod.dev/so/mem"
	"solod.dev/so/unicode"
)

func tracked(t *testing.T, f func(a mem.Allocator)) {
	t.Helper()
	tr := mem.NewTracker(mem.System)
	f(tr.Allocator())
	if tr.InUse() != 0 {
		t.Errorf("leak: %d bytes in use", tr.InUse())
	}
}

func TestCloneStringJoinRepeat(t *testing.T) {
	tracked(t, func(a mem.Allocator) {
		src := []byte("hello")
		c := bytes.Clone(a, src)
		src[0] = 'j'
		if string(c) != "hello" {
			t.Errorf("Clone = %q", c)
		}
		mem.FreeSlice(a, c)
		if bytes.Clone(a, nil) != nil {
			t.Error("Clone(nil) is not nil")
		}
		if e := bytes.Clone(a, []byte{}); e == nil || len(e) != 0 {
			t.Error("Clone of empty is not empty and non-nil")
		}
		s := bytes.String(a, []byte("text"))
		if s != "text" {
			t.Errorf("String = %q", s)
		}
		mem.FreeString(a, s)
		j := bytes.Join(a, [][]byte{[]byte("a"), []byte("b"), []byte("c")}, []byte(", "))
		if string(j) != "a, b, c" {
			t.Errorf("Join = %q", j)
		}
		mem.FreeSlice(a, j)
		if bytes.Join(a, nil, []byte(",")) != nil || len(bytes.Join(a, [][]byte{nil, nil}, nil)) != 0 {
			t.Error("empty Join")
		}
		r := bytes.Repeat(a, []byte("ab"), 3)
		if string(r) != "ababab" {
			t.Errorf("Repeat = %q", r)
		}
		mem.FreeSlice(a, r)
	})
}

func TestReplaceMapCase(t *testing.T) {
	repl := []struct {
		in, old, new string
		n            int
		want         string
	}{
		{"hello", "l", "L", 0, "hello"}, {"hello", "l", "L", -1, "heLLo"}, {"banana", "a", "<>", 1, "b<>nana"},
		{"banana", "", "<>", -1, "<>b<>a<>n<>a<>n<>a<>"}, {"banana", "", "<>", 2, "<>b<>anana"},
		{"☺☻☹", "", "<>", -1, "<>☺<>☻<>☹<>"}, {"aaa", "a", "", -1, ""}, {"banana", "a", "a", -1, "banana"},
	}
	tracked(t, func(a mem.Allocator) {
		for _, c := range repl {
			got := bytes.Replace(a, []byte(c.in), []byte(c.old), []byte(c.new), c.n)
			if string(got) != c.want {
				t.Errorf("Replace(%q, %q, %q, %d) = %q, want %q", c.in, c.old, c.new, c.n, got, c.want)
			}
			mem.FreeSlice(a, got)
			if c.n < 0 {
				all := bytes.ReplaceAll(a, []byte(c.in), []byte(c.old), []byte(c.new))
				if string(all) != c.want {
					t.Errorf("ReplaceAll = %q", all)
				}
				mem.FreeSlice(a, all)
			}
		}
		drop := func(r rune) rune {
			if r == 'a' {
				return -1
			}
			return unicode.ToUpper(r)
		}
		m := bytes.Map(a, drop, []byte("banana\xff☺ǆ"))
		if string(m) != "BNN\uFFFD☺Ǆ" {
			t.Errorf("Map = %q", m)
		}
		mem.FreeSlice(a, m)
		cases := []struct{ in, upper, lower, title string }{
			{"abc", "ABC", "abc", "ABC"}, {"AbC123", "ABC123", "abc123", "ABC123"},
			{"ǅǆǄ", "ǄǄǄ", "ǆǆǆ", "ǅǅǅ"}, {"\u0250\u0250", "\u2C6F\u2C6F", "\u0250\u0250", "\u2C6F\u2C6F"},
			{"ΑΒΓ δεζ", "ΑΒΓ ΔΕΖ", "αβγ δεζ", "ΑΒΓ ΔΕΖ"},
		}
		for _, c := range cases {
			up, low, title := bytes.ToUpper(a, []byte(c.in)), bytes.ToLower(a, []byte(c.in)), bytes.ToTitle(a, []byte(c.in))
			if string(up) != c.upper || string(low) != c.lower || string(title) != c.title {
				t.Errorf("cases of %q: %q %q %q", c.in, up, low, title)
			}
			mem.FreeSlice(a, up)
			mem.FreeSlice(a, low)
			mem.FreeSlice(a, title)
		}
		tu := bytes.ToUpperSpecial(a, unicode.TurkishCase, []byte("ıi"))
		tl := bytes.ToLowerSpecial(a, unicode.TurkishCase, []byte("Iİ"))
		tt := bytes.ToTitleSpecial(a, unicode.TurkishCase, []byte("i"))
		if string(tu) != "Iİ" || string(tl) != "ıi" || string(tt) != "İ" {
			t.Errorf("Turkish: %q %q %q", tu, tl, tt)
		}
		mem.FreeSlice(a, tu)
		mem.FreeSlice(a, tl)
		mem.FreeSlice(a, tt)
		v := bytes.ToValidUTF8(a, []byte("a\xffb\xC0\xAFc\xff"), []byte("?"))
		if string(v) != "a?b?c?" {
			t.Errorf("ToValidUTF8 = %q", v)
		}
		mem.FreeSlice(a, v)
		rs := bytes.Runes(a, []byte("a☺\xff"))
		if len(rs) != 3 || rs[0] != 'a' || rs[1] != '☺' || rs[2] != '\uFFFD' {
			t.Errorf("Runes = %v", rs)
		}
		mem.FreeSlice(a, rs)
	})
}

func sameParts(got [][]byte, want []string) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if string(got[i]) != want[i] {
			return false
		}
	}
	return true
}

func TestSplitFields(t *testing.T) {
	cases := []struct {
		s, sep string
		n      int
		want   []string
	}{
		{"abcd", "", 2, []string{"a", "bcd"}}, {"abcd", "", -1, []string{"a", "b", "c", "d"}},
		{"☺☻☹", "", -1, []string{"☺", "☻", "☹"}}, {"☺☻☹", "", 2, []string{"☺", "☻☹"}},
		{"a,b,c", ",", -1, []string{"a", "b", "c"}}, {"a,b,c", ",", 2, []string{"a", "b,c"}},
		{",a,", ",", -1, []string{"", "a", ""}}, {"", ",", -1, []string{""}}, {"a,b", ",", 0, nil},
		{"", "", -1, nil},
	}
	tracked(t, func(a mem.Allocator) {
		for _, c := range cases {
			got := bytes.SplitN(a, []byte(c.s), []byte(c.sep), c.n)
			if !sameParts(got, c.want) {
				t.Errorf("SplitN(%q, %q, %d) = %q, want %q", c.s, c.sep, c.n, got, c.want)
			}
			mem.FreeSlice(a, got)
			if c.n < 0 {
				all := bytes.Split(a, []byte(c.s), []byte(c.sep))
				if !sameParts(all, c.want) {
					t.Errorf("Split(%q, %q) = %q", c.s, c.sep, all)
				}
				mem.FreeSlice(a, all)
			}
		}
		s := []byte("a,b,c")
		parts := bytes.Split(a, s, []byte(","))
		if cap(parts[0]) != 1 || cap(parts[2]) != 1 {
			t.Errorf("Split's parts have capacities %d and %d, want 1 and 1", cap(parts[0]), cap(parts[2]))
		}
		mem.FreeSlice(a, parts)
		after := bytes.SplitAfter(a, s, []byte(","))
		if !sameParts(after, []string{"a,", "b,", "c"}) || cap(after[0]) != 2 {
			t.Errorf("SplitAfter = %q", after)
		}
		mem.FreeSlice(a, after)
		two := bytes.SplitAfterN(a, s, []byte(","), 2)
		if !sameParts(two, []string{"a,", "b,c"}) {
			t.Errorf("SplitAfterN = %q", two)
		}
		mem.FreeSlice(a, two)
		fields := []struct {
			s    string
			want []string
		}{
			{"", nil}, {"  \t ", nil}, {"  abc  ", []string{"abc"}}, {"1 2  3\t4", []string{"1", "2", "3", "4"}},
			{"1\u20002\u20013", []string{"1", "2", "3"}}, {"\n™\t™\n", []string{"™", "™"}}, {"x\x85y", []string{"x\x85y"}},
		}
		for _, c := range fields {
			got := bytes.Fields(a, []byte(c.s))
			if !sameParts(got, c.want) {
				t.Errorf("Fields(%q) = %q, want %q", c.s, got, c.want)
			}
			for _, p := range got {
				if cap(p) != len(p) {
					t.Errorf("Fields(%q): a part has capacity %d for length %d", c.s, cap(p), len(p))
				}
			}
			mem.FreeSlice(a, got)
		}
		comma := func(r rune) bool { return r == ',' }
		ff := bytes.FieldsFunc(a, []byte(",,a,b,,c,"), comma)
		if !sameParts(ff, []string{"a", "b", "c"}) {
			t.Errorf("FieldsFunc = %q", ff)
		}
		mem.FreeSlice(a, ff)
	})
}
