package path_test

import (
	"testing"

	"solod.dev/so/mem"
	"solod.dev/so/path"
)

var cleanCases = []struct{ in, want string }{
	{"", "."},
	{"abc", "abc"},
	{"abc/def", "abc/def"},
	{"a/b/c", "a/b/c"},
	{".", "."},
	{"..", ".."},
	{"../..", "../.."},
	{"../../abc", "../../abc"},
	{"/abc", "/abc"},
	{"/", "/"},
	{"abc/", "abc"},
	{"abc/def/", "abc/def"},
	{"/abc/def/", "/abc/def"},
	{"./", "."},
	{"../", ".."},
	{"/./", "/"},
	{"/../", "/"},
	{"abc//def//ghi", "abc/def/ghi"},
	{"//abc", "/abc"},
	{"///abc", "/abc"},
	{"//abc//", "/abc"},
	{"abc/./def", "abc/def"},
	{"/./abc/def", "/abc/def"},
	{"abc/.", "abc"},
	{"abc/def/ghi/../jkl", "abc/def/jkl"},
	{"abc/def/../ghi/../jkl", "abc/jkl"},
	{"abc/def/..", "abc"},
	{"abc/def/../..", "."},
	{"/abc/def/../..", "/"},
	{"abc/def/../../..", ".."},
	{"/abc/def/../../..", "/"},
	{"abc/def/../../../ghi/jkl/../../../mno", "../../mno"},
	{"abc/./../def", "def"},
	{"abc//./../def", "def"},
	{"abc/../../././../def", "../../def"},
	{"a/../b/./c/..//d/", "b/d"},
}

func TestClean(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	for _, c := range cleanCases {
		got := path.Clean(a, c.in)
		if got != c.want {
			t.Errorf("Clean(%q) = %q, want %q", c.in, got, c.want)
		}
		// Cleaning a clean path changes nothing.
		again := path.Clean(a, got)
		if again != got {
			t.Errorf("Clean(%q) = %q", got, again)
		}
		mem.FreeString(a, got)
		mem.FreeString(a, again)
	}
	if tr.InUse() != 0 {
		t.Errorf("leak: %d bytes", tr.InUse())
	}
	// nil means System.
	s := path.Clean(nil, "a//b")
	if s != "a/b" {
		t.Errorf("Clean with a nil allocator = %q", s)
	}
	mem.FreeString(nil, s)
}

func TestSplit(t *testing.T) {
	cases := []struct{ in, dir, file string }{
		{"a/b", "a/", "b"}, {"a/b/", "a/b/", ""}, {"a/", "a/", ""}, {"a", "", "a"},
		{"/", "/", ""}, {"", "", ""}, {"/a//b", "/a//", "b"},
	}
	for _, c := range cases {
		d, f := path.Split(c.in)
		if d != c.dir || f != c.file {
			t.Errorf("Split(%q) = %q, %q, want %q, %q", c.in, d, f, c.dir, c.file)
		}
	}
}

func TestJoin(t *testing.T) {
	cases := []struct {
		elem []string
		want string
	}{
		{nil, ""}, {[]string{""}, ""}, {[]string{"", ""}, ""},
		{[]string{"a"}, "a"}, {[]string{"a", "b"}, "a/b"}, {[]string{"a", ""}, "a"},
		{[]string{"", "b"}, "b"}, {[]string{"/", "a"}, "/a"}, {[]string{"/", ""}, "/"},
		{[]string{"a/", "b"}, "a/b"}, {[]string{"a/", ""}, "a"}, {[]string{"", ""}, ""},
		{[]string{"a", "../b", "./c"}, "b/c"}, {[]string{"/a/b", "../../.."}, "/"},
		{[]string{"a", "b", "..", "..", ".."}, ".."}, {[]string{"x//", "//y"}, "x/y"},
	}
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	for _, c := range cases {
		got := path.Join(a, c.elem...)
		if got != c.want {
			t.Errorf("Join(%q) = %q, want %q", c.elem, got, c.want)
		}
		mem.FreeString(a, got)
	}
	if tr.InUse() != 0 {
		t.Errorf("leak: %d bytes", tr.InUse())
	}
}

func TestExt(t *testing.T) {
	cases := []struct{ in, want string }{
		{"path.go", ".go"}, {"path.pb.go", ".go"}, {"a.dir/b", ""}, {"a.dir/b.go", ".go"},
		{"a.dir/", ""}, {"", ""}, {".hidden", ".hidden"}, {"file.", "."},
	}
	for _, c := range cases {
		if got := path.Ext(c.in); got != c.want {
			t.Errorf("Ext(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestBase(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", "."}, {".", "."}, {"/.", "."}, {"/", "/"}, {"////", "/"}, {"x/", "x"},
		{"abc", "abc"}, {"abc/def", "def"}, {"a/b/.x", ".x"}, {"a/b/c.", "c."},
		{"a/b/c.x", "c.x"}, {"/a//b//", "b"},
	}
	for _, c := range cases {
		if got := path.Base(c.in); got != c.want {
			t.Errorf("Base(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestDir(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", "."}, {".", "."}, {"/.", "/"}, {"/", "/"}, {"////", "/"}, {"/foo", "/"},
		{"x/", "x"}, {"abc", "."}, {"abc/def", "abc"}, {"abc////def", "abc"},
		{"a/b/.x", "a/b"}, {"a/b/c.", "a/b"}, {"a/b/c.x", "a/b"}, {"../x", ".."},
	}
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	for _, c := range cases {
		got := path.Dir(a, c.in)
		if got != c.want {
			t.Errorf("Dir(%q) = %q, want %q", c.in, got, c.want)
		}
		mem.FreeString(a, got)
	}
	if tr.InUse() != 0 {
		t.Errorf("leak: %d bytes", tr.InUse())
	}
}

func TestIsAbs(t *testing.T) {
	cases := []struct {
		in   string
		want bool
	}{{"", false}, {"/", true}, {"/usr/bin/gcc", true}, {"..", false}, {"/a/../bb", true},
		{".", false}, {"./", false}, {"lala", false}}
	for _, c := range cases {
		if got := path.IsAbs(c.in); got != c.want {
			t.Errorf("IsAbs(%q) = %t", c.in, got)
		}
	}
}
