package path_test

import (
	"testing"

	"solod.dev/so/path"
)

var matchCases = []struct {
	pattern, name string
	match         bool
	bad           bool
}{
	{"abc", "abc", true, false},
	{"*", "abc", true, false},
	{"*c", "abc", true, false},
	{"a*", "a", true, false},
	{"a*", "abc", true, false},
	{"a*", "ab/c", false, false},
	{"a*/b", "abc/b", true, false},
	{"a*/b", "a/c/b", false, false},
	{"a*b*c*d*e*/f", "axbxcxdxe/f", true, false},
	{"a*b*c*d*e*/f", "axbxcxdxexxx/f", true, false},
	{"a*b*c*d*e*/f", "axbxcxdxe/xxx/f", false, false},
	{"a*b*c*d*e*/f", "axbxcxdxexxx/fff", false, false},
	{"a*b?c*x", "abxbbxdbxebxczzx", true, false},
	{"a*b?c*x", "abxbbxdbxebxczzy", false, false},
	{"ab[c]", "abc", true, false},
	{"ab[b-d]", "abc", true, false},
	{"ab[e-g]", "abc", false, false},
	{"ab[^c]", "abc", false, false},
	{"ab[^b-d]", "abc", false, false},
	{"ab[^e-g]", "abc", true, false},
	{"a\\*b", "a*b", true, false},
	{"a\\*b", "ab", false, false},
	{"a?b", "a☺b", true, false},
	{"a[^a]b", "a☺b", true, false},
	{"a???b", "a☺b", false, false},
	{"a[^a][^a][^a]b", "a☺b", false, false},
	{"[a-ζ]*", "α", true, false},
	{"*[a-ζ]", "A", false, false},
	{"a?b", "a/b", false, false},
	{"a*b", "a/b", false, false},
	{"[\\]a]", "]", true, false},
	{"[\\-]", "-", true, false},
	{"[x\\-]", "x", true, false},
	{"[x\\-]", "-", true, false},
	{"[x\\-]", "z", false, false},
	{"[\\-x]", "x", true, false},
	{"[\\-x]", "-", true, false},
	{"[\\-x]", "a", false, false},
	{"[]a]", "]", false, true},
	{"[-]", "-", false, true},
	{"[x-]", "x", false, true},
	{"[x-]", "-", false, true},
	{"[x-]", "z", false, true},
	{"[-x]", "x", false, true},
	{"[-x]", "-", false, true},
	{"[-x]", "a", false, true},
	{"\\", "a", false, true},
	{"[a-b-c]", "a", false, true},
	{"[", "a", false, true},
	{"[^", "a", false, true},
	{"[^bc", "a", false, true},
	{"a[", "a", false, true},
	{"a[", "ab", false, true},
	{"a[", "x", false, true},
	{"a/b[", "x", false, true},
	{"*x", "xxx", true, false},
	{"", "", true, false},
	{"", "a", false, false},
	{"a", "", false, false},
	{"*", "", true, false},
	{"**", "ab", true, false},
	{"[\xff]", "a", false, true},
}

func TestMatch(t *testing.T) {
	for _, c := range matchCases {
		ok, err := path.Match(c.pattern, c.name)
		if ok != c.match || (err != nil) != c.bad {
			t.Errorf("Match(%q, %q) = %t, %v; want %t, bad %t", c.pattern, c.name, ok, err, c.match, c.bad)
		}
		if err != nil && err != path.ErrBadPattern {
			t.Errorf("Match(%q, %q): error %v is not ErrBadPattern", c.pattern, c.name, err)
		}
	}
	if path.ErrBadPattern.Error() != "syntax error in pattern" {
		t.Errorf("ErrBadPattern = %q", path.ErrBadPattern.Error())
	}
}
