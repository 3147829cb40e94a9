// Twin of print_ints.go: print and println of booleans, integers of every width at their limits,
// strings (invalid UTF-8 and NUL bytes are written as they are), nil pointers and slices.
#include "builtin/builtin.h"

int main(void) {
    so_Print p;
    so_print_begin(&p);
    so_print_bool(&p, true);
    so_print_sp(&p);
    so_print_bool(&p, false);
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_value(&p, (int8_t)INT8_MIN);
    so_print_sp(&p);
    so_print_value(&p, (int8_t)INT8_MAX);
    so_print_sp(&p);
    so_print_value(&p, (int16_t)INT16_MIN);
    so_print_sp(&p);
    so_print_value(&p, (int16_t)INT16_MAX);
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_int(&p, INT32_MIN);
    so_print_sp(&p);
    so_print_int(&p, INT32_MAX);
    so_print_sp(&p);
    so_print_int(&p, INT64_MIN);
    so_print_sp(&p);
    so_print_int(&p, INT64_MAX);
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_int(&p, INT64_MIN);
    so_print_sp(&p);
    so_print_int(&p, INT64_MAX);
    so_print_sp(&p);
    so_print_int(&p, 0);
    so_print_sp(&p);
    so_print_int(&p, -1);
    so_print_sp(&p);
    so_print_int(&p, 1);
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_value(&p, (uint8_t)0);
    so_print_sp(&p);
    so_print_value(&p, (uint8_t)UINT8_MAX);
    so_print_sp(&p);
    so_print_value(&p, (uint16_t)UINT16_MAX);
    so_print_sp(&p);
    so_print_value(&p, (uint32_t)UINT32_MAX);
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_uint(&p, UINT64_MAX);
    so_print_sp(&p);
    so_print_value(&p, (uint64_t)UINT64_MAX);
    so_print_sp(&p);
    so_print_uint(&p, (uintptr_t)0);
    so_print_sp(&p);
    so_print_uint(&p, (uintptr_t)UINTPTR_MAX);
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_value(&p, (int32_t)0xE9);
    so_print_sp(&p);
    so_print_value(&p, (uint8_t)'A');
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_string(&p, so_str("no"));
    so_print_string(&p, so_str("spaces"));
    so_print_int(&p, 1);
    so_print_int(&p, 2);
    so_print_bool(&p, true);
    so_print_string(&p, so_str("\n"));
    so_print_end(&p);

    so_print_begin(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_string(&p, so_str(""));
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_value(&p, so_str("a\x00" "b"));
    so_print_sp(&p);
    so_print_string(&p, so_str("\xff\xfe"));
    so_print_sp(&p);
    so_print_string(&p, so_str("héllo, 世界"));
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    int64_t *nilp = NULL;
    so_print_value(&p, nilp);
    so_print_sp(&p);
    so_print_value(&p, so_nil_slice);
    so_print_sp(&p);
    so_print_iface(&p, NULL, NULL);
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_string(&p, so_str("end"));
    so_print_nl(&p);
    so_print_end(&p);
    return 0;
}
