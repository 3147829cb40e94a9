package conc_test

import (
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func TestSelectReadyAndDefault(t *testing.T) {
	a := conc.NewChan[int](mem.System, 1)
	b := conc.NewChan[string](mem.System, 1)
	defer a.Free()
	defer b.Free()
	var x int
	var s string
	if i := conc.Select(conc.RecvCase(&a, &x), conc.RecvCase(&b, &s), conc.Default()); i != 2 {
		t.Fatalf("nothing ready: Select = %d, want the Default case 2", i)
	}
	b.Send("hi")
	if i := conc.Select(conc.RecvCase(&a, &x), conc.RecvCase(&b, &s), conc.Default()); i != 1 || s != "hi" {
		t.Fatalf("Select = %d, %q; want 1, \"hi\"", i, s)
	}
	if i := conc.Select(conc.SendCase(&a, 5), conc.Default()); i != 0 || !a.TryRecv(&x) || x != 5 {
		t.Fatalf("send case: Select = %d, received %d", i, x)
	}
	a.Send(1)
	if i := conc.Select(conc.SendCase(&a, 6), conc.Default()); i != 1 {
		t.Fatalf("full channel: Select = %d, want the Default case", i)
	}
	if i := conc.Select(conc.RecvCase(&a, nil)); i != 0 || a.Len() != 0 {
		t.Fatalf("receive into nil: Select = %d, Len %d", i, a.Len())
	}
}

// Select blocks until a case can proceed.
func TestSelectBlocks(t *testing.T) {
	a := conc.NewChan[int](mem.System, 0)
	b := conc.NewChan[int](mem.System, 0)
	defer a.Free()
	defer b.Free()
	s := sender[int]{ch: b, v: 11}
	th := conc.Go(sendOne[int], &s)
	var x, y int
	if i := conc.Select(conc.RecvCase(&a, &x), conc.RecvCase(&b, &y)); i != 1 || y != 11 {
		t.Fatalf("Select = %d, %d", i, y)
	}
	th.Wait()
	r := receiver{ch: a}
	th = conc.Go(receiveOne, &r)
	if i := conc.Select(conc.RecvCase(&b, &y), conc.SendCase(&a, 12)); i != 1 {
		t.Fatalf("blocking send case: Select = %d", i)
	}
	th.Wait()
	if !r.ok || r.v != 12 {
		t.Fatalf("the receiver got %d, %v", r.v, r.ok)
	}
}

func TestSelectClosed(t *testing.T) {
	a := conc.NewChan[int](mem.System, 1)
	defer a.Free()
	a.Close()
	x := 9
	if i := conc.Select(conc.RecvCase(&a, &x)); i != 0 || x != 0 {
		t.Fatalf("receive on a closed channel: Select = %d, dst %d; want 0, zeroed", i, x)
	}
	x = 9
	if i := conc.Select(conc.RecvCase(&a, &x), conc.Default()); i != 0 || x != 0 {
		t.Fatalf("receive on a closed channel with a default: Select = %d, dst %d", i, x)
	}
}

func TestSelectNilChannels(t *testing.T) {
	var a conc.Chan[int]
	var x int
	if i := conc.Select(conc.RecvCase(&a, &x), conc.SendCase(&a, 1), conc.Default()); i != 2 {
		t.Fatalf("nil channels: Select = %d, want the Default case", i)
	}
	b := conc.NewChan[int](mem.System, 1)
	defer b.Free()
	b.Send(4)
	if i := conc.Select(conc.SendCase[int](nil, 1), conc.RecvCase(&a, &x), conc.RecvCase(&b, &x)); i != 2 || x != 4 {
		t.Fatalf("Select = %d, %d", i, x)
	}
}

// With two cases always ready, both are chosen: over 2000 rounds, the chance that a fair choice
// never picks one of them is 2^-1999.
func TestSelectChoosesAtRandom(t *testing.T) {
	a := conc.NewChan[int](mem.System, 1)
	b := conc.NewChan[int](mem.System, 1)
	defer a.Free()
	defer b.Free()
	var counts [2]int
	var x int
	for range 2000 {
		a.TrySend(1)
		b.TrySend(2)
		counts[conc.Select(conc.RecvCase(&a, &x), conc.RecvCase(&b, &x))]++
	}
	if counts[0] == 0 || counts[1] == 0 {
		t.Fatalf("choices %v", counts)
	}
}

// The channel a case names is read when Select runs.
func TestSelectReadsTheHandleWhenItRuns(t *testing.T) {
	var ch conc.Chan[int]
	var x int
	c := conc.RecvCase(&ch, &x)
	ch = conc.NewChan[int](mem.System, 1)
	defer ch.Free()
	ch.Send(3)
	if i := conc.Select(c, conc.Default()); i != 0 || x != 3 {
		t.Fatalf("Select = %d, %d", i, x)
	}
}
