package strings_test

import (
	"testing"

	"solod.dev/so/mem"
	"solod.dev/so/strings"
	"solod.dev/so/unicode"
)

// tracked runs f with a Tracker's allocator and reports what f did not free.
func tracked(t *testing.T, f func(a mem.Allocator)) {
	t.Helper()
	tr := mem.NewTracker(mem.System)
	f(tr.Allocator())
	if tr.InUse() != 0 {
		t.Errorf("leak: %d bytes in use", tr.InUse())
	}
}

func TestCloneJoinRepeat(t *testing.T) {
	tracked(t, func(a mem.Allocator) {
		c := strings.Clone(a, "hello")
		if c != "hello" {
			t.Errorf("Clone = %q", c)
		}
		mem.FreeString(a, c)
		if strings.Clone(a, "") != "" {
			t.Error("Clone of empty")
		}
		joins := []struct {
			elems []string
			sep   string
			want  string
		}{
			{nil, ",", ""}, {[]string{"a"}, ",", "a"}, {[]string{"a", "b", "c"}, ", ", "a, b, c"},
			{[]string{"", ""}, "", ""}, {[]string{"", ""}, "-", "-"}, {[]string{"x", "", "y"}, "", "xy"},
		}
		for _, j := range joins {
			got := strings.Join(a, j.elems, j.sep)
			if got != j.want {
				t.Errorf("Join(%q, %q) = %q, want %q", j.elems, j.sep, got, j.want)
			}
			mem.FreeString(a, got)
		}
		reps := []struct {
			s     string
			count int
			want  string
		}{{"", 0, ""}, {"", 5, ""}, {"-", 0, ""}, {"-", 1, "-"}, {"-", 10, "----------"}, {"abc", 3, "abcabcabc"}}
		for _, r := range reps {
			got := strings.Repeat(a, r.s, r.count)
			if got != r.want {
				t.Errorf("Repeat(%q, %d) = %q", r.s, r.count, got)
			}
			mem.FreeString(a, got)
		}
	})
}

func TestReplace(t *testing.T) {
	cases := []struct {
		in, old, new string
		n            int
		want         string
	}{
		{"hello", "l", "L", 0, "hello"}, {"hello", "l", "L", -1, "heLLo"}, {"hello", "x", "X", -1, "hello"},
		{"", "x", "X", -1, ""}, {"radar", "r", "<r>", -1, "<r>ada<r>"}, {"", "", "<>", -1, "<>"},
		{"banana", "a", "<>", -1, "b<>n<>n<>"}, {"banana", "a", "<>", 1, "b<>nana"},
		{"banana", "a", "<>", 1000, "b<>n<>n<>"}, {"banana", "an", "<>", -1, "b<><>a"},
		{"banana", "ana", "<>", -1, "b<>na"}, {"banana", "", "<>", -1, "<>b<>a<>n<>a<>n<>a<>"},
		{"banana", "", "<>", 10, "<>b<>a<>n<>a<>n<>a<>"}, {"banana", "", "<>", 1, "<>banana"},
		{"banana", "b", "B", -1, "Banana"}, {"banana", "a", "a", -1, "banana"}, {"banana", "a", "a", 1, "banana"},
		{"☺☻☹", "", "<>", -1, "<>☺<>☻<>☹<>"}, {"☺☻☹", "", "<>", 2, "<>☺<>☻☹"}, {"aaa", "a", "", -1, ""},
		{"a\xffb", "", "-", -1, "-a-\xff-b-"},
	}
	tracked(t, func(a mem.Allocator) {
		for _, c := range cases {
			got := strings.Replace(a, c.in, c.old, c.new, c.n)
			if got != c.want {
				t.Errorf("Replace(%q, %q, %q, %d) = %q, want %q", c.in, c.old, c.new, c.n, got, c.want)
			}
			mem.FreeString(a, got)
			if c.n == -1 {
				all := strings.ReplaceAll(a, c.in, c.old, c.new)
				if all != c.want {
					t.Errorf("ReplaceAll(%q, %q, %q) = %q", c.in, c.old, c.new, all)
				}
				mem.FreeString(a, all)
			}
		}
	})
}

func rot13(r rune) rune {
	switch {
	case 'a' <= r && r <= 'z':
		return 'a' + (r-'a'+13)%26
	case 'A' <= r && r <= 'Z':
		return 'A' + (r-'A'+13)%26
	}
	return r
}

func dropVowels(r rune) rune {
	switch r {
	case 'a', 'e', 'i', 'o', 'u':
		return -1
	}
	return r
}

func TestMapCase(t *testing.T) {
	tracked(t, func(a mem.Allocator) {
		maps := []struct {
			f    func(rune) rune
			in   string
			want string
		}{
			{rot13, "Hello, World", "Uryyb, Jbeyq"}, {dropVowels, "education", "dctn"},
			{unicode.ToUpper, "a\xffb", "A\uFFFDB"}, {func(r rune) rune { return 'a' }, "☺☻", "aa"},
			{func(r rune) rune { return 0x110000 }, "ab", "\uFFFD\uFFFD"}, {dropVowels, "aeiou", ""},
		}
		for _, m := range maps {
			got := strings.Map(a, m.f, m.in)
			if got != m.want {
				t.Errorf("Map(%q) = %q, want %q", m.in, got, m.want)
			}
			mem.FreeString(a, got)
		}
		calls := 0
		count := func(r rune) rune { calls++; return r + 1 }
		mem.FreeString(a, strings.Map(a, count, "abc☺"))
		if calls != 4 {
			t.Errorf("Map called mapping %d times, want 4", calls)
		}
		cases := []struct{ in, upper, lower, title string }{
			{"", "", "", ""}, {"abc", "ABC", "abc", "ABC"}, {"AbC123", "ABC123", "abc123", "ABC123"},
			{"azAZ09_", "AZAZ09_", "azaz09_", "AZAZ09_"}, {"longStrinGwitHmixofsmaLLandcAps", "LONGSTRINGWITHMIXOFSMALLANDCAPS", "longstringwithmixofsmallandcaps", "LONGSTRINGWITHMIXOFSMALLANDCAPS"},
			{"ǅǆǄ", "ǄǄǄ", "ǆǆǆ", "ǅǅǅ"}, {"ǉ ǋ ǈ", "Ǉ Ǌ Ǉ", "ǉ ǌ ǉ", "ǈ ǋ ǈ"}, {"ß", "ß", "ß", "ß"},
			{"\u0250\u0250", "\u2C6F\u2C6F", "\u0250\u0250", "\u2C6F\u2C6F"}, {"ΑΒΓ δεζ", "ΑΒΓ ΔΕΖ", "αβγ δεζ", "ΑΒΓ ΔΕΖ"},
			{"\u0130", "\u0130", "i\u0307"[:1], "\u0130"},
		}
		for _, c := range cases {
			up, low, title := strings.ToUpper(a, c.in), strings.ToLower(a, c.in), strings.ToTitle(a, c.in)
			if up != c.upper {
				t.Errorf("ToUpper(%q) = %q, want %q", c.in, up, c.upper)
			}
			if low != c.lower {
				t.Errorf("ToLower(%q) = %q, want %q", c.in, low, c.lower)
			}
			if title != c.title {
				t.Errorf("ToTitle(%q) = %q, want %q", c.in, title, c.title)
			}
			mem.FreeString(a, up)
			mem.FreeString(a, low)
			mem.FreeString(a, title)
		}
		tu := strings.ToUpperSpecial(a, unicode.TurkishCase, "ıi")
		tl := strings.ToLowerSpecial(a, unicode.TurkishCase, "Iİ")
		tt := strings.ToTitleSpecial(a, unicode.TurkishCase, "ıi")
		if tu != "Iİ" || tl != "ıi" || tt != "Iİ" {
			t.Errorf("Turkish: %q %q %q", tu, tl, tt)
		}
		mem.FreeString(a, tu)
		mem.FreeString(a, tl)
		mem.FreeString(a, tt)
	})
}

func TestToValidUTF8(t *testing.T) {
	cases := []struct{ in, repl, want string }{
		{"", "\uFFFD", ""}, {"abc", "\uFFFD", "abc"}, {"\uFDDD", "\uFFFD", "\uFDDD"},
		{"a\xffb\xC0\xAFc\xff", "\uFFFD", "a\uFFFDb\uFFFDc\uFFFD"}, {"a\xffb\xC0\xAFc\xff", "", "abc"},
		{"\xed\xa0\x80", "abc", "abc"}, {"\xed\xbf\xbf", "\uFFFD", "\uFFFD"}, {"\xF0\x80\x80\xaf", "☺", "☺"},
		{"\xf8\x80\x80\x80\xAF", "\uFFFD", "\uFFFD"}, {"\xfc\x80\x80\x80\x80\xAF", "\uFFFD", "\uFFFD"},
		{"\xe2\x82", "*", "*"}, {"x\xe2\x82y", "*", "x*y"},
	}
	tracked(t, func(a mem.Allocator) {
		for _, c := range cases {
			got := strings.ToValidUTF8(a, c.in, c.repl)
			if got != c.want {
				t.Errorf("ToValidUTF8(%q, %q) = %q, want %q", c.in, c.repl, got, c.want)
			}
			mem.FreeString(a, got)
		}
	})
}

func sameStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestSplit(t *testing.T) {
	cases := []struct {
		s, sep string
		n      int
		want   []string
	}{
		{"", "", -1, nil}, {"abcd", "", 2, []string{"a", "bcd"}}, {"abcd", "", 4, []string{"a", "b", "c", "d"}},
		{"abcd", "", -1, []string{"a", "b", "c", "d"}}, {"☺☻☹", "", -1, []string{"☺", "☻", "☹"}},
		{"☺☻☹", "", 0, nil}, {"☺☻☹", "", 1, []string{"☺☻☹"}}, {"\xff-\xff", "", -1, []string{"\xff", "-", "\xff"}},
		{"a,b,c", ",", -1, []string{"a", "b", "c"}}, {"a,b,c", ",", 2, []string{"a", "b,c"}},
		{"a,b,c", ",", 0, nil}, {"a,b,c", ",", 10, []string{"a", "b", "c"}}, {",a,", ",", -1, []string{"", "a", ""}},
		{"", ",", -1, []string{""}}, {"abc", "abc", -1, []string{"", ""}}, {"abc", "x", -1, []string{"abc"}},
		{"1 2 3 4", " ", 3, []string{"1", "2", "3 4"}}, {"a--b--c", "--", -1, []string{"a", "b", "c"}},
	}
	tracked(t, func(a mem.Allocator) {
		for _, c := range cases {
			got := strings.SplitN(a, c.s, c.sep, c.n)
			if !sameStrings(got, c.want) {
				t.Errorf("SplitN(%q, %q, %d) = %q, want %q", c.s, c.sep, c.n, got, c.want)
			}
			mem.FreeSlice(a, got)
			if c.n < 0 {
				all := strings.Split(a, c.s, c.sep)
				if !sameStrings(all, c.want) {
					t.Errorf("Split(%q, %q) = %q", c.s, c.sep, all)
				}
				mem.FreeSlice(a, all)
			}
		}
		after := []struct {
			s, sep string
			n      int
			want   []string
		}{
			{"a,b,c", ",", -1, []string{"a,", "b,", "c"}}, {"a,b,c", ",", 2, []string{"a,", "b,c"}},
			{",a,", ",", -1, []string{",", "a,", ""}}, {"abcd", "", -1, []string{"a", "b", "c", "d"}},
			{"", ",", -1, []string{""}}, {"1--2--", "--", -1, []string{"1--", "2--", ""}},
		}
		for _, c := range after {
			got := strings.SplitAfterN(a, c.s, c.sep, c.n)
			if !sameStrings(got, c.want) {
				t.Errorf("SplitAfterN(%q, %q, %d) = %q, want %q", c.s, c.sep, c.n, got, c.want)
			}
			mem.FreeSlice(a, got)
			if c.n < 0 {
				all := strings.SplitAfter(a, c.s, c.sep)
				if !sameStrings(all, c.want) {
					t.Errorf("SplitAfter(%q, %q) = %q", c.s, c.sep, all)
				}
				mem.FreeSlice(a, all)
			}
		}
	})
}

func TestFields(t *testing.T) {
	cases := []struct {
		s    string
		want []string
	}{
		{"", nil}, {" ", nil}, {" \t ", nil}, {"\u2000", nil}, {"  abc  ", []string{"abc"}},
		{"1 2 3 4", []string{"1", "2", "3", "4"}}, {"1  2  3  4", []string{"1", "2", "3", "4"}},
		{"1\t\t2\t\t3\t4", []string{"1", "2", "3", "4"}}, {"1\u20002\u20013\u20024", []string{"1", "2", "3", "4"}},
		{"\u2000\u2001\u2002", nil}, {"\n™\t™\n", []string{"™", "™"}}, {"\n\u20001™2\u2000 \u2001 ™", []string{"1™2", "™"}},
		{"\n1\uFFFD \uFFFD2\u20003\uFFFD4", []string{"1\uFFFD", "\uFFFD2", "3\uFFFD4"}},
		{"1\xa0 2", []string{"1\xa0", "2"}}, {"x\x85y", []string{"x\x85y"}},
	}
	tracked(t, func(a mem.Allocator) {
		for _, c := range cases {
			got := strings.Fields(a, c.s)
			if !sameStrings(got, c.want) {
				t.Errorf("Fields(%q) = %q, want %q", c.s, got, c.want)
			}
			mem.FreeSlice(a, got)
			fn := strings.FieldsFunc(a, c.s, unicode.IsSpace)
			if !sameStrings(fn, c.want) {
				t.Errorf("FieldsFunc(%q, IsSpace) = %q", c.s, fn)
			}
			mem.FreeSlice(a, fn)
		}
		comma := func(r rune) bool { return r == ',' || r == ';' }
		got := strings.FieldsFunc(a, ",,a;b,,c;", comma)
		if !sameStrings(got, []string{"a", "b", "c"}) {
			t.Errorf("FieldsFunc = %q", got)
		}
		mem.FreeSlice(a, got)
	})
}
