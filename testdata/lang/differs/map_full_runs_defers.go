// PANIC: map: out of capacity
// Deliberate difference (language.md section 3, and issue 8's defer bullet): the map
// capacity panic is a run-time panic like any other, so the pending deferred calls run,
// innermost frame first, before "panic: map: out of capacity" and exit status 2. Go grows
// the map instead, runs the defers at the normal returns and exits 0.
package main

type Cache struct {
	m map[int]int
}

func (c *Cache) Put(k, v int) {
	defer println("Put deferred", k)
	c.m[k] = v
}

func fill(c *Cache, n int) {
	defer println("fill deferred", n)
	for i := 0; i < n; i++ {
		c.Put(i, i*i)
	}
}

func main() {
	defer println("main deferred")
	c := Cache{make(map[int]int, 2)}
	fill(&c, 2)
	println("len", len(c.m))
	fill(&c, 3)
	println("not reached in So")
}
