package bytes_test

import (
	"testing"

	"solod.dev/so/bytes"
	"solod.dev/so/unicode"
)

type indexCase struct {
	s, sep string
	want   int
}

var indexCases = []indexCase{
	{"", "", 0}, {"", "a", -1}, {"fo", "foo", -1}, {"foo", "foo", 0}, {"oofofoofooo", "f", 2},
	{"oofofoofooo", "foo", 4}, {"barfoobarfoo", "foo", 3}, {"foo", "", 0}, {"foo", "o", 1},
	{"abcABCabc", "A", 3}, {"xx0123xxxxxxxxxxxxx", "0123", 2}, {"x☺y☺z", "☺z", 5},
	{"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", "aaab", 62},
	{"abababababababababababababababababababababababababababababababababac", "ababac", 62},
	{"\xff\xfe", "\xfe", 1},
}

var lastIndexCases = []indexCase{
	{"", "", 0}, {"", "a", -1}, {"fo", "foo", -1}, {"foo", "foo", 0}, {"foo", "f", 0},
	{"oofofoofooo", "f", 7}, {"oofofoofooo", "foo", 7}, {"barfoobarfoo", "foo", 9}, {"foo", "", 3},
	{"foo", "o", 2}, {"abcABCabc", "a", 6}, {"x☺y☺z", "☺", 5},
}

func TestIndex(t *testing.T) {
	for _, c := range indexCases {
		s, sep := []byte(c.s), []byte(c.sep)
		if got := bytes.Index(s, sep); got != c.want {
			t.Errorf("Index(%q, %q) = %d, want %d", c.s, c.sep, got, c.want)
		}
		if got := bytes.Contains(s, sep); got != (c.want >= 0) {
			t.Errorf("Contains(%q, %q) = %t", c.s, c.sep, got)
		}
	}
	for _, c := range lastIndexCases {
		if got := bytes.LastIndex([]byte(c.s), []byte(c.sep)); got != c.want {
			t.Errorf("LastIndex(%q, %q) = %d, want %d", c.s, c.sep, got, c.want)
		}
	}
	if bytes.IndexByte([]byte("abcabc"), 'c') != 2 || bytes.LastIndexByte([]byte("abcabc"), 'c') != 5 ||
		bytes.IndexByte(nil, 'c') != -1 || bytes.LastIndexByte(nil, 'c') != -1 {
		t.Error("IndexByte/LastIndexByte")
	}
}

func TestIndexRuneAny(t *testing.T) {
	runes := []struct {
		s    string
		r    rune
		want int
	}{
		{"", 'a', -1}, {"foo☺bar", '☺', 3}, {"a\xffb", '\uFFFD', 1}, {"a\uFFFDb", '\uFFFD', 1},
		{"abc", '\uFFFD', -1}, {"a☺b", -1, -1}, {"abc", 0x110000, -1}, {"x\xed\xa0\x80", 0xD800, -1},
	}
	for _, c := range runes {
		if got := bytes.IndexRune([]byte(c.s), c.r); got != c.want {
			t.Errorf("IndexRune(%q, %d) = %d, want %d", c.s, c.r, got, c.want)
		}
		if got := bytes.ContainsRune([]byte(c.s), c.r); got != (c.want >= 0) {
			t.Errorf("ContainsRune(%q, %d) = %t", c.s, c.r, got)
		}
	}
	anys := []struct {
		s, chars    string
		first, last int
	}{
		{"", "", -1, -1}, {"a", "", -1, -1}, {"aaa", "a", 0, 2}, {"abc", "xcz", 2, 2},
		{"ab☺c", "x☺yz", 2, 2}, {"a☺b☻c☹d", "uvw☻xyz", 5, 5}, {"\x80", "\xffb", 0, 0},
		{"\xffb", "\u00ff", -1, -1}, {"a\uFFFDb", "\xff", 1, 1}, {"long string with spaces", " ", 4, 16},
	}
	for _, c := range anys {
		if got := bytes.IndexAny([]byte(c.s), c.chars); got != c.first {
			t.Errorf("IndexAny(%q, %q) = %d, want %d", c.s, c.chars, got, c.first)
		}
		if got := bytes.LastIndexAny([]byte(c.s), c.chars); got != c.last {
			t.Errorf("LastIndexAny(%q, %q) = %d, want %d", c.s, c.chars, got, c.last)
		}
		if got := bytes.ContainsAny([]byte(c.s), c.chars); got != (c.first >= 0) {
			t.Errorf("ContainsAny(%q, %q) = %t", c.s, c.chars, got)
		}
	}
	upper := func(r rune) bool { return unicode.IsUpper(r) }
	if bytes.IndexFunc([]byte("aBcD"), upper) != 1 || bytes.LastIndexFunc([]byte("aBcD"), upper) != 3 ||
		bytes.IndexFunc([]byte("ΔδΔ"), upper) != 0 || bytes.LastIndexFunc([]byte("ΔδΔ"), upper) != 4 ||
		bytes.IndexFunc(nil, upper) != -1 || !bytes.ContainsFunc([]byte("xY"), upper) {
		t.Error("IndexFunc/LastIndexFunc/ContainsFunc")
	}
}

func TestCountEqualCompare(t *testing.T) {
	counts := []struct {
		s, sep string
		want   int
	}{{"", "", 1}, {"notempty", "", 9}, {"12345678987654321", "6", 2}, {"11111", "11", 2},
		{"abc1231231123q", "123", 3}, {"a☺b☺c", "", 6}, {"\xff\xff", "\xff", 2}}
	for _, c := range counts {
		if got := bytes.Count([]byte(c.s), []byte(c.sep)); got != c.want {
			t.Errorf("Count(%q, %q) = %d, want %d", c.s, c.sep, got, c.want)
		}
	}
	cmps := []struct {
		a, b []byte
		want int
	}{{nil, nil, 0}, {[]byte{}, nil, 0}, {[]byte("a"), nil, 1}, {nil, []byte("a"), -1},
		{[]byte("abc"), []byte("abd"), -1}, {[]byte("ab"), []byte("abc"), -1}, {[]byte("\xff"), []byte("\x00"), 1},
		{[]byte("x"), []byte("x"), 0}}
	for _, c := range cmps {
		if got := bytes.Compare(c.a, c.b); got != c.want {
			t.Errorf("Compare(%q, %q) = %d", c.a, c.b, got)
		}
		if got := bytes.Equal(c.a, c.b); got != (c.want == 0) {
			t.Errorf("Equal(%q, %q) = %t", c.a, c.b, got)
		}
	}
}

func TestPrefixCutFold(t *testing.T) {
	s := []byte("golang")
	if !bytes.HasPrefix(s, []byte("go")) || bytes.HasPrefix(s, []byte("x")) || !bytes.HasPrefix(s, nil) ||
		!bytes.HasSuffix(s, []byte("ng")) || bytes.HasSuffix([]byte("g"), s) {
		t.Error("HasPrefix/HasSuffix")
	}
	before, after, found := bytes.Cut([]byte("k=v=w"), []byte("="))
	if string(before) != "k" || string(after) != "v=w" || !found {
		t.Error("Cut")
	}
	before, after, found = bytes.Cut([]byte("kv"), []byte("="))
	if string(before) != "kv" || after != nil || found {
		t.Error("Cut without sep")
	}
	if a, ok := bytes.CutPrefix(s, []byte("go")); string(a) != "lang" || !ok {
		t.Error("CutPrefix")
	}
	if b, ok := bytes.CutSuffix(s, []byte("x")); string(b) != "golang" || ok {
		t.Error("CutSuffix")
	}
	folds := []struct {
		s, t string
		want bool
	}{{"abc", "ABC", true}, {"αβδ", "ΑΒΔ", true}, {"abcdefghijk", "abcdefghij\u212A", true},
		{"ſ", "S", true}, {"a", "ab", false}, {"@", "`", false}, {"a\xffb", "A\xffB", true}, {"", "", true}}
	for _, c := range folds {
		if got := bytes.EqualFold([]byte(c.s), []byte(c.t)); got != c.want {
			t.Errorf("EqualFold(%q, %q) = %t", c.s, c.t, got)
		}
	}
}

func TestTrim(t *testing.T) {
	cases := []struct {
		s, cutset         string
		both, left, right string
	}{
		{"abba", "a", "bb", "bba", "abb"}, {"  abc  ", " ", "abc", "abc  ", "  abc"},
		{"☺abc☺", "☺", "abc", "abc☺", "☺abc"}, {"xxabcyy", "xy", "abc", "abcyy", "xxabc"},
		{"\xffabc\xff", "\xff", "abc", "abc\xff", "\xffabc"}, {"abc", "", "abc", "abc", "abc"},
	}
	for _, c := range cases {
		s := []byte(c.s)
		if got := bytes.Trim(s, c.cutset); string(got) != c.both {
			t.Errorf("Trim(%q, %q) = %q", c.s, c.cutset, got)
		}
		if got := bytes.TrimLeft(s, c.cutset); string(got) != c.left {
			t.Errorf("TrimLeft(%q, %q) = %q", c.s, c.cutset, got)
		}
		if got := bytes.TrimRight(s, c.cutset); string(got) != c.right {
			t.Errorf("TrimRight(%q, %q) = %q", c.s, c.cutset, got)
		}
	}
	// nil where Go gives nil.
	all := []byte("aaa")
	if bytes.Trim(all, "a") != nil || bytes.TrimLeft(all, "a") != nil || bytes.Trim([]byte{}, "a") != nil ||
		bytes.TrimSpace([]byte("  ")) != nil || bytes.TrimLeftFunc(all, func(rune) bool { return true }) != nil {
		t.Error("a left trim of everything is not nil")
	}
	if r := bytes.TrimRight(all, "a"); r == nil || len(r) != 0 {
		t.Error("TrimRight of everything is not an empty non-nil slice")
	}
	spaces := []struct{ in, want string }{
		{" \t\r\n x\t\t\r\r\n\n ", "x"}, {" \u2000\t\r\n x\t\t\r\r\ny\n \u3000", "x\t\t\r\r\ny"},
		{" x\x80", "x\x80"}, {"x \xc0", "x \xc0"}, {"\u00a0abc\u0085", "abc"},
	}
	for _, c := range spaces {
		if got := bytes.TrimSpace([]byte(c.in)); string(got) != c.want {
			t.Errorf("TrimSpace(%q) = %q", c.in, got)
		}
	}
	if string(bytes.TrimFunc([]byte("123abc456"), unicode.IsDigit)) != "abc" ||
		string(bytes.TrimRightFunc([]byte("abc☹"), unicode.IsSymbol)) != "abc" ||
		string(bytes.TrimPrefix([]byte("abcabc"), []byte("abc"))) != "abc" ||
		string(bytes.TrimSuffix([]byte("abcabc"), []byte("x"))) != "abcabc" {
		t.Error("TrimFunc/TrimRightFunc/TrimPrefix/TrimSuffix")
	}
}
