// conc threads and pools from So: GoWith with a larger stack and with a dedicated OS thread,
// Detach, Thread.Wait's result, BlockingBegin/End, a Pool whose tasks submit more tasks (with a
// queue smaller than the work), a Pool's memory from a user-defined Allocator, and the nil
// allocator.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/time"
)

type job struct {
	n, sum int
	done   *conc.Chan[int]
}

// The detached tasks' jobs and the channel they answer on.
var (
	signals  conc.Chan[int]
	detached [2]job
)

// deep recurses through a few hundred KiB of stack, which the default stack would not hold.
func deep(n int) int {
	var pad [512]byte
	pad[n%512] = byte(n)
	if n == 0 {
		return int(pad[0])
	}
	return deep(n-1) + int(pad[n%512]%2)
}

func sum(arg any) any {
	j := arg.(*job)
	for i := 1; i <= j.n; i++ {
		j.sum += i
	}
	j.sum += deep(1000)
	return nil
}

func signal(arg any) any {
	j := arg.(*job)
	conc.BlockingBegin()
	time.Sleep(time.Millisecond)
	conc.BlockingEnd()
	j.done.Send(j.n * 2)
	return nil
}

func threads() {
	a := &job{n: 10}
	t1 := conc.GoWith(sum, a, conc.ThreadOptions{StackSize: 4 << 20})
	println("wait gives nil:", t1.Wait() == nil, a.sum)

	b := &job{n: 100}
	t2 := conc.GoWith(sum, b, conc.ThreadOptions{OSThread: true, StackSize: 4 << 20})
	t2.Wait()
	println("os thread:", b.sum)

	// A detached task may run after threads returns: what it is given lives at package level.
	signals = conc.NewChan[int](mem.System, 0)
	detached[0] = job{n: 21, done: &signals}
	conc.Go(signal, &detached[0]).Detach()
	var v int
	signals.Recv(&v)
	println("detached sent:", v)

	detached[1] = job{n: 4, done: &signals}
	conc.GoWith(signal, &detached[1], conc.ThreadOptions{OSThread: true}).Detach()
	signals.Recv(&v)
	println("detached os thread sent:", v)
}

type tree struct {
	pool   *conc.Pool
	nodes  []tree // a complete binary tree: node i's children are 2i+1 and 2i+2
	leaves *conc.Chan[int]
}

// grow runs for node i of the tree: from inside the pool's task it submits the node's children
// to the same pool, and a leaf reports itself.
func grow(arg any) {
	t := arg.(*tree)
	i := indexOf(t)
	if 2*i+1 >= len(t.nodes) {
		t.leaves.Send(1)
		return
	}
	for k := 2*i + 1; k <= 2*i+2; k++ {
		t.pool.Go(grow, &t.nodes[k])
	}
}

func indexOf(t *tree) int {
	for i := range t.nodes {
		if &t.nodes[i] == t {
			return i
		}
	}
	return -1
}

type counting struct{ allocs, frees int }

func (c *counting) Alloc(size, align int) (any, error) {
	c.allocs++
	return mem.System.Alloc(size, align)
}

func (c *counting) Realloc(ptr any, oldSize, newSize, align int) (any, error) {
	return mem.System.Realloc(ptr, oldSize, newSize, align)
}

func (c *counting) Free(ptr any, size, align int) {
	c.frees++
	mem.System.Free(ptr, size, align)
}

type square struct{ in, out int }

func squareIt(arg any) {
	s := arg.(*square)
	s.out = s.in * s.in
}

func pools() {
	c := &counting{}
	pool := conc.NewPool(c, conc.PoolOptions{NumThreads: 2, QueueSize: 1})
	println("pool allocated:", c.allocs, c.frees)
	leaves := conc.NewChan[int](mem.System, 64)
	defer leaves.Free()
	nodes := make([]tree, 63)
	for i := range nodes {
		nodes[i] = tree{pool: pool, nodes: nodes, leaves: &leaves}
	}
	pool.Go(grow, &nodes[0])
	pool.Wait()
	println("leaves:", leaves.Len())

	sq := make([]square, 6)
	for i := range sq {
		sq[i].in = i + 1
		pool.Go(squareIt, &sq[i])
	}
	pool.Wait()
	total := 0
	for _, s := range sq {
		total += s.out
	}
	println("squares:", total)
	pool.Free()
	println("pool freed:", c.allocs, c.frees)

	p2 := conc.NewPool(nil, conc.PoolOptions{})
	x := &square{in: 12}
	p2.Go(squareIt, x)
	p2.Free()
	println("default pool:", x.out)
}

func main() {
	threads()
	pools()
}
