//go:build !solod

// A white-box test of the Go implementation (its shadows of values with pointers): solod
// builds the C one.

package mem

import "testing"

type linked struct {
	next *linked
	v    int
}

// The shadows of an arena's values with pointers belong to the arena: Reset drops them (as it
// frees every block in So), so a Go program that reuses an arena does not keep them all.
func TestArenaShadowsGoWithReset(t *testing.T) {
	arena := NewArena(make([]byte, 1024))
	tr := NewTracker(arena.Allocator())
	before := len(globalShadows.m)
	for _, a := range []Allocator{arena.Allocator(), tr.Allocator()} {
		for round := range 3 {
			for range 10 {
				Alloc[linked](a)
			}
			AllocSlice[*linked](a, 1, 4)
			if n := len(arena.shadows.m); n != 11 {
				t.Fatalf("round %d: %d shadows in the arena, want 11", round, n)
			}
			arena.Reset()
			if arena.shadows != nil {
				t.Fatal("Reset kept the shadows")
			}
		}
	}
	if len(globalShadows.m) != before {
		t.Fatal("an arena's shadows went to the global table")
	}
	// Values from System have theirs in the global table until they are freed.
	p := Alloc[linked](System)
	if len(globalShadows.m) != before+1 {
		t.Fatal("System's value has no shadow")
	}
	Free(System, p)
	if len(globalShadows.m) != before {
		t.Fatal("Free kept the shadow")
	}
}
