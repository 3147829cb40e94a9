// Used by memc_so.go (//so:embed): the method tables of the bridges from a So mem.Allocator to
// the C runtime's mem_Allocator, and the address an any holds.

// The trampolines, defined by memc_so.go (these prototypes repeat the generated ones).
mem_Result memc_BorrowedAlloc(void *self, int64_t size, int64_t align);
mem_Result memc_BorrowedRealloc(void *self, void *ptr, int64_t old_size, int64_t new_size,
                                int64_t align);
void memc_BorrowedFree(void *self, void *ptr, int64_t size, int64_t align);
mem_Result memc_OwnedAlloc(void *self, int64_t size, int64_t align);
mem_Result memc_OwnedRealloc(void *self, void *ptr, int64_t old_size, int64_t new_size,
                             int64_t align);
void memc_OwnedFree(void *self, void *ptr, int64_t size, int64_t align);

// A C allocator whose receiver points to a So interface value that outlives its use. (Each
// translation unit has its own copy of the table; nothing compares them.)
static inline mem_Allocator memc_borrowed(void *self) {
    static const mem_AllocatorMethods methods = {memc_BorrowedAlloc, memc_BorrowedRealloc,
                                                 memc_BorrowedFree};
    return (mem_Allocator){self, &methods};
}

// A C allocator whose blocks carry the So interface value in a header; self points to it only
// while the first block is allocated.
static inline mem_Allocator memc_owned(void *self) {
    static const mem_AllocatorMethods methods = {memc_OwnedAlloc, memc_OwnedRealloc,
                                                 memc_OwnedFree};
    return (mem_Allocator){self, &methods};
}

// The pointer an any holds: NULL for nil, the pointer for an unsafe.Pointer or a pointer type
// (named too: type P *T); any other dynamic type panics as the Go side does ("mem: int is not a
// pointer").
static inline void *memc_addr(so_Iface x) {
    if (x.tab == NULL) {
        return NULL;
    }
    if (x.tab->type->kind != SO_KIND_POINTER) {
        so_String name = x.tab->type->name;
        char msg[256];
        int n = name.len > 200 ? 200 : (int)name.len;
        snprintf(msg, sizeof msg, "mem: %.*s is not a pointer", n, (const char *)name.ptr);
        so_panic(msg);
    }
    return (void *)(uintptr_t)x.data[0];
}
