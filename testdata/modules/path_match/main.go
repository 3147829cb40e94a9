// so/path.Match from So: globs with *, ?, character classes (ranges, negation, escapes,
// UTF-8), stars that do not cross slashes, and ErrBadPattern for malformed patterns, compared
// with ==.
package main

import "solod.dev/so/path"

func main() {
	names := []string{"main.go", "main_test.go", "README.md", "src/lib.go", "é.txt", "a]b", "[x]"}
	patterns := []string{"*.go", "*_test.go", "[A-Z]*", "src/*.go", "*/*.go", "?.txt",
		"[^a-z]*", "a\\]b", "\\[x\\]", "*", "[é-ê]*", "main.??", "[", "a[b-", "x\\"}
	for _, p := range patterns {
		print(p, ":")
		for _, n := range names {
			ok, err := path.Match(p, n)
			if err != nil {
				print(" error(", err.Error(), ", bad=", err == path.ErrBadPattern, ")")
				break
			}
			if ok {
				print(" ", n)
			}
		}
		println()
	}
}
