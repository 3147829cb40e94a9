// Threads sharing one Tracker over System, each making its first call of Allocator at about
// the same time and then allocating and freeing through it. None of those calls writes the
// shared Tracker (ThreadSanitizer runs this module), and the counts add up.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

const (
	threads = 4
	rounds  = 500
)

func churn(arg any) any {
	t := arg.(*mem.Tracker)
	a := t.Allocator()
	for i := 0; i < rounds; i++ {
		s := mem.AllocSlice[byte](a, 16+i%64, 16+i%64)
		s[0] = byte(i)
		mem.FreeSlice(a, s)
	}
	return arg
}

func main() {
	t := mem.NewTracker(nil)
	var ths [threads]conc.Thread
	for i := range ths {
		ths[i] = conc.Go(churn, &t)
	}
	for i := range ths {
		if ths[i].Wait().(*mem.Tracker) != &t {
			println("Wait returned another value")
		}
	}
	println("allocs", t.Allocs(), "frees", t.Frees(), "in use", t.InUse())

	// A Tracker over the first one's allocator: every call goes through both, and both count.
	outer := mem.NewTracker(t.Allocator())
	for i := range ths {
		ths[i] = conc.Go(churn, &outer)
	}
	for i := range ths {
		ths[i].Wait()
	}
	println("outer allocs", outer.Allocs(), "frees", outer.Frees(), "in use", outer.InUse())
	println("inner allocs", t.Allocs(), "frees", t.Frees(), "in use", t.InUse())
}
