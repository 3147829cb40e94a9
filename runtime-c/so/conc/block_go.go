//go:build !solod

package conc

import "solod.dev/so/mem"

// block is the memory a Pool or a Chan takes from its allocator. Under Go the state lives on
// Go's heap; the block is taken and given back so that the allocator sees what it sees in So:
// one allocation per object, freed by Free, and a failure that panics.
type block struct {
	alloc mem.Allocator
	ptr   any
	size  int
	align int
}

// reserve allocates size bytes aligned to align from alloc (mem.System if nil), or panics with
// "conc: out of memory".
func reserve(alloc mem.Allocator, size, align int) block {
	if alloc == nil {
		alloc = mem.System
	}
	p, err := alloc.Alloc(size, align)
	if err != nil {
		panic("conc: out of memory")
	}
	return block{alloc, p, size, align}
}

func (b *block) free() {
	b.alloc.Free(b.ptr, b.size, b.align)
}
