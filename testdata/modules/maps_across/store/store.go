// Package store exports a named map type with methods, functions that fill and read maps the
// caller makes, a package-level map, and an interface-keyed map.
package store

type Key struct {
	Kind string
	ID   int
}

type Index map[Key]int

func (ix Index) Put(k Key, v int) { ix[k] = v }

func (ix Index) Get(k Key) (int, bool) {
	v, ok := ix[k]
	return v, ok
}

func Count(words []string, into map[string]int) {
	for _, w := range words {
		into[w]++
	}
}

var Defaults = map[string]int{"width": 80, "height": 24}

func Lookup(name string) int { return Defaults[name] }

func Tag(m map[any]string, k any, v string) { m[k] = v }
