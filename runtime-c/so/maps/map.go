package maps

import "solod.dev/so/mem"

// Map is a hash map from K to V that grows as entries are added, in memory from the
// allocator given to New. Its zero value is an empty map that can be read but not written:
// make a Map with New and give its memory back with Free. A Map must not be copied once
// written to (the copies would share, then lose, one table).
type Map[K comparable, V any] struct {
	alloc  mem.Allocator
	ctrl   []uint64     // a control word per group of groupSlots slots (see group.go)
	slots  []slot[K, V] // groupSlots per group
	mask   uint64       // the number of groups - 1 (a power of two)
	count  int          // entries
	budget int          // empty slots that may still fill before the table grows
	gen    int          // changes whenever the table moves
}

type slot[K comparable, V any] struct {
	key K
	val V
}

// New makes a Map that holds size entries without growing, with memory from a (nil:
// mem.System). It panics if size is negative or the allocator fails.
func New[K comparable, V any](a mem.Allocator, size int) Map[K, V] {
	if size < 0 {
		panic("maps: negative size")
	}
	groups := 1
	for groups*groupSlots*7/8 < size {
		groups *= 2
	}
	ctrl, slots := newTable[K, V](a, groups)
	// Built as a value: a pointer method on a local Map before returning it would let the
	// escape analysis suspect the Map of pointing to itself (through its allocator).
	return Map[K, V]{alloc: a, ctrl: ctrl, slots: slots, mask: uint64(groups - 1),
		budget: maxLoad(groups), gen: 1}
}

// newTable allocates an empty table of the given number of groups (a power of two) from a.
func newTable[K comparable, V any](a mem.Allocator, groups int) ([]uint64, []slot[K, V]) {
	ctrl := mem.AllocSlice[uint64](a, groups, groups)
	for g := range ctrl {
		ctrl[g] = groupEmpty
	}
	return ctrl, mem.AllocSlice[slot[K, V]](a, groups*groupSlots, groups*groupSlots)
}

// setTable gives m a new empty table of the given number of groups (a power of two).
func (m *Map[K, V]) setTable(groups int) {
	m.ctrl, m.slots = newTable[K, V](m.alloc, groups)
	m.mask = uint64(groups - 1)
	m.count = 0
	m.budget = maxLoad(groups)
	m.gen++
}

// maxLoad is how many entries a table of the given number of groups takes: 7 in 8 slots, so
// that every probe sequence reaches an empty slot.
//
//so:inline
func maxLoad(groups int) int {
	return groups * groupSlots * 7 / 8
}

// find returns the index of key's slot, or -1.
func (m *Map[K, V]) find(key K) int {
	if m.count == 0 {
		return -1
	}
	h := hashOf(key)
	tag := h & 0x7f
	g := (h >> 7) & m.mask
	for step := uint64(1); ; step++ {
		w := m.ctrl[g]
		for match := matchTag(w, tag); match != 0; match &= match - 1 {
			i := int(g)*groupSlots + firstSlot(match)
			if m.slots[i].key == key {
				return i
			}
		}
		if matchEmpty(w) != 0 {
			return -1
		}
		g = (g + step) & m.mask
	}
}

// Len returns the number of entries.
func (m *Map[K, V]) Len() int {
	return m.count
}

// Has reports whether key has an entry.
func (m *Map[K, V]) Has(key K) bool {
	return m.find(key) >= 0
}

// Get returns key's value, or the zero value when key has no entry.
func (m *Map[K, V]) Get(key K) V {
	if i := m.find(key); i >= 0 {
		return m.slots[i].val
	}
	var zero V
	return zero
}

// Lookup returns key's value and true, or the zero value and false when key has no entry
// (Go's v, ok := m[key]).
func (m *Map[K, V]) Lookup(key K) (V, bool) {
	if i := m.find(key); i >= 0 {
		return m.slots[i].val, true
	}
	var zero V
	return zero, false
}

// Set gives key the value val, adding an entry when key has none; the table grows (through
// the Map's allocator) when it is full. It panics on the zero Map and when the allocator
// fails.
func (m *Map[K, V]) Set(key K, val V) {
	if m.ctrl == nil {
		panic("maps: Set on a Map not made by maps.New")
	}
	h := hashOf(key)
	tag := h & 0x7f
	g := (h >> 7) & m.mask
	free := -1
	for step := uint64(1); ; step++ {
		w := m.ctrl[g]
		for match := matchTag(w, tag); match != 0; match &= match - 1 {
			i := int(g)*groupSlots + firstSlot(match)
			if m.slots[i].key == key {
				m.slots[i].val = val
				return
			}
		}
		if free < 0 {
			if f := matchFree(w); f != 0 {
				free = int(g)*groupSlots + firstSlot(f)
			}
		}
		if matchEmpty(w) != 0 {
			break
		}
		g = (g + step) & m.mask
	}
	// A new entry: it takes the first free slot on its probe sequence, unless that slot is
	// empty and the table is at its load limit.
	if ctrlAt(m.ctrl[free/groupSlots], free%groupSlots) == ctrlEmpty {
		if m.budget == 0 {
			m.grow()
			free = m.freeSlot(h)
		}
		m.budget--
	}
	m.ctrl[free/groupSlots] = setCtrl(m.ctrl[free/groupSlots], free%groupSlots, tag)
	m.slots[free] = slot[K, V]{key, val}
	m.count++
}

// freeSlot returns the first empty or deleted slot on the probe sequence of hash h.
func (m *Map[K, V]) freeSlot(h uint64) int {
	g := (h >> 7) & m.mask
	for step := uint64(1); ; step++ {
		if f := matchFree(m.ctrl[g]); f != 0 {
			return int(g)*groupSlots + firstSlot(f)
		}
		g = (g + step) & m.mask
	}
}

// grow moves the entries to a new table: twice as large, or as large when deleted slots
// rather than entries filled the table.
func (m *Map[K, V]) grow() {
	groups := len(m.ctrl)
	if m.count >= maxLoad(groups)/2 {
		groups *= 2
	}
	oldCtrl, oldSlots := m.ctrl, m.slots
	count := m.count
	m.setTable(groups)
	for g, w := range oldCtrl {
		for full := matchFull(w); full != 0; full &= full - 1 {
			s := &oldSlots[g*groupSlots+firstSlot(full)]
			h := hashOf(s.key)
			i := m.freeSlot(h)
			m.ctrl[i/groupSlots] = setCtrl(m.ctrl[i/groupSlots], i%groupSlots, h&0x7f)
			m.slots[i] = *s
		}
	}
	m.count = count
	m.budget -= count
	mem.FreeSlice(m.alloc, oldCtrl)
	mem.FreeSlice(m.alloc, oldSlots)
}

// Delete removes key's entry, if it has one.
func (m *Map[K, V]) Delete(key K) {
	i := m.find(key)
	if i < 0 {
		return
	}
	g := i / groupSlots
	// A probe stops at a group with an empty slot, so the slot can be empty again only if
	// its group already has one; otherwise it stays marked deleted.
	c := uint64(ctrlDeleted)
	if matchEmpty(m.ctrl[g]) != 0 {
		c = ctrlEmpty
		m.budget++
	}
	m.ctrl[g] = setCtrl(m.ctrl[g], i%groupSlots, c)
	m.slots[i] = slot[K, V]{}
	m.count--
}

// Clear removes every entry, keeping the table's memory for new ones.
func (m *Map[K, V]) Clear() {
	if m.ctrl == nil {
		return
	}
	for g := range m.ctrl {
		m.ctrl[g] = groupEmpty
	}
	clear(m.slots)
	m.count = 0
	m.budget = maxLoad(len(m.ctrl))
}

// Free gives the Map's memory back to its allocator; the Map is then the zero Map (empty,
// read-only). Freeing the zero Map does nothing.
func (m *Map[K, V]) Free() {
	if m.ctrl == nil {
		return
	}
	mem.FreeSlice(m.alloc, m.ctrl)
	mem.FreeSlice(m.alloc, m.slots)
	gen := m.gen
	*m = Map[K, V]{}
	m.gen = gen + 1
}

// Iter is an iteration over a Map's entries, in no particular order:
//
//	for it := m.Iter(); it.Next(); {
//	    use(it.Key(), it.Value())
//	}
//
// While it runs, entries may be deleted (one not yet reached is then not produced) and
// present keys given new values; adding a key may move the table, after which Next panics.
type Iter[K comparable, V any] struct {
	m     *Map[K, V]
	gen   int
	group int    // the group being read
	match uint64 // its full slots not produced yet
	slot  int    // the current entry's slot; -1 before the first
}

// Iter returns an iteration over m's entries; call Next before reading the first.
func (m *Map[K, V]) Iter() Iter[K, V] {
	it := Iter[K, V]{m: m, gen: m.gen, group: -1, slot: -1}
	return it
}

// Next moves to the next entry and reports whether there was one.
func (it *Iter[K, V]) Next() bool {
	m := it.m
	if m.gen != it.gen {
		panic("maps: Map changed its table during iteration")
	}
	for {
		for it.match != 0 {
			i := it.group*groupSlots + firstSlot(it.match)
			it.match &= it.match - 1
			if ctrlAt(m.ctrl[it.group], i%groupSlots) < ctrlEmpty {
				it.slot = i
				return true
			}
		}
		if it.group+1 >= len(m.ctrl) {
			it.slot = -1
			return false
		}
		it.group++
		it.match = matchFull(m.ctrl[it.group])
	}
}

// Key returns the current entry's key. It panics unless the last Next returned true.
func (it *Iter[K, V]) Key() K {
	if it.slot < 0 {
		panic("maps: Iter.Key without an entry (call Next first)")
	}
	return it.m.slots[it.slot].key
}

// Value returns the current entry's value. It panics unless the last Next returned true.
func (it *Iter[K, V]) Value() V {
	if it.slot < 0 {
		panic("maps: Iter.Value without an entry (call Next first)")
	}
	return it.m.slots[it.slot].val
}
