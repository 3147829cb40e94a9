//go:build !race && !solod

package conc_test

import (
	gosync "sync"
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

// Close wakes the senders waiting on a full channel, and they panic with "send on closed
// channel". Go's race detector reports a close that runs while a send waits as a race, for
// Go's own channels as for these, so this test runs without it.
func TestCloseWakesSenders(t *testing.T) {
	for _, size := range []int{0, 1} {
		full := conc.NewChan[int](mem.System, size)
		if size > 0 {
			full.Send(0)
		}
		const n = 4
		results := make(chan string, n)
		var started gosync.WaitGroup
		for range n {
			started.Add(1)
			go func() {
				started.Done()
				results <- panicMsg(func() { full.Send(1) })
			}()
		}
		started.Wait()
		full.Close()
		for range n {
			if r := <-results; r != "send on closed channel" {
				t.Fatalf("buffer %d: a waiting sender ended with %q", size, r)
			}
		}
		full.Free()
	}
}
