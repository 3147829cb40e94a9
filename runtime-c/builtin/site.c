// site.c - the stack of noted call sites (so_site_note in builtin.h).

#include "builtin.h"

__thread so_Sites so_sites_;
