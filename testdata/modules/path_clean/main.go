// so/path from So: Clean, Join and Dir through a Tracker (every result freed with
// mem.FreeString, nothing left in use), Split, Base, Ext and IsAbs on the same paths, and a
// nil allocator meaning mem.System.
package main

import (
	"solod.dev/so/mem"
	"solod.dev/so/path"
)

func main() {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	paths := []string{
		"", "/", "a/b/../c/./d/", "//usr//local/../lib/", "../../x/y", "/../..", "./a//b",
		"docs/index.html", "archive.tar.gz", "/home/user/.bashrc", "dir/", "x/y/z/../../..",
	}
	for _, p := range paths {
		c := path.Clean(a, p)
		d := path.Dir(a, p)
		dir, file := path.Split(p)
		println("[", p, "] clean=", c, " dir=", d, " split=", dir, "|", file,
			" base=", path.Base(p), " ext=", path.Ext(p), " abs=", path.IsAbs(p))
		mem.FreeString(a, c)
		mem.FreeString(a, d)
	}
	joins := [][]string{
		{"a", "b", "c"}, {"/", "etc", "passwd"}, {"a/", "/b/", "../c"}, {"", ""}, {},
		{"", "rel", "..", "..", "up"}, {"/srv", "www", "../../../../x"},
	}
	for _, j := range joins {
		s := path.Join(a, j...)
		println("join", len(j), "=", s)
		mem.FreeString(a, s)
	}
	println("in use", tr.InUse())
	s := path.Join(nil, "x", "y")
	println(s)
	mem.FreeString(nil, s)
}
