// Memarena builds a list of records in a mem.Arena over a fixed buffer, counts the
// allocations of string and slice work through a mem.Tracker, and shows the out-of-memory
// errors of a full arena and of mem.NoAlloc.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/fmt"
	"solod.dev/so/mem"
	"solod.dev/so/slices"
	"solod.dev/so/strings"
)

type node struct {
	id    int
	score float64
	next  *node
}

func main() {
	var backing [4096]byte
	arena := mem.NewArena(backing[:])
	alloc := arena.Allocator()

	// A linked list allocated node by node from the arena.
	var head *node
	for i := 1; i <= 10; i++ {
		n := mem.Alloc[node](alloc)
		n.id = i
		n.score = float64(i*i) / 4
		n.next = head
		head = n
	}
	sum := 0.0
	count := 0
	for n := head; n != nil; n = n.next {
		sum += n.score
		count++
	}
	fmt.Printf("list: %d nodes, score sum %.2f, arena used %d bytes\n", count, sum, arena.Used())

	ids := mem.AllocSlice[int](alloc, 0, 16)
	for n := head; n != nil; n = n.next {
		ids = append(ids, n.id)
	}
	slices.Sort(ids)
	fmt.Println("ids:", ids, "used:", arena.Used())

	// Exhaust the arena.
	_, err := mem.TryAllocSlice[byte](alloc, 8192, 8192)
	fmt.Println("big alloc:", err, errors.Is(err, mem.ErrOutOfMemory))
	arena.Reset()
	fmt.Println("after reset used:", arena.Used())
	big, err := mem.TryAllocSlice[byte](alloc, 3000, 3000)
	fmt.Println("3000 bytes:", len(big), err)

	_, err = mem.TryAlloc[node](mem.NoAlloc)
	fmt.Println("NoAlloc:", err, err == mem.ErrNoAlloc)

	// Count what string and slice helpers allocate.
	tr := mem.NewTracker(mem.System)
	ta := tr.Allocator()
	parts := strings.Split(ta, "alpha,beta,gamma,delta,epsilon", ",")
	joined := strings.Join(ta, parts, " | ")
	upper := strings.ToUpper(ta, joined)
	fmt.Println(upper)
	fmt.Printf("allocs=%d bytes=%d inuse=%d\n", tr.Allocs(), tr.Bytes(), tr.InUse())

	nums := slices.Make[int](ta, 0)
	for i := 0; i < 100; i++ {
		nums = slices.Append(ta, nums, i*i)
	}
	fmt.Printf("100 appends: len=%d cap>=len %t allocs=%d reallocs=%d\n", len(nums), cap(nums) >= len(nums), tr.Allocs(), tr.Reallocs())
	clone := slices.Clone(ta, nums[:10])
	nums = slices.Insert(ta, nums, 0, -1, -2)
	fmt.Println(clone, nums[:5], len(nums))

	slices.Free(ta, clone)
	slices.Free(ta, nums)
	mem.FreeString(ta, upper)
	mem.FreeString(ta, joined)
	mem.FreeSlice(ta, parts)
	fmt.Printf("after frees: inuse=%d allocs=%d frees=%d\n", tr.InUse(), tr.Allocs(), tr.Frees())

	p := mem.Alloc[[4]int](ta)
	p[2] = 7
	q := mem.ReallocSlice(ta, mem.AllocSlice[int](ta, 2, 2), 4, 8)
	q[3] = 9
	fmt.Println(*p, q, len(q), cap(q), tr.InUse() > 0)
	mem.Free(ta, p)
	mem.FreeSlice(ta, q)
	fmt.Println("inuse at end:", tr.InUse())
}
