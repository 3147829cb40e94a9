// Package solod.dev/so/fmt under solod from several threads at once: each formats into its
// own buffer, writes through a writer that blocks on a channel (its thread may resume on
// another carrier), and makes errors with Errorf (their texts share static memory), while
// the main thread prints; the results are printed in a fixed order at the end.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/errors"
	"solod.dev/so/fmt"
)

var errBase = errors.New("base")

// chanWriter hands each write's length to a channel, which blocks until the reader takes it.
type chanWriter struct {
	ch conc.Chan[int]
}

func (w *chanWriter) Write(p []byte) (int, error) {
	w.ch.Send(len(p))
	return len(p), nil
}

type work struct {
	id    int
	text  [64]byte
	n     int
	errs  int
	wrote int
	w     chanWriter
}

func run(arg any) any {
	wk := arg.(*work)
	for i := 0; i < 200; i++ {
		s := fmt.Sprintf(wk.text[:], "worker %d: %03d %v %x", wk.id, i, []int{i, -i}, i*wk.id)
		wk.n = len(s)
		err := fmt.Errorf("worker %d step %d: %w", wk.id, i, errBase)
		if errors.Is(err, errBase) && len(err.Error()) > 0 {
			wk.errs++
		}
	}
	for i := 0; i < 20; i++ {
		n, _ := fmt.Fprintf(&wk.w, "%d:%d;", wk.id, i)
		wk.wrote += n
	}
	return nil
}

func main() {
	var works [4]work
	var threads [4]conc.Thread
	for i := range works {
		works[i].id = i + 1
		works[i].w.ch = conc.NewChan[int](nil, 0)
		threads[i] = conc.Go(run, &works[i])
	}
	// Drain the writers while the workers run, printing from this thread too.
	total := 0
	for k := 0; k < 20; k++ {
		for i := range works {
			var n int
			works[i].w.ch.Recv(&n)
			total += n
		}
		fmt.Printf("round %d\n", k)
	}
	for i := range threads {
		threads[i].Wait()
		works[i].w.ch.Free()
	}
	for i := range works {
		w := &works[i]
		fmt.Printf("%d: %q errs=%d wrote=%d\n", w.id, string(w.text[:w.n]), w.errs, w.wrote)
	}
	fmt.Println("total", total)
}
