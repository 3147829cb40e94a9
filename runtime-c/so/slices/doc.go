// Package slices holds functions for slices of any element type: the So counterpart of Go's
// slices package, with Go's semantics, written in So (the same source is the Go body and the
// So body).
//
// Exported API. Functions that do not allocate, with Go's signatures:
//
//	func Equal[S ~[]E, E comparable](s1, s2 S) bool
//	func EqualFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, eq func(E1, E2) bool) bool
//	func Compare[S ~[]E, E cmp.Ordered](s1, s2 S) int
//	func CompareFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, cmp func(E1, E2) int) int
//	func Index[S ~[]E, E comparable](s S, v E) int
//	func IndexFunc[S ~[]E, E any](s S, f func(E) bool) int
//	func Contains[S ~[]E, E comparable](s S, v E) bool
//	func ContainsFunc[S ~[]E, E any](s S, f func(E) bool) bool
//	func Reverse[S ~[]E, E any](s S)
//	func Min[S ~[]E, E cmp.Ordered](x S) E                       // panics if x is empty
//	func MinFunc[S ~[]E, E any](x S, cmp func(a, b E) int) E
//	func Max[S ~[]E, E cmp.Ordered](x S) E
//	func MaxFunc[S ~[]E, E any](x S, cmp func(a, b E) int) E
//	func Clip[S ~[]E, E any](s S) S
//	func Delete[S ~[]E, E any](s S, i, j int) S
//	func DeleteFunc[S ~[]E, E any](s S, del func(E) bool) S
//	func Compact[S ~[]E, E comparable](s S) S
//	func CompactFunc[S ~[]E, E any](s S, eq func(E, E) bool) S
//	func Sort[S ~[]E, E cmp.Ordered](x S)
//	func SortFunc[S ~[]E, E any](x S, cmp func(a, b E) int)
//	func SortStableFunc[S ~[]E, E any](x S, cmp func(a, b E) int)
//	func IsSorted[S ~[]E, E cmp.Ordered](x S) bool
//	func IsSortedFunc[S ~[]E, E any](x S, cmp func(a, b E) int) bool
//	func BinarySearch[S ~[]E, E cmp.Ordered](x S, target E) (int, bool)
//	func BinarySearchFunc[S ~[]E, E, T any](x S, target T, cmp func(E, T) int) (int, bool)
//
// Functions that allocate take a mem.Allocator first (nil means mem.System); the caller owns
// what they return and gives it back with Free (or mem.FreeSlice) through the same allocator:
//
//	func Make[T any](a mem.Allocator, n int) []T              // len and cap n, zeroed
//	func MakeCap[T any](a mem.Allocator, n, c int) []T        // len n, cap c, zeroed
//	func Free[T any](a mem.Allocator, s []T)                  // cap(s) == 0: nothing
//	func Clone[S ~[]E, E any](a mem.Allocator, s S) S
//	func Concat[S ~[]E, E any](a mem.Allocator, slices ...S) S
//	func Repeat[S ~[]E, E any](a mem.Allocator, x S, count int) S
//
// Functions that grow a slice work in place while the slice has the capacity, and otherwise
// move its elements to a larger array from a (about twice as large, as Go's append grows) and
// free the old array through a: the slice must then be a whole array that came from a (or
// have capacity 0; not a slice that starts inside its array, as a queue's q[1:] does), and the
// caller owns the result (which replaces the argument, as with append):
//
//	func Append[S ~[]E, E any](a mem.Allocator, s S, v ...E) S
//	func Extend[S ~[]E, E any](a mem.Allocator, s S, other []E) S
//	func Insert[S ~[]E, E any](a mem.Allocator, s S, i int, v ...E) S
//	func Replace[S ~[]E, E any](a mem.Allocator, s S, i, j int, v ...E) S
//
// Grow is Go's: without the room it copies s to a new array from a and never frees s, which
// may be any slice (q[1:] too) and stays valid; its array is still the caller's to free:
//
//	func Grow[S ~[]E, E any](a mem.Allocator, s S, n int) S   // room for n more, exactly
//
// Make, MakeCap, Free, Clone, Append and Extend are the peer Solod's; the others are Go's, with
// the allocator added where Go's allocate. Behaviour is Go's: results, panics and their
// messages ("slices.Min: empty list", "cannot be negative", "len out of range", Go's bounds
// messages for Insert, Delete and Replace), NaN ordering (Sort, IsSorted, BinarySearch and
// Compare put NaN first; Min and Max return NaN when x holds one), and Delete, DeleteFunc,
// Compact, CompactFunc and a shrinking Replace zero the elements past the new length. Insert,
// Replace and Extend accept values that are part of the slice's own array. Differences:
// Clone, Concat and Repeat allocate nothing for an empty result (Clone returns s[:0:0], the
// others nil); Grow gives exactly len(s)+n capacity when it allocates.
//
// Sort and SortFunc are a pattern-defeating quicksort (insertion sort on short ranges, median
// of three or of three medians as the pivot, detection of sorted and reversed input, a
// three-way split when many elements are equal, heapsort when partitions stay unbalanced):
// O(n log n) at worst, no allocation, not stable. SortStableFunc is stable: insertion sort of
// blocks, then in-place merges, O(n log² n) at worst, no allocation.
//
// Go's iterator functions (All, Values, Backward, Collect, Sorted, Chunk, AppendSeq, ...) are
// not provided: So has no range over functions. The peer's Sorter, Header and its cmp.Func
// comparisons (func(a, b any) int over pointers) are not provided either: the ...Func
// functions take Go's typed comparison functions.
package slices
