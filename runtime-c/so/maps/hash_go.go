//go:build !solod && go1.24

package maps

import "hash/maphash"

// seed is the process's hash seed (the So side hashes with the runtime's per-type functions).
var seed = maphash.MakeSeed()

// hashOf hashes a key: equal keys hash alike, as for Go's own maps.
func hashOf[K comparable](key K) uint64 {
	return maphash.Comparable(seed, key)
}
