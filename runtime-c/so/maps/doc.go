// Package maps holds a hash map that grows through an allocator, and Go's functions for
// built-in maps, written in So (the same source is the Go body and the So body, except the
// key hash).
//
// Exported API:
//
//	type Map[K comparable, V any] struct{ ... }
//	    func New[K comparable, V any](a mem.Allocator, size int) Map[K, V]
//	    func (m *Map[K, V]) Len() int
//	    func (m *Map[K, V]) Has(key K) bool
//	    func (m *Map[K, V]) Get(key K) V                // the zero value when absent
//	    func (m *Map[K, V]) Lookup(key K) (V, bool)     // Go's v, ok := m[key]
//	    func (m *Map[K, V]) Set(key K, val V)
//	    func (m *Map[K, V]) Delete(key K)
//	    func (m *Map[K, V]) Clear()                     // keeps the memory
//	    func (m *Map[K, V]) Free()
//	    func (m *Map[K, V]) Iter() Iter[K, V]
//	type Iter[K comparable, V any] struct{ ... }
//	    func (it *Iter[K, V]) Next() bool
//	    func (it *Iter[K, V]) Key() K
//	    func (it *Iter[K, V]) Value() V
//
//	func Keys[M ~map[K]V, K comparable, V any](a mem.Allocator, m M) []K
//	func Values[M ~map[K]V, K comparable, V any](a mem.Allocator, m M) []V
//	func AppendKeys[M ~map[K]V, K comparable, V any](dst []K, m M) []K
//	func AppendValues[M ~map[K]V, K comparable, V any](dst []V, m M) []V
//	func Equal[M1, M2 ~map[K]V, K, V comparable](m1 M1, m2 M2) bool
//	func EqualFunc[M1 ~map[K]V1, M2 ~map[K]V2, K comparable, V1, V2 any](m1 M1, m2 M2, eq func(V1, V2) bool) bool
//	func Copy[M1 ~map[K]V, M2 ~map[K]V, K comparable, V any](dst M1, src M2)
//	func DeleteFunc[M ~map[K]V, K comparable, V any](m M, del func(K, V) bool)
//
// # Map
//
// Map is the peer Solod's growable map (New, Has, Get, Set, Delete, Len, Clear, Free, Iter),
// plus Lookup. Keys are any comparable type, as for built-in maps, with their semantics: +0.0
// and -0.0 are one key, a NaN key is never found (each Set of a NaN adds an entry), a key of
// interface type is its dynamic value (one that cannot be hashed panics in Set, Get, ... as it
// does in a built-in map). Keys are hashed with the hash function the runtime has for the key
// type (the built-in maps' own) under solod, and with hash/maphash.Comparable under Go.
//
// New(a, size) allocates a table that holds size entries (at least 7) from a (nil:
// mem.System); Set grows it (twice as large, through the same allocator, freeing the old one)
// when it is full; Free gives the memory back, after which the Map is the zero Map. The zero
// Map reads as empty, and Set panics on it ("maps: Set on a Map not made by maps.New"): make
// Maps with New. Set panics with the allocator's error when it cannot grow. A Map must not be
// copied after it was written to.
//
// The table is open addressing in groups of 8 slots, each group with a control word holding a
// 7-bit hash of each slot's key (compared 8 at a time with word arithmetic), probed group by
// group; it is at most 7/8 full; deletions leave markers that the next growth removes.
//
// Iteration order is unspecified (it is the table's order, not Go's random one). During an
// iteration, deleting entries and setting present keys is allowed; adding a key may move the
// table, after which Next panics ("maps: Map changed its table during iteration").
//
// # Built-in maps
//
// So's built-in maps have a fixed capacity, so the functions that would make one have another
// shape: Keys and Values return the keys or values in a slice from an allocator (the caller
// frees it; nil for an empty map), AppendKeys and AppendValues append them to a slice with
// room for them, and Go's Clone is Copy into a map the caller made with enough capacity. Go's
// iterator functions (All, Keys, Values, Insert, Collect as iter.Seq) are not provided: So
// has no range over functions.
package maps
