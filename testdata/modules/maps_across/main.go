// Maps across packages: a named map type and its methods from another package, a map made
// here and filled there, that package's map variable read and changed from here, and
// interface keys whose dynamic types come from both packages.
package main

import "example.com/ma/store"

type local struct{ n int }

func main() {
	ix := make(store.Index, 4)
	ix.Put(store.Key{Kind: "a", ID: 1}, 10)
	ix[store.Key{Kind: "b", ID: 2}] = 20
	v, ok := ix.Get(store.Key{Kind: "b", ID: 2})
	_, missing := ix.Get(store.Key{Kind: "c", ID: 3})
	println(len(ix), v, ok, missing, ix[store.Key{Kind: "a", ID: 1}])

	counts := make(map[string]int, 4)
	store.Count([]string{"x", "y", "x"}, counts)
	println(counts["x"], counts["y"], len(counts))

	println(store.Lookup("width"), store.Defaults["height"])
	store.Defaults["width"] = 100
	println(store.Lookup("width"), len(store.Defaults))

	tags := make(map[any]string, 4)
	store.Tag(tags, store.Key{Kind: "k", ID: 1}, "theirs")
	store.Tag(tags, local{1}, "ours")
	tags[1] = "int"
	println(tags[store.Key{Kind: "k", ID: 1}], tags[local{1}], tags[1], len(tags))
}
