// Package memc is the So side's bridge between mem.Allocator, a So interface, and the C
// runtime's mem_Allocator (a receiver and a method table). It exists only for solod builds
// (memc_so.go, //go:build solod): packages so/mem and so/conc use it, nothing else may.
//
// Two directions:
//   - C to So: CAlloc is a So Allocator over a C mem_Allocator (mem.System, mem.NoAlloc, an
//     Arena's or a Tracker's allocator). Its methods call the C methods and turn the C error
//     codes into mem's error values.
//   - So to C: ToC gives the C runtime an allocator for a So Allocator. When the interface holds
//     a CAlloc, that is its C allocator itself (the fast path: no So code between C and C).
//     Otherwise it is a bridge whose methods are the exported So trampolines of this package,
//     which call the interface's methods: Borrowed's receiver is a pointer to a So interface
//     value that outlives the C object (a Tracker's inner allocator, stored in the Tracker);
//     Owned's receiver is needed only while the C object is made (conc.NewChan, conc.NewPool):
//     each block it allocates starts with a header holding the So interface value, so Free and
//     Realloc find the allocator in the block itself.
package memc
