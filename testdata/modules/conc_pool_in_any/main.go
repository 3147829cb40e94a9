// A pointer to so/conc's Pool (a type C defines, declared in Go as an empty struct) inside a
// struct held in an interface, with fmt in the build: the type descriptors reach conc.Pool,
// whose C definition this file does not see (the C compiler rejected its equality and hash).
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/fmt"
)

type holder struct {
	pool *conc.Pool
	n    int
}

func main() {
	p := conc.NewPool(nil, conc.PoolOptions{NumThreads: 2})
	defer p.Free()
	var x any = &holder{pool: p, n: 3}
	h := x.(*holder)
	fmt.Println(h.n, h.pool != nil, x != nil)
}
