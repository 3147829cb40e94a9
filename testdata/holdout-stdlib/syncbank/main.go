// Syncbank runs teller threads from so/conc that move money between accounts under a
// sync.Mutex per account, reads the total under a sync.RWMutex, initializes the bank once
// with sync.Once and waits for the tellers with a sync.WaitGroup.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/fmt"
	"solod.dev/so/math/rand"
	"solod.dev/so/sync"
	"solod.dev/so/sync/atomic"
)

const numAccounts = 8

type account struct {
	mu      sync.Mutex
	balance int
}

type bank struct {
	once      sync.Once
	audit     sync.RWMutex
	accounts  [numAccounts]account
	transfers atomic.Int64
	inits     int
}

func (b *bank) init() {
	b.once.Do(func() {
		for i := range b.accounts {
			b.accounts[i].balance = 1000 * (i + 1)
		}
		b.inits++
	})
}

func (b *bank) transfer(from, to, amount int) bool {
	if from == to {
		return false
	}
	b.audit.RLock()
	defer b.audit.RUnlock()
	first, second := min(from, to), max(from, to) // lock in index order: no deadlock
	b.accounts[first].mu.Lock()
	defer b.accounts[first].mu.Unlock()
	b.accounts[second].mu.Lock()
	defer b.accounts[second].mu.Unlock()
	if b.accounts[from].balance < amount {
		return false
	}
	b.accounts[from].balance -= amount
	b.accounts[to].balance += amount
	b.transfers.Add(1)
	return true
}

func (b *bank) total() int {
	b.audit.Lock()
	defer b.audit.Unlock()
	sum := 0
	for i := range b.accounts {
		sum += b.accounts[i].balance
	}
	return sum
}

type teller struct {
	id       int
	bank     *bank
	wg       *sync.WaitGroup
	ok, fail int
}

func run(arg any) any {
	t := arg.(*teller)
	defer t.wg.Done()
	t.bank.init()
	r := rand.New(rand.NewSource(int64(t.id)))
	for i := 0; i < 2000; i++ {
		if t.bank.transfer(r.Intn(numAccounts), r.Intn(numAccounts), r.Intn(700)) {
			t.ok++
		} else {
			t.fail++
		}
	}
	return nil
}

func main() {
	var b bank
	var wg sync.WaitGroup
	tellers := make([]teller, 6)
	threads := make([]conc.Thread, 0, len(tellers))
	for i := range tellers {
		tellers[i] = teller{id: i + 1, bank: &b, wg: &wg}
		wg.Add(1)
		threads = append(threads, conc.Go(run, &tellers[i]))
	}
	wg.Wait()
	for _, th := range threads {
		th.Wait()
	}
	b.init()
	okTotal := 0
	for _, t := range tellers {
		okTotal += t.ok
		if t.ok+t.fail != 2000 {
			fmt.Println("teller", t.id, "lost operations")
		}
	}
	fmt.Println("inits:", b.inits)
	fmt.Println("total:", b.total(), "expected:", 36000)
	fmt.Println("transfers counted:", b.transfers.Load() == int64(okTotal))
	locked := b.accounts[0].mu.TryLock()
	fmt.Println("account 0 free after the run:", locked)
	b.accounts[0].mu.Unlock()
}
