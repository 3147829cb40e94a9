//go:build solod

package maps

//so:embed maps_so.h
var header string

// hashOf hashes a key: equal keys hash alike, as for Go's own maps. A key of interface type
// is its dynamic value, as for a built-in map.
func hashOf[K comparable](key K) uint64 {
	return hashAny(key)
}

// hashAny hashes the value held by v with the hash function of its dynamic type, the one
// built-in maps use (so_Type.hash); it panics for a type that cannot be hashed.
//
//so:extern maps_hashAny nodecay
func hashAny(v any) uint64 { panic("implemented in C by maps_so.h") }
