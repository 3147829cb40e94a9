// Package mem provides allocators. So has no garbage collector: heap memory comes only from an
// Allocator, and the program gives it back.
//
// Exported API (the So declarations mirror exactly this):
//
//	type Allocator interface {
//	    Alloc(size, align int) (any, error)
//	    Realloc(ptr any, oldSize, newSize, align int) (any, error)
//	    Free(ptr any, size, align int)
//	}
//	var System Allocator   // the heap: zeroed memory, safe from any thread
//	var NoAlloc Allocator  // fails every Alloc and Realloc with ErrNoAlloc; Free does nothing
//	var ErrOutOfMemory error // "mem: out of memory"
//	var ErrNoAlloc error     // "mem: allocation not allowed"
//
//	type Arena struct{ ... }                  // bump allocation from a caller's buffer
//	    func NewArena(buf []byte) Arena
//	    func (a *Arena) Allocator() Allocator
//	    func (a *Arena) Reset()
//	    func (a *Arena) Used() int
//	type Tracker struct{ ... }                // counts what goes through another allocator
//	    func NewTracker(inner Allocator) Tracker
//	    func (t *Tracker) Allocator() Allocator
//	    func (t *Tracker) Allocs() int   // successful Alloc calls
//	    func (t *Tracker) Reallocs() int // successful Realloc calls
//	    func (t *Tracker) Frees() int    // Free calls with a non-nil pointer
//	    func (t *Tracker) Bytes() int    // bytes ever allocated (Alloc sizes + Realloc growth)
//	    func (t *Tracker) InUse() int    // bytes currently allocated
//
//	func Alloc[T any](a Allocator) *T                       // panics with the error on failure
//	func TryAlloc[T any](a Allocator) (*T, error)
//	func Free[T any](a Allocator, ptr *T)                   // nil: nothing
//	func AllocSlice[T any](a Allocator, len, cap int) []T  // cap == 0: no allocation, nil
//	func TryAllocSlice[T any](a Allocator, len, cap int) ([]T, error)
//	func ReallocSlice[T any](a Allocator, s []T, newLen, newCap int) []T
//	func TryReallocSlice[T any](a Allocator, s []T, newLen, newCap int) ([]T, error)
//	func FreeSlice[T any](a Allocator, s []T)               // cap(s) == 0: nothing
//	func FreeString(a Allocator, s string)                  // "": nothing
//
// The generic helpers use System when given a nil Allocator. AllocSlice and ReallocSlice panic
// with "mem: negative length", "mem: negative capacity", "mem: length exceeds capacity" or
// "mem: capacity overflow" on impossible arguments. ReallocSlice keeps the first
// min(cap(s), newCap) elements and frees s when newCap is 0.
//
// Allocator semantics: sizes and alignments are in bytes, align is a power of two. Alloc returns
// zeroed memory; Realloc keeps the first min(oldSize, newSize) bytes and zeroes the rest, and a
// Realloc of nil is an Alloc; a failed Realloc leaves the block as it was; Free of nil does
// nothing. A negative size or an alignment that is not a power of two fails with
// ErrOutOfMemory.
//
// # What the any holds
//
// The any that Alloc and Realloc return holds an unsafe.Pointer to the block (nil on error), the
// counterpart of the C runtime's void*. Free and Realloc accept an any holding an
// unsafe.Pointer, nil, or any pointer type. Convert with (*T)(p.(unsafe.Pointer)), or better use
// the generic helpers, which do it for you.
//
// # Under the Go toolchain
//
// Files built without the solod build tag implement this API on Go's heap, so a So program also
// runs under go run with the same results:
//   - System takes its blocks from Go's heap (make), aligned by hand; Free does nothing and the
//     garbage collector reclaims a block once nothing refers to it. A request larger than the
//     machine's RAM and swap together fails with ErrOutOfMemory, as Linux's default overcommit
//     policy makes the C heap fail; one Go cannot satisfy below that ends the program with Go's
//     fatal out-of-memory error.
//   - Arena hands out memory inside the caller's buffer, exactly as the C runtime does.
//   - Tracker counts exactly what the C runtime counts.
//   - Go's collector must see every pointer stored on its heap, and memory an Allocator returns
//     is untyped. So for an element type that contains pointers, the generic helpers still call
//     the allocator (which counts, fails or runs out exactly as in So), but the value itself
//     lives in a Go object of the right type, and Free, FreeSlice and ReallocSlice give the
//     allocator back its own block (an Arena forgets those objects when it is Reset or
//     dropped, as it forgets its blocks). Values without pointers live in the allocator's
//     block. Store pointers only in memory that came from the generic helpers.
//
// # Under solod
//
// solod builds with the solod tag, where the same declarations bind to the C runtime (mem.h):
// System, NoAlloc and the allocators of an Arena or a Tracker are So values over the C
// runtime's allocators, and an Arena and a Tracker are the C runtime's structs (do not copy one
// after calling its Allocator method: the allocator points to it). Any other Allocator reaches
// the C runtime (NewTracker, conc.NewChan, conc.NewPool) through a bridge, a C method table
// whose methods call it (package so/internal/memc): a Tracker over such an allocator keeps the
// bridge in itself, written by the first call of its Allocator method (so make that first call
// before threads share the Tracker; later calls only read it; a Tracker over one of the C
// runtime's allocators never writes it); for a channel or a pool each block it allocates
// starts with a header (32 bytes, or the alignment when larger) holding the interface value,
// so the sizes it sees are that much larger.
package mem
