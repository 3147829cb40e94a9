// ERROR: 12:19: method Counter.Inc already declared at ./method_errors.go:10:19; 14:9: cannot define new methods on non-local type int; 19:15: cannot call pointer method Inc on Counter
// Static error: a duplicate method, a method on a non-local type, and calling a pointer
// method on a non-addressable value.
package main

type Counter struct {
	N int
}

func (c *Counter) Inc() { c.N++ }

func (c *Counter) Inc() { c.N += 2 }

func (i int) Double() int { return i * 2 }

func newCounter() Counter { return Counter{} }

func main() {
	newCounter().Inc()
}
