//go:build ignore
// so/mem: error strings and the calls through an Allocator's method table.
#include "so/mem/mem.h"

const char *mem_ErrorString(mem_Error err) {
    switch (err) {
    case mem_ErrNone:
        return "";
    case mem_ErrOutOfMemory:
        return "mem: out of memory";
    case mem_ErrNoAlloc:
        return "mem: allocation not allowed";
    default:
        return "mem: unknown error";
    }
}

mem_Result mem_Allocator_Alloc(mem_Allocator a, int64_t size, int64_t align) {
    return a.methods->Alloc(a.self, size, align);
}

mem_Result mem_Allocator_Realloc(mem_Allocator a, void *ptr, int64_t old_size, int64_t new_size,
                                 int64_t align) {
    return a.methods->Realloc(a.self, ptr, old_size, new_size, align);
}

void mem_Allocator_Free(mem_Allocator a, void *ptr, int64_t size, int64_t align) {
    a.methods->Free(a.self, ptr, size, align);
}
