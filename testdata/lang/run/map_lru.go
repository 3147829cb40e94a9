// Tests an LRU cache: a map from key to slot index plus a doubly linked list threaded
// through a fixed array; hits move entries to the front, a miss on a full cache evicts the
// least recently used key (deleted from the map, so the map never exceeds its capacity).
package main

const capacity = 3

type slot struct {
	key, val   int
	prev, next int
}

type LRU struct {
	index      map[int]int
	slots      [capacity]slot
	head, tail int
	used       int
	hits, miss int
}

func (c *LRU) unlink(i int) {
	s := &c.slots[i]
	if s.prev >= 0 {
		c.slots[s.prev].next = s.next
	} else {
		c.head = s.next
	}
	if s.next >= 0 {
		c.slots[s.next].prev = s.prev
	} else {
		c.tail = s.prev
	}
}

func (c *LRU) pushFront(i int) {
	c.slots[i].prev = -1
	c.slots[i].next = c.head
	if c.head >= 0 {
		c.slots[c.head].prev = i
	}
	c.head = i
	if c.tail < 0 {
		c.tail = i
	}
}

func (c *LRU) Get(key int) (int, bool) {
	i, ok := c.index[key]
	if !ok {
		c.miss++
		return 0, false
	}
	c.hits++
	c.unlink(i)
	c.pushFront(i)
	return c.slots[i].val, true
}

func (c *LRU) Put(key, val int) {
	if i, ok := c.index[key]; ok {
		c.slots[i].val = val
		c.unlink(i)
		c.pushFront(i)
		return
	}
	var i int
	if c.used < capacity {
		i = c.used
		c.used++
	} else {
		i = c.tail
		println("evict", c.slots[i].key)
		delete(c.index, c.slots[i].key)
		c.unlink(i)
	}
	c.slots[i].key, c.slots[i].val = key, val
	c.index[key] = i
	c.pushFront(i)
}

func (c *LRU) dump() {
	print("[")
	for i := c.head; i >= 0; i = c.slots[i].next {
		print(" ", c.slots[i].key, "=", c.slots[i].val)
	}
	println(" ] len", len(c.index))
}

func main() {
	c := LRU{index: make(map[int]int, capacity), head: -1, tail: -1}
	c.Put(1, 10)
	c.Put(2, 20)
	c.Put(3, 30)
	c.dump()
	v, ok := c.Get(1)
	println(v, ok)
	c.Put(4, 40)
	c.dump()
	_, ok = c.Get(2)
	println(ok)
	c.Put(3, 33)
	c.Put(5, 50)
	c.dump()
	for _, k := range []int{1, 3, 4, 5} {
		v, ok := c.Get(k)
		println("get", k, v, ok)
	}
	c.dump()
	println("hits", c.hits, "miss", c.miss)
}
