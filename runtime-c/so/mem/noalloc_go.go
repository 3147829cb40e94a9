//go:build !solod

package mem

// NoAlloc fails every Alloc and Realloc with ErrNoAlloc; its Free does nothing. It is for code
// that must not allocate.
var NoAlloc Allocator = noAlloc{}

type noAlloc struct{}

func (noAlloc) Alloc(size, align int) (any, error) { return nil, ErrNoAlloc }

func (noAlloc) Realloc(ptr any, oldSize, newSize, align int) (any, error) {
	return nil, ErrNoAlloc
}

func (noAlloc) Free(ptr any, size, align int) {}
