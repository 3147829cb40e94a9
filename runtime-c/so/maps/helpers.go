package maps

import "solod.dev/so/mem"

// Functions for Go's built-in maps (So's have a fixed capacity; see Map for one that grows).

// Keys returns m's keys, in no particular order, in a slice from a (nil: mem.System) that
// the caller owns; an empty m allocates nothing and gives nil.
func Keys[M ~map[K]V, K comparable, V any](a mem.Allocator, m M) []K {
	if len(m) == 0 {
		return nil
	}
	keys := mem.AllocSlice[K](a, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}

// Values returns m's values, in no particular order, in a slice from a (nil: mem.System)
// that the caller owns; an empty m allocates nothing and gives nil.
func Values[M ~map[K]V, K comparable, V any](a mem.Allocator, m M) []V {
	if len(m) == 0 {
		return nil
	}
	vals := mem.AllocSlice[V](a, 0, len(m))
	for _, v := range m {
		vals = append(vals, v)
	}
	return vals
}

// AppendKeys appends m's keys, in no particular order, to dst and returns the result: dst
// needs the capacity for them (append panics otherwise, as So's append does).
func AppendKeys[M ~map[K]V, K comparable, V any](dst []K, m M) []K {
	for k := range m {
		dst = append(dst, k)
	}
	return dst
}

// AppendValues appends m's values, in no particular order, to dst and returns the result:
// dst needs the capacity for them.
func AppendValues[M ~map[K]V, K comparable, V any](dst []V, m M) []V {
	for _, v := range m {
		dst = append(dst, v)
	}
	return dst
}

// Equal reports whether m1 and m2 hold the same keys with equal values (compared with ==).
func Equal[M1, M2 ~map[K]V, K, V comparable](m1 M1, m2 M2) bool {
	if len(m1) != len(m2) {
		return false
	}
	for k, v1 := range m1 {
		if v2, ok := m2[k]; !ok || v1 != v2 {
			return false
		}
	}
	return true
}

// EqualFunc is Equal with eq comparing the values.
func EqualFunc[M1 ~map[K]V1, M2 ~map[K]V2, K comparable, V1, V2 any](m1 M1, m2 M2, eq func(V1, V2) bool) bool {
	if len(m1) != len(m2) {
		return false
	}
	for k, v1 := range m1 {
		if v2, ok := m2[k]; !ok || !eq(v1, v2) {
			return false
		}
	}
	return true
}

// Copy sets every key of src in dst to its value in src. dst is a map the caller made: a new
// key past its capacity panics, as inserting into a full So map does.
func Copy[M1 ~map[K]V, M2 ~map[K]V, K comparable, V any](dst M1, src M2) {
	for k, v := range src {
		dst[k] = v
	}
}

// DeleteFunc deletes the entries of m for which del returns true.
func DeleteFunc[M ~map[K]V, K comparable, V any](m M, del func(K, V) bool) {
	for k, v := range m {
		if del(k, v) {
			delete(m, k)
		}
	}
}
