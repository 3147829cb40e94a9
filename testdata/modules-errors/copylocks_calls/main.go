// Copies of locks through calls (go vet's copylocks): a parameter and a value receiver of a
// type holding a sync.RWMutex ("passes lock by value"), an argument copied into a call or a
// deferred call, a result returned from an existing value. Fresh values are fine: a composite
// literal or a call's result passed on, a pointer.
package main

import "solod.dev/so/sync"

type counter struct {
	mu sync.RWMutex
	n  int
}

func total(c counter) int { return c.n }

func (c counter) Get() int { return c.n }

func (c *counter) Inc() {
	c.mu.Lock()
	c.n++
	c.mu.Unlock()
}

func snapshot(c *counter) counter {
	return *c
}

func fresh() counter { return counter{n: 1} }

func use(c *counter) int { return c.n }

func main() {
	var c counter
	c.Inc()
	println(total(c))
	defer total(c)
	println(snapshot(&c).n)
	f := fresh()
	println(use(&f))
}
