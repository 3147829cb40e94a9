//go:build !solod

package sync

import gosync "sync"

// WaitGroup waits for a collection of tasks to finish. The zero WaitGroup has a counter of 0.
type WaitGroup struct {
	wg gosync.WaitGroup
}

// Add adds delta, which may be negative, to the counter. When the counter reaches zero every
// Wait returns. It panics with "sync: negative WaitGroup counter" if the counter would go below
// zero.
func (wg *WaitGroup) Add(delta int) {
	wg.wg.Add(delta)
}

// Done decrements the counter by one.
func (wg *WaitGroup) Done() {
	wg.wg.Done()
}

// Wait blocks until the counter is zero.
func (wg *WaitGroup) Wait() {
	wg.wg.Wait()
}
