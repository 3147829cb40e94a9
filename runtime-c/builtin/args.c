// args.c - the command line for so/os (os.Args): see so_args_init in builtin.h.

#include "builtin.h"

#include <stdlib.h>

so_Slice so_args;

void so_args_init(int argc, char **argv) {
    if (argc <= 0 || argv == NULL) {
        return;
    }
    // Allocated once, never freed: os.Args lasts as long as the program.
    so_String *a = malloc((size_t)argc * sizeof *a);
    if (a == NULL) {
        return;
    }
    for (int i = 0; i < argc; i++) {
        a[i] = so_string_from_cstr(argv[i]);
    }
    so_args = (so_Slice){a, argc, argc};
}
