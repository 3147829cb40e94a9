package strings_test

import (
	"testing"

	"solod.dev/so/strings"
	"solod.dev/so/unicode"
)

type indexCase struct {
	s, sep string
	want   int
}

var indexCases = []indexCase{
	{"", "", 0}, {"", "a", -1}, {"", "foo", -1}, {"fo", "foo", -1}, {"foo", "foo", 0},
	{"oofofoofooo", "f", 2}, {"oofofoofooo", "foo", 4}, {"barfoobarfoo", "foo", 3},
	{"foo", "", 0}, {"foo", "o", 1}, {"abcABCabc", "A", 3}, {"jrzm6jjhorimglljrea4w3rlgosts0w2gia17hno2td4qd1jz", "jz", 47},
	{"ekkuk5oft4eq0ocpacknhwouic1uua46unx12l37nioq9wbpnocqks6", "ks6", 52},
	{"999f2xmimunbuyew5vrkla9cpwhmxan8o98ec", "98ec", 33}, {"9lpt9r98i04k8bz6c6dsrthb96bhi", "96bhi", 24},
	{"xxxxxx", "01", -1}, {"01xxxx", "01", 0}, {"xx01xx", "01", 2}, {"xxxx01", "01", 4},
	{"01xxxxx"[1:], "01", -1}, {"xxxxx01"[:6], "01", -1},
	{"xx0123xxxxxxxxxxxxx", "0123", 2}, {"xxxxxxxxxxxxxxxx0123", "0123", 16},
	{"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", "aaab", 61},
	{"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "aab", -1},
	{"abababababababababababababababababababababababababababababababababac", "ababac", 62},
	{"x☺y☺z", "☺", 1}, {"x☺y☺z", "☺z", 5}, {"\xff\xfe", "\xfe", 1},
}

var lastIndexCases = []indexCase{
	{"", "", 0}, {"", "a", -1}, {"", "foo", -1}, {"fo", "foo", -1}, {"foo", "foo", 0},
	{"foo", "f", 0}, {"oofofoofooo", "f", 7}, {"oofofoofooo", "foo", 7}, {"barfoobarfoo", "foo", 9},
	{"foo", "", 3}, {"foo", "o", 2}, {"abcABCabc", "A", 3}, {"abcABCabc", "a", 6},
	{"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", "baaa", -1}, {"baaaaaaaaaaa", "baaa", 0},
	{"x☺y☺z", "☺", 5},
}

func TestIndex(t *testing.T) {
	for _, c := range indexCases {
		if got := strings.Index(c.s, c.sep); got != c.want {
			t.Errorf("Index(%q, %q) = %d, want %d", c.s, c.sep, got, c.want)
		}
		if got := strings.Contains(c.s, c.sep); got != (c.want >= 0) {
			t.Errorf("Contains(%q, %q) = %t", c.s, c.sep, got)
		}
	}
	for _, c := range lastIndexCases {
		if got := strings.LastIndex(c.s, c.sep); got != c.want {
			t.Errorf("LastIndex(%q, %q) = %d, want %d", c.s, c.sep, got, c.want)
		}
	}
}

func TestIndexLong(t *testing.T) {
	// Every position of a needle in a long haystack, for needle lengths around the ones the
	// search treats differently.
	hay := make([]byte, 300)
	for i := range hay {
		hay[i] = 'a' + byte(i%7)
	}
	for n := 1; n <= 40; n++ {
		for pos := 0; pos+n <= len(hay); pos += 13 {
			b := make([]byte, len(hay))
			copy(b, hay)
			for k := 0; k < n; k++ {
				b[pos+k] = 'X'
			}
			s := string(b)
			needle := s[pos : pos+n]
			if got := strings.Index(s, needle); got != pos {
				t.Fatalf("Index: needle of %d at %d found at %d", n, pos, got)
			}
			if got := strings.LastIndex(s, needle); got != pos {
				t.Fatalf("LastIndex: needle of %d at %d found at %d", n, pos, got)
			}
		}
	}
}

func TestIndexByte(t *testing.T) {
	cases := []struct {
		s    string
		c    byte
		want int
		last int
	}{
		{"", 'a', -1, -1}, {"a", 'a', 0, 0}, {"abcabc", 'c', 2, 5}, {"abc", 'd', -1, -1},
		{"\x00\xff\x00", 0, 0, 2}, {"\x00\xff\x00", 0xff, 1, 1},
	}
	for _, c := range cases {
		if got := strings.IndexByte(c.s, c.c); got != c.want {
			t.Errorf("IndexByte(%q, %q) = %d", c.s, c.c, got)
		}
		if got := strings.LastIndexByte(c.s, c.c); got != c.last {
			t.Errorf("LastIndexByte(%q, %q) = %d", c.s, c.c, got)
		}
	}
}

func TestIndexRune(t *testing.T) {
	cases := []struct {
		s    string
		r    rune
		want int
	}{
		{"", 'a', -1}, {"", '☺', -1}, {"foo", '☹', -1}, {"foo", 'o', 1}, {"foo☺bar", '☺', 3},
		{"foo☺☻☹bar", '☹', 9}, {"a A x", 'A', 2}, {"some_text=some_value", '=', 9},
		{"☺a", 'a', 3}, {"a☻☺b", '☺', 4}, {"\x80", '\uFFFD', 0}, {"a\uFFFDb", '\uFFFD', 1},
		{"a\xffb", '\uFFFD', 1}, {"abc", '\uFFFD', -1}, {"a☺b", -1, -1}, {"a\xedb", 0xD800, -1},
		{"abc", 0x110000, -1},
	}
	for _, c := range cases {
		if got := strings.IndexRune(c.s, c.r); got != c.want {
			t.Errorf("IndexRune(%q, %d) = %d, want %d", c.s, c.r, got, c.want)
		}
		if got := strings.ContainsRune(c.s, c.r); got != (c.want >= 0) {
			t.Errorf("ContainsRune(%q, %d) = %t", c.s, c.r, got)
		}
	}
}

func TestIndexAny(t *testing.T) {
	cases := []struct {
		s, chars    string
		first, last int
	}{
		{"", "", -1, -1}, {"", "a", -1, -1}, {"", "abc", -1, -1}, {"a", "", -1, -1},
		{"a", "a", 0, 0}, {"\x80", "\xffb", 0, 0}, {"aaa", "a", 0, 2}, {"abc", "xyz", -1, -1},
		{"abc", "xcz", 2, 2}, {"ab☺c", "x☺yz", 2, 2}, {"a☺b☻c☹d", "cx", 8, 8},
		{"a☺b☻c☹d", "uvw☻xyz", 5, 5}, {"aRegExp*", ".(|)*+?^$[]", 7, 7},
		{"1....2....3....41....2....3....4", "1", 0, 16},
		{"\xffb", "\xff", 0, 0}, {"\xffb", "\u00ff", -1, -1}, {"a\uFFFDb", "\xff", 1, 1},
		{"012345678901234567890\xff", "\uFFFD", 21, 21}, {"xyz☺", "☺x", 0, 3},
		{"long string with spaces in it", " ", 4, 26},
	}
	for _, c := range cases {
		if got := strings.IndexAny(c.s, c.chars); got != c.first {
			t.Errorf("IndexAny(%q, %q) = %d, want %d", c.s, c.chars, got, c.first)
		}
		if got := strings.LastIndexAny(c.s, c.chars); got != c.last {
			t.Errorf("LastIndexAny(%q, %q) = %d, want %d", c.s, c.chars, got, c.last)
		}
		if got := strings.ContainsAny(c.s, c.chars); got != (c.first >= 0) {
			t.Errorf("ContainsAny(%q, %q) = %t", c.s, c.chars, got)
		}
	}
}

func isUpperRune(r rune) bool { return unicode.IsUpper(r) }
func notValid(r rune) bool    { return r == '\uFFFD' }

func TestIndexFunc(t *testing.T) {
	cases := []struct {
		s           string
		f           func(rune) bool
		first, last int
	}{
		{"", isUpperRune, -1, -1}, {"abc", isUpperRune, -1, -1}, {"aBcD", isUpperRune, 1, 3},
		{"ΔδΔ", isUpperRune, 0, 4}, {"a\xffb\xfe", notValid, 1, 3}, {"\u0250\u0251", unicode.IsLetter, 0, 2},
		{"  \u2000x\u3000 ", unicode.IsSpace, 0, 9},
	}
	for _, c := range cases {
		if got := strings.IndexFunc(c.s, c.f); got != c.first {
			t.Errorf("IndexFunc(%q) = %d, want %d", c.s, got, c.first)
		}
		if got := strings.LastIndexFunc(c.s, c.f); got != c.last {
			t.Errorf("LastIndexFunc(%q) = %d, want %d", c.s, got, c.last)
		}
		if got := strings.ContainsFunc(c.s, c.f); got != (c.first >= 0) {
			t.Errorf("ContainsFunc(%q) = %t", c.s, got)
		}
	}
}

func TestCount(t *testing.T) {
	cases := []struct {
		s, sep string
		want   int
	}{
		{"", "", 1}, {"", "notempty", 0}, {"notempty", "", 9}, {"smaller", "not smaller", 0},
		{"12345678987654321", "6", 2}, {"611161116", "6", 3}, {"notequal", "NotEqual", 0},
		{"equal", "equal", 1}, {"abc1231231123q", "123", 3}, {"11111", "11", 2},
		{"a☺b☺c", "", 6}, {"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\x00aaaa", "a", 40}, {"\xff\xff", "\xff", 2},
	}
	for _, c := range cases {
		if got := strings.Count(c.s, c.sep); got != c.want {
			t.Errorf("Count(%q, %q) = %d, want %d", c.s, c.sep, got, c.want)
		}
	}
}

func TestPrefixSuffixCut(t *testing.T) {
	if !strings.HasPrefix("golang", "go") || strings.HasPrefix("go", "golang") || !strings.HasPrefix("x", "") {
		t.Error("HasPrefix")
	}
	if !strings.HasSuffix("golang", "ng") || strings.HasSuffix("ng", "golang") || !strings.HasSuffix("", "") {
		t.Error("HasSuffix")
	}
	cuts := []struct {
		s, sep, before, after string
		found                 bool
	}{
		{"abc", "b", "a", "c", true}, {"abc", "a", "", "bc", true}, {"abc", "c", "ab", "", true},
		{"abc", "abc", "", "", true}, {"abc", "", "", "abc", true}, {"abc", "d", "abc", "", false},
		{"", "d", "", "", false}, {"", "", "", "", true}, {"a=b=c", "=", "a", "b=c", true},
	}
	for _, c := range cuts {
		b, a, f := strings.Cut(c.s, c.sep)
		if b != c.before || a != c.after || f != c.found {
			t.Errorf("Cut(%q, %q) = %q, %q, %t", c.s, c.sep, b, a, f)
		}
	}
	if a, ok := strings.CutPrefix("prefix-rest", "prefix-"); a != "rest" || !ok {
		t.Error("CutPrefix")
	}
	if a, ok := strings.CutPrefix("rest", "prefix-"); a != "rest" || ok {
		t.Error("CutPrefix without the prefix")
	}
	if b, ok := strings.CutSuffix("file.go", ".go"); b != "file" || !ok {
		t.Error("CutSuffix")
	}
	if b, ok := strings.CutSuffix("file.go", ".c"); b != "file.go" || ok {
		t.Error("CutSuffix without the suffix")
	}
}

func TestCompareEqualFold(t *testing.T) {
	cmps := []struct {
		a, b string
		want int
	}{{"", "", 0}, {"a", "", 1}, {"", "a", -1}, {"abc", "abc", 0}, {"ab", "abc", -1},
		{"abc", "ab", 1}, {"x", "ab", 1}, {"ab", "x", -1}, {"\xff", "\x00", 1}}
	for _, c := range cmps {
		if got := strings.Compare(c.a, c.b); got != c.want {
			t.Errorf("Compare(%q, %q) = %d", c.a, c.b, got)
		}
	}
	folds := []struct {
		s, t string
		want bool
	}{
		{"abc", "abc", true}, {"ABcd", "ABcd", true}, {"123abc", "123ABC", true},
		{"αβδ", "ΑΒΔ", true}, {"abc", "xyz", false}, {"abc", "XYZ", false}, {"abcdefghijk", "abcdefghijX", false},
		{"abcdefghijk", "abcdefghij\u212A", true}, {"abcdefghijK", "abcdefghij\u212A", true},
		{"abcdefghijkz", "abcdefghij\u212Ay", false}, {"abcdefghijKz", "abcdefghij\u212Ay", false},
		{"1", "2", false}, {"utf-8", "US-ASCII", false}, {"ſ", "S", true}, {"ſ", "s", true},
		{"a\xffb", "A\xffB", true}, {"a", "ab", false}, {"", "", true}, {"@", "`", false}, {"[", "{", false},
	}
	for _, c := range folds {
		if got := strings.EqualFold(c.s, c.t); got != c.want {
			t.Errorf("EqualFold(%q, %q) = %t", c.s, c.t, got)
		}
		if got := strings.EqualFold(c.t, c.s); got != c.want {
			t.Errorf("EqualFold(%q, %q) = %t", c.t, c.s, got)
		}
	}
}

func TestTrim(t *testing.T) {
	cases := []struct {
		s, cutset, both, left, right string
	}{
		{"abba", "a", "bb", "bba", "abb"}, {"abba", "ab", "", "", ""},
		{"  abc  ", " ", "abc", "abc  ", "  abc"}, {"", "abc", "", "", ""}, {"abc", "", "abc", "abc", "abc"},
		{"☺abc☺", "☺", "abc", "abc☺", "☺abc"}, {"☺a☻c☺", "☺☻", "a☻c", "a☻c☺", "☺a☻c"},
		{"\xffabc\xff", "\xff", "abc", "abc\xff", "\xffabc"}, {"\xffabc\uFFFD", "\uFFFD", "abc", "abc\uFFFD", "\xffabc"},
		{"xxabcyy", "xy", "abc", "abcyy", "xxabc"}, {"1234567890abc0987654321", "0123456789", "abc", "abc0987654321", "1234567890abc"},
		{"ażb", "ab", "ż", "żb", "aż"},
	}
	for _, c := range cases {
		if got := strings.Trim(c.s, c.cutset); got != c.both {
			t.Errorf("Trim(%q, %q) = %q, want %q", c.s, c.cutset, got, c.both)
		}
		if got := strings.TrimLeft(c.s, c.cutset); got != c.left {
			t.Errorf("TrimLeft(%q, %q) = %q, want %q", c.s, c.cutset, got, c.left)
		}
		if got := strings.TrimRight(c.s, c.cutset); got != c.right {
			t.Errorf("TrimRight(%q, %q) = %q, want %q", c.s, c.cutset, got, c.right)
		}
	}
}

func TestTrimSpace(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", ""}, {"  a", "a"}, {"b  ", "b"}, {"abc", "abc"}, {" \t\r\n x\t\t\r\r\n\n ", "x"},
		{" \u2000\t\r\n x\t\t\r\r\ny\n \u3000", "x\t\t\r\r\ny"}, {"1 \t\r\n2", "1 \t\r\n2"},
		{" x\x80", "x\x80"}, {" x\xc0", "x\xc0"}, {"x \xc0\xc0 ", "x \xc0\xc0"}, {"x \xc0", "x \xc0"},
		{"\u2000", ""}, {" \u2000 ", ""}, {"\u00a0abc\u0085", "abc"},
	}
	for _, c := range cases {
		if got := strings.TrimSpace(c.in); got != c.want {
			t.Errorf("TrimSpace(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestTrimFuncPrefixSuffix(t *testing.T) {
	cases := []struct {
		s                 string
		f                 func(rune) bool
		both, left, right string
	}{
		{"\u2029\u0020\u000d\u000a\u0009\u000b\u000c hello \u2028\u3000\u000b", unicode.IsSpace, "hello", "hello \u2028\u3000\u000b", "\u2029\u0020\u000d\u000a\u0009\u000b\u000c hello"},
		{"ABCdefGHI", isUpperRune, "def", "defGHI", "ABCdef"}, {"ABC", isUpperRune, "", "", ""},
		{"\xffabc\xff", notValid, "abc", "abc\xff", "\xffabc"}, {"abc☹", unicode.IsSymbol, "abc", "abc☹", "abc"},
		{"", isUpperRune, "", "", ""},
	}
	for _, c := range cases {
		if got := strings.TrimFunc(c.s, c.f); got != c.both {
			t.Errorf("TrimFunc(%q) = %q, want %q", c.s, got, c.both)
		}
		if got := strings.TrimLeftFunc(c.s, c.f); got != c.left {
			t.Errorf("TrimLeftFunc(%q) = %q, want %q", c.s, got, c.left)
		}
		if got := strings.TrimRightFunc(c.s, c.f); got != c.right {
			t.Errorf("TrimRightFunc(%q) = %q, want %q", c.s, got, c.right)
		}
	}
	if strings.TrimPrefix("abcabc", "abc") != "abc" || strings.TrimPrefix("abc", "x") != "abc" {
		t.Error("TrimPrefix")
	}
	if strings.TrimSuffix("abcabc", "abc") != "abc" || strings.TrimSuffix("abc", "x") != "abc" {
		t.Error("TrimSuffix")
	}
}
