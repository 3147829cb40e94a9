// Structs holding the runtime's locks are ordinary values: pointers to them go into interfaces
// and come back out through type assertions, and the structs compare with ==.
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
	var x any = &a
	println(x.(*account).n, x == any(&a))

	l := &ledger{name: "main"}
	l.accounts[1].n = 3
	var y any = l
	l.accounts[1].audit.Lock()
	l.accounts[1].n++
	l.accounts[1].audit.Unlock()
	println(y.(*ledger).name, y.(*ledger).accounts[1].n)
	m := &ledger{name: "main"}
	m.accounts[1].n = 4
	println(l.accounts == m.accounts, l.accounts[0] == m.accounts[0])
}
