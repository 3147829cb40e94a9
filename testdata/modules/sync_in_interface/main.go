// Structs holding the runtime's locks are ordinary values: they go into interfaces, compare,
// and come back out through type assertions.
package main

import (
	"solod.dev/so/sync"
)

type account struct {
	audit sync.RWMutex
	mu    sync.Mutex
	wg    sync.WaitGroup
	n     int
}

type ledger struct {
	accounts [2]account
	name     string
}

func main() {
	var a account
	a.n = 450
	var x any = a
	println(x.(account).n, x == any(account{n: 450}), x == any(account{n: 1}))

	l := &ledger{name: "main"}
	l.accounts[1].n = 3
	var y any = l
	l.accounts[1].audit.Lock()
	l.accounts[1].n++
	l.accounts[1].audit.Unlock()
	println(y.(*ledger).name, y.(*ledger).accounts[1].n)
	var z any = *l
	println(z == any(*l))
}
