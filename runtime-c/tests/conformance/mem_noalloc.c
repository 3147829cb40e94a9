// mem.NoAlloc refuses every Alloc and Realloc with ErrNoAlloc and ignores Free; the error codes
// have their documented messages.
#include <stdio.h>

#include "so/mem/mem.h"

int main(void) {
    printf("ErrorString(ErrNone) = \"%s\"\n", mem_ErrorString(mem_ErrNone));
    printf("ErrorString(ErrOutOfMemory) = \"%s\"\n", mem_ErrorString(mem_ErrOutOfMemory));
    printf("ErrorString(ErrNoAlloc) = \"%s\"\n", mem_ErrorString(mem_ErrNoAlloc));

    mem_Allocator na = mem_NoAlloc();
    mem_Result r = mem_Allocator_Alloc(na, 16, 8);
    printf("Alloc(16): ptr=%s err=%d (%s)\n", r.ptr == NULL ? "NULL" : "set", r.err,
           mem_ErrorString(r.err));
    r = mem_Allocator_Alloc(na, 0, 1);
    printf("Alloc(0): ptr=%s err=%d (%s)\n", r.ptr == NULL ? "NULL" : "set", r.err,
           mem_ErrorString(r.err));
    r = mem_Allocator_Realloc(na, NULL, 0, 16, 8);
    printf("Realloc(NULL, 0, 16): ptr=%s err=%d (%s)\n", r.ptr == NULL ? "NULL" : "set", r.err,
           mem_ErrorString(r.err));
    int x = 5;
    r = mem_Allocator_Realloc(na, &x, sizeof x, 2 * sizeof x, _Alignof(int));
    printf("Realloc(&x, 4, 8): ptr=%s err=%d (%s), x still %d\n", r.ptr == NULL ? "NULL" : "set",
           r.err, mem_ErrorString(r.err), x);
    mem_Allocator_Free(na, NULL, 0, 1);
    mem_Allocator_Free(na, &x, sizeof x, _Alignof(int));
    printf("Free: ignored, x still %d\n", x);
    r = mem_AllocSliceOf(int32_t, na, 10);
    printf("AllocSliceOf(int32_t, 10): err=%d (%s)\n", r.err, mem_ErrorString(r.err));
    return 0;
}
