// Pipeline connects three stages with conc channels: a generator thread sends numbers, two
// squarer threads read them and send results, and main collects the results with
// conc.Select over the result channel and a done channel, then sorts and prints them.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/fmt"
	"solod.dev/so/slices"
	"solod.dev/so/sync"
)

type stage struct {
	in   *conc.Chan[int]
	out  *conc.Chan[int]
	done *conc.Chan[string]
	name string
	n    int
	wg   *sync.WaitGroup
}

func generate(arg any) any {
	s := arg.(*stage)
	for i := 1; i <= s.n; i++ {
		s.out.Send(i)
	}
	s.out.Close()
	return nil
}

func square(arg any) any {
	s := arg.(*stage)
	var v int
	count := 0
	for s.in.Recv(&v) {
		s.out.Send(v * v)
		count++
	}
	s.wg.Done()
	s.done.Send(s.name)
	return nil
}

func closer(arg any) any {
	s := arg.(*stage)
	s.wg.Wait()
	s.out.Close()
	return nil
}

func main() {
	nums := conc.NewChan[int](nil, 4)
	squares := conc.NewChan[int](nil, 0)
	done := conc.NewChan[string](nil, 2)
	var wg sync.WaitGroup
	wg.Add(2)

	gen := stage{out: &nums, n: 20}
	w1 := stage{in: &nums, out: &squares, done: &done, name: "w1", wg: &wg}
	w2 := stage{in: &nums, out: &squares, done: &done, name: "w2", wg: &wg}
	cl := stage{out: &squares, wg: &wg}
	threads := []conc.Thread{conc.Go(generate, &gen), conc.Go(square, &w1), conc.Go(square, &w2), conc.Go(closer, &cl)}

	results := make([]int, 0, 32)
	finished := 0
	var v int
	var who string
	open := true
	for open || finished < 2 {
		cases := []conc.Case{conc.RecvCase(&squares, &v), conc.RecvCase(&done, &who)}
		if !open {
			cases[0] = conc.RecvCase[int](nil, nil)
		}
		switch conc.Select(cases...) {
		case 0:
			if v == 0 {
				open = false
				continue
			}
			results = append(results, v)
		case 1:
			finished++
		}
	}
	for _, t := range threads {
		t.Wait()
	}
	slices.Sort(results)
	sum := 0
	for _, r := range results {
		sum += r
	}
	fmt.Println(len(results), "results:", results)
	fmt.Println("sum of squares 1..20 =", sum, "expected", 20*21*41/6)
	fmt.Println("workers finished:", finished, "nums len/cap:", nums.Len(), nums.Cap())

	// Timeouts and non-blocking operations on a small buffered channel.
	c := conc.NewChan[string](nil, 1)
	fmt.Println(c.TrySend("a"), c.TrySend("b"), c.Len())
	var s string
	got := c.TryRecv(&s)
	fmt.Println(got, s, c.TryRecv(&s))
	fmt.Println(c.RecvTimeout(&s, 0) == conc.Timeout, c.SendTimeout("c", 0) == conc.Ok)
	c.Close()
	ok := c.RecvTimeout(&s, 0) == conc.Ok
	fmt.Println(ok, s)
	closed := c.RecvTimeout(&s, 0) == conc.Closed
	fmt.Println(closed, c.Recv(&s))
	fmt.Println(s == "")
	c.Free()
	nums.Free()
	squares.Free()
	done.Free()
}
