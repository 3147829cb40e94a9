// map.c - So's built-in maps: fixed capacity, entries that never move, an open-addressing index.
//
// Layout of a map's block (see so_map_bytes):
//
//   header | entries: cap slots of `stride` bytes (key, then value) | index: isize uint32 |
//   meta: cap uint32
//
// Entries are handed out in order (0, 1, 2, ...: `used` of them so far) and, after deletes, from
// a free list threaded through `meta`, so an entry never moves while it is live. That is what
// lets a range loop walk the entry array while the loop body inserts and deletes.
//
// The index is a power-of-two table (isize >= 2 * cap, so live entries fill at most half of it)
// probed linearly from the key's home slot. A slot holds 0 (empty), 1 (a tombstone: a deleted
// entry's slot, which probes must step over), or `tag | (entry + 2)`: the entry number in the low
// `ebits` bits and, above them, the same bits of the key's 32-bit hash, whose top bit is always
// set. A probe compares whole hash bits before it looks at the entry or calls `equal`, and an
// empty slot or a tombstone can never match a tag. meta[e] keeps the 32-bit hash of live entry
// e (top bit set) or, for a free entry, the next free entry (top bit clear).
//
// Deletes leave tombstones, except that a deleted slot followed by an empty slot (the end of a
// probe cluster) becomes empty at once, together with the tombstones just before it. Inserts
// reuse the first tombstone on their probe path. When an insert would make more than 3/4 of the
// index non-empty, the index is rebuilt in place from meta, which drops every tombstone and
// moves no entry and calls no hash function. Between two rebuilds at least isize/4 inserts take
// fresh slots, so rebuilding costs O(1) per insert, and deleting and re-inserting forever keeps
// probes short.

#include "builtin.h"

#define SLOT_EMPTY 0u
#define SLOT_TOMB 1u
#define HASH_LIVE 0x80000000u // the top bit of a live entry's hash (meta and index tags)
#define FREE_END 0x7fffffffu  // the end of the free list

struct so_MapHeader {
    uint64_t (*hash)(const void *key);
    bool (*equal)(const void *a, const void *b);
    char *entries;
    uint32_t *index;
    uint32_t *meta;
    size_t stride;   // bytes per entry (a multiple of the larger alignment; 0 if both are empty)
    size_t val_off;  // the value's offset in an entry
    size_t key_size;
    size_t val_size;
    int64_t len;          // live entries
    int64_t cap;          // the capacity the map was made with
    int64_t used;         // entries [0, used) have been handed out; the others never were
    int64_t occupied;     // index slots that are not empty: live + tombstones
    int64_t max_occupied; // 3/4 of isize: an insert that would pass it rebuilds the index
    int64_t rebuilds;     // how often the index was rebuilt (for the runtime's tests)
    uint32_t mask;        // isize - 1
    uint32_t emask;       // the entry-number bits of an index slot
    uint32_t free;        // the first free entry below used, or FREE_END
    const so_MapType *type;
};

// Where everything goes in a map's block, relative to its aligned base.
typedef struct Layout {
    size_t align; // the base's alignment
    size_t stride, val_off;
    size_t entries_off, index_off, meta_off;
    int64_t cap;
    uint32_t isize;
    uint32_t emask;
    int64_t bytes; // everything, including the slack to align the base
} Layout;

static _Noreturn void panic_size(void) {
    so_panic("runtime error: makemap: size out of range");
}

static size_t round_up(size_t n, size_t a) {
    return (n + a - 1) & ~(a - 1);
}

static size_t checked_align(int64_t a) {
    if (a <= 0)
        return 1;
    if ((a & (a - 1)) != 0 || a > ((int64_t)1 << 20))
        so_panic("map: invalid key or value alignment");
    return (size_t)a;
}

static void layout(const so_MapType *t, int64_t cap, Layout *l) {
    if (cap < 0)
        cap = 0;
    if (cap > SO_MAP_MAX_CAP || t->key_size < 0 || t->val_size < 0 ||
        t->key_size > SO_MAX_ALLOC || t->val_size > SO_MAX_ALLOC)
        panic_size();
    size_t ka = checked_align(t->key_align), va = checked_align(t->val_align);
    size_t ea = ka > va ? ka : va;
    l->val_off = round_up((size_t)t->key_size, va);
    l->stride = round_up(l->val_off + (size_t)t->val_size, ea);
    if (l->stride > 0 && (uint64_t)cap > (uint64_t)SO_MAX_ALLOC / l->stride)
        panic_size();
    l->cap = cap;
    uint32_t isize = 1;
    while ((int64_t)isize < 2 * cap)
        isize <<= 1;
    l->isize = isize;
    uint32_t emask = 1;
    while ((int64_t)emask < cap + 1)
        emask = (emask << 1) | 1;
    l->emask = emask;
    l->align = ea > 16 ? ea : 16;
    l->entries_off = round_up(sizeof(so_MapHeader), ea);
    l->index_off = round_up(l->entries_off + (size_t)cap * l->stride, sizeof(uint32_t));
    l->meta_off = l->index_off + (size_t)isize * sizeof(uint32_t);
    size_t total = l->align - 1 + l->meta_off + (size_t)cap * sizeof(uint32_t);
    if (total > (size_t)SO_MAX_ALLOC)
        panic_size();
    l->bytes = (int64_t)total;
}

int64_t so_map_bytes(const so_MapType *t, int64_t cap) {
    Layout l;
    layout(t, cap, &l);
    return l.bytes;
}

so_Map so_map_init(void *mem, const so_MapType *t, int64_t cap) {
    Layout l;
    layout(t, cap, &l);
    char *base = (char *)round_up((size_t)(uintptr_t)mem, l.align);
    so_MapHeader *m = (so_MapHeader *)base;
    m->hash = t->hash;
    m->equal = t->equal;
    m->entries = base + l.entries_off;
    m->index = (uint32_t *)(base + l.index_off);
    m->meta = (uint32_t *)(base + l.meta_off);
    m->stride = l.stride;
    m->val_off = l.val_off;
    m->key_size = (size_t)t->key_size;
    m->val_size = (size_t)t->val_size;
    m->len = 0;
    m->cap = l.cap;
    m->used = 0;
    m->occupied = 0;
    m->max_occupied = (int64_t)l.isize * 3 / 4;
    m->mask = l.isize - 1;
    m->emask = l.emask;
    m->free = FREE_END;
    m->rebuilds = 0;
    m->type = t;
    memset(m->index, 0, (size_t)l.isize * sizeof(uint32_t));
    return m;
}

// The key's 32-bit hash with the top bit set: the home slot is its low bits, the tag its high
// bits (see the top of the file).
static inline uint32_t hash32(const so_MapHeader *m, const void *key) {
    uint64_t h = m->hash(key);
    return (uint32_t)(h ^ (h >> 32)) | HASH_LIVE;
}

static inline char *entry_at(const so_MapHeader *m, uint32_t slot) {
    return m->entries + (size_t)((slot & m->emask) - 2) * m->stride;
}

// The index slot that holds key's entry, or -1.
static inline int64_t find_slot(const so_MapHeader *m, const void *key, uint32_t hv) {
    const uint32_t *ix = m->index;
    uint32_t mask = m->mask, tags = ~m->emask, tag = hv & tags;
    for (uint32_t pos = hv & mask;; pos = (pos + 1) & mask) {
        uint32_t s = ix[pos];
        if ((s & tags) == tag) {
            if (m->equal(entry_at(m, s), key))
                return pos;
        } else if (s == SLOT_EMPTY) {
            return -1;
        }
    }
}

void *so_map_lookup(so_Map m, const void *key) {
    if (m == NULL || m->len == 0)
        return NULL;
    int64_t pos = find_slot(m, key, hash32(m, key));
    if (pos < 0)
        return NULL;
    return entry_at(m, m->index[pos]) + m->val_off;
}

// Rebuilds the index from meta: drops the tombstones, moves no entry.
static void rebuild_index(so_MapHeader *m) {
    uint32_t *ix = m->index;
    uint32_t mask = m->mask, tags = ~m->emask;
    memset(ix, 0, ((size_t)mask + 1) * sizeof(uint32_t));
    for (int64_t e = 0; e < m->used; e++) {
        uint32_t hv = m->meta[e];
        if ((hv & HASH_LIVE) == 0)
            continue;
        uint32_t pos = hv & mask;
        while (ix[pos] != SLOT_EMPTY)
            pos = (pos + 1) & mask;
        ix[pos] = (hv & tags) | (uint32_t)(e + 2);
    }
    m->occupied = m->len;
    m->rebuilds++;
}

static _Noreturn void panic_full(void) {
    so_panic("map: out of capacity");
}

void *so_map_assign(so_Map m, const void *key) {
    if (m == NULL)
        so_panic("assignment to entry in nil map");
    uint32_t hv = hash32(m, key);
    uint32_t *ix = m->index;
    uint32_t mask = m->mask, tags = ~m->emask, tag = hv & tags;
    int64_t tomb = -1;
    uint32_t pos = hv & mask;
    for (;; pos = (pos + 1) & mask) {
        uint32_t s = ix[pos];
        if ((s & tags) == tag) {
            char *ent = entry_at(m, s);
            if (m->equal(ent, key)) {
                // Go stores the new key too (it differs from the old one for -0 and +0).
                if (ent != (const char *)key && m->key_size > 0)
                    memmove(ent, key, m->key_size);
                return ent + m->val_off;
            }
        } else if (s == SLOT_EMPTY) {
            break;
        } else if (s == SLOT_TOMB && tomb < 0) {
            tomb = pos;
        }
    }
    if (m->len == m->cap)
        panic_full();
    if (tomb >= 0) {
        pos = (uint32_t)tomb;
    } else {
        if (m->occupied >= m->max_occupied) {
            rebuild_index(m);
            for (pos = hv & mask; ix[pos] != SLOT_EMPTY; pos = (pos + 1) & mask) {
            }
        }
        m->occupied++;
    }
    uint32_t e = m->free;
    if (e != FREE_END)
        m->free = m->meta[e];
    else
        e = (uint32_t)m->used++;
    char *ent = m->entries + (size_t)e * m->stride;
    if (m->key_size > 0)
        memmove(ent, key, m->key_size);
    if (m->val_size > 0)
        memset(ent + m->val_off, 0, m->val_size);
    m->meta[e] = hv;
    ix[pos] = tag | (e + 2);
    m->len++;
    return ent + m->val_off;
}

void so_map_delete(so_Map m, const void *key) {
    if (m == NULL || m->len == 0)
        return;
    int64_t found = find_slot(m, key, hash32(m, key));
    if (found < 0)
        return;
    uint32_t *ix = m->index;
    uint32_t mask = m->mask, pos = (uint32_t)found;
    uint32_t e = (ix[pos] & m->emask) - 2;
    if (ix[(pos + 1) & mask] == SLOT_EMPTY) {
        // The end of a probe cluster: no probe needs this slot, nor the tombstones before it.
        ix[pos] = SLOT_EMPTY;
        m->occupied--;
        for (pos = (pos - 1) & mask; ix[pos] == SLOT_TOMB; pos = (pos - 1) & mask) {
            ix[pos] = SLOT_EMPTY;
            m->occupied--;
        }
    } else {
        ix[pos] = SLOT_TOMB;
    }
    m->meta[e] = m->free;
    m->free = e;
    m->len--;
}

void so_map_clear(so_Map m) {
    if (m == NULL)
        return;
    if (m->occupied > 0)
        memset(m->index, 0, ((size_t)m->mask + 1) * sizeof(uint32_t));
    m->len = 0;
    m->used = 0;
    m->occupied = 0;
    m->free = FREE_END;
}

int64_t so_map_len(so_Map m) {
    return m == NULL ? 0 : m->len;
}

int64_t so_map_cap(so_Map m) {
    return m == NULL ? 0 : m->cap;
}

void so_map_iter_init(so_MapIter *it, so_Map m) {
    it->m = m;
    it->next = 0;
}

bool so_map_iter_next(so_MapIter *it, void **key, void **val) {
    const so_MapHeader *m = it->m;
    if (m == NULL)
        return false;
    for (int64_t e = it->next; e < m->used; e++) {
        if (m->meta[e] & HASH_LIVE) {
            char *ent = m->entries + (size_t)e * m->stride;
            it->next = e + 1;
            if (key != NULL)
                *key = ent;
            if (val != NULL)
                *val = ent + m->val_off;
            return true;
        }
    }
    return false;
}

// For the runtime's own tests (declared there, not in builtin.h).
void so_map_debug_stats_(so_Map m, int64_t out[4]);
bool so_map_debug_consistent_(so_Map m);

// The index's size, its non-empty slots, the number of rebuilds so far, and the longest
// distance of a live slot from its home slot.
void so_map_debug_stats_(so_Map m, int64_t out[4]) {
    int64_t longest = 0;
    for (uint32_t pos = 0; pos <= m->mask; pos++) {
        uint32_t s = m->index[pos];
        if (s > SLOT_TOMB) {
            uint32_t home = m->meta[(s & m->emask) - 2] & m->mask;
            int64_t d = (int64_t)((pos - home) & m->mask);
            if (d > longest)
                longest = d;
        }
    }
    out[0] = (int64_t)m->mask + 1;
    out[1] = m->occupied;
    out[2] = m->rebuilds;
    out[3] = longest;
}

// Whether the bookkeeping agrees with itself: each index slot that is neither empty nor a
// tombstone names a live entry and carries its hash bits, each live entry is found by probing
// from its home slot, and len, occupied, used and the free list add up.
bool so_map_debug_consistent_(so_Map m) {
    int64_t live = 0, free_count = 0, nonempty = 0, live_slots = 0;
    for (uint32_t f = m->free; f != FREE_END; f = m->meta[f])
        if ((int64_t)f >= m->used || (m->meta[f] & HASH_LIVE) || ++free_count > m->used)
            return false;
    for (uint32_t pos = 0; pos <= m->mask; pos++) {
        uint32_t s = m->index[pos];
        if (s == SLOT_EMPTY)
            continue;
        nonempty++;
        if (s == SLOT_TOMB)
            continue;
        live_slots++;
        int64_t e = (int64_t)(s & m->emask) - 2;
        if (e < 0 || e >= m->used || !(m->meta[e] & HASH_LIVE) ||
            (m->meta[e] & ~m->emask) != (s & ~m->emask))
            return false;
    }
    for (int64_t e = 0; e < m->used; e++) {
        uint32_t hv = m->meta[e];
        if (!(hv & HASH_LIVE))
            continue;
        live++;
        uint32_t want = (hv & ~m->emask) | (uint32_t)(e + 2), pos = hv & m->mask;
        for (uint32_t steps = 0; m->index[pos] != want; steps++) {
            if (m->index[pos] == SLOT_EMPTY || steps > m->mask)
                return false;
            pos = (pos + 1) & m->mask;
        }
    }
    return live == m->len && live_slots == live && live + free_count == m->used &&
           nonempty == m->occupied && m->len <= m->cap && m->used <= m->cap &&
           m->occupied <= m->max_occupied;
}

// Strings and other keys longer than 16 bytes: 16 bytes per round, then the last 16 (which may
// overlap the previous round), then the length.
uint64_t so_hash_bytes_long_(const uint8_t *p, int64_t n) {
    uint64_t h = SO_HASH_K0_;
    const uint8_t *end = p + n;
    while (end - p > 16) {
        h = so_hash_mix_(so_hash_load64_(p) ^ SO_HASH_K1_, so_hash_load64_(p + 8) ^ h);
        p += 16;
    }
    h = so_hash_mix_(so_hash_load64_(end - 16) ^ SO_HASH_K2_, so_hash_load64_(end - 8) ^ h);
    return so_hash_mix_(h ^ (uint64_t)n, SO_HASH_K0_);
}

// A NaN equals nothing, so its hash need not be reproducible: a different one each time keeps
// many NaN keys in one map from piling up on one home slot. Per thread, so readers on several
// threads share nothing.
static __thread uint64_t so_nan_count_;

uint64_t so_hash_nan_(void) {
    return so_hash_mix_(++so_nan_count_ ^ SO_HASH_K2_, SO_HASH_K3_);
}
