// Pathmanip cleans, joins and splits slash-separated paths with the path package, matches
// them against glob patterns and resolves relative references like a tiny web server would.
package main

import (
	"solod.dev/so/fmt"
	"solod.dev/so/mem"
	"solod.dev/so/path"
	"solod.dev/so/strings"
)

// resolve joins a request path to a document root, refusing paths that leave the root.
func resolve(root, req string) (string, bool) {
	clean := path.Clean(nil, "/"+req)
	defer mem.FreeString(nil, clean)
	full := path.Join(nil, root, clean)
	if !strings.HasPrefix(full, root) {
		mem.FreeString(nil, full)
		return "", false
	}
	return full, true
}

func main() {
	for _, p := range []string{"a/b/../c", "/../x", "a//b/./c/", "", ".", "/", "../../up", "a/b/c/../../.."} {
		c := path.Clean(nil, p)
		d := path.Dir(nil, p)
		dir, file := path.Split(p)
		fmt.Printf("%-16q clean=%-10q dir=%-8q split=(%q,%q) base=%q abs=%t\n",
			p, c, d, dir, file, path.Base(p), path.IsAbs(p))
		mem.FreeString(nil, c)
		mem.FreeString(nil, d)
	}

	j := path.Join(nil, "usr", "local/", "../lib", "libso.a")
	fmt.Println(j, path.Ext(j), path.Ext("archive.tar.gz"), path.Ext("noext"), path.Ext("dir.d/file"))
	mem.FreeString(nil, j)
	fmt.Printf("%q\n", path.Join(nil, "", ""))

	for _, req := range []string{"index.html", "docs/../img/logo.png", "../../etc/passwd", "/a/./b/", "x/y/z"} {
		full, ok := resolve("/srv/www", req)
		fmt.Printf("%-24s -> %-28s ok=%t\n", req, full, ok)
		mem.FreeString(nil, full)
	}

	files := []string{"main.go", "main_test.go", "README.md", "lib/util.go", "lib/util_test.go", "a.c", "b.h", "[x].txt"}
	patterns := []string{"*.go", "*_test.go", "lib/*.go", "?.[ch]", "[^a]*", "\\[x\\].txt", "[", "*"}
	for _, pat := range patterns {
		matched := make([]string, 0, len(files))
		var perr error
		for _, f := range files {
			ok, err := path.Match(pat, f)
			if err != nil {
				perr = err
				break
			}
			if ok {
				matched = append(matched, f)
			}
		}
		if perr != nil {
			fmt.Printf("%-12s error: %v (bad pattern: %t)\n", pat, perr, perr == path.ErrBadPattern)
			continue
		}
		fmt.Printf("%-12s %d %v\n", pat, len(matched), matched)
	}
}
