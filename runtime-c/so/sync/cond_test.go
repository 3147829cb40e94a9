package sync_test

import (
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/sync"
	"solod.dev/so/time"
)

// waiters is a group of threads parked in c.Wait (or WaitFor with a limit far beyond the
// test): each reports on woken, when it returns, whether it timed out.
type waiters struct {
	c       *sync.Cond
	m       *sync.Mutex
	timed   bool
	ready   int // under m: the threads that took m before waiting
	woken   conc.Chan[bool]
	threads [8]conc.Thread
	n       int
}

func wait(arg any) any {
	w := arg.(*waiters)
	w.m.Lock()
	w.ready++
	timedOut := false
	if w.timed {
		timedOut = w.c.WaitFor(3600e9)
	} else {
		w.c.Wait()
	}
	w.m.Unlock()
	w.woken.Send(timedOut)
	return nil
}

// start parks n threads. When it returns, all n have released the mutex inside Wait (each held
// it from ready++ until then), so all n are waiting.
func (w *waiters) start(n int) {
	w.n = n
	w.woken = conc.NewChan[bool](mem.System, n)
	for i := range n {
		w.threads[i] = conc.Go(wait, w)
	}
	for {
		w.m.Lock()
		r := w.ready
		w.m.Unlock()
		if r == n {
			return
		}
		time.Sleep(100 * time.Microsecond) // lets the waiters run
	}
}

// next is the timed-out report of the next thread to return.
func (w *waiters) next() bool {
	var timedOut bool
	w.woken.Recv(&timedOut)
	return timedOut
}

func (w *waiters) finish() {
	for i := range w.n {
		w.threads[i].Wait()
	}
	w.woken.Free()
}

// The waiters' state is package-level: start() starts the threads and finish() joins them, a
// join in another function, which the lifetime analysis does not follow.
var (
	signalMutex, timedMutex     sync.Mutex
	signalCond, timedCond       sync.Cond
	signalWaiters, timedWaiters waiters
)

func TestCondSignalWakesOneBroadcastAll(t *testing.T) {
	m, c, w := &signalMutex, &signalCond, &signalWaiters
	c.Init(m)
	*w = waiters{c: c, m: m}
	w.start(5)
	c.Signal()
	w.next()
	c.Broadcast()
	for range 4 {
		w.next()
	}
	w.finish()
}

func TestCondWaitForSignalled(t *testing.T) {
	m, c, w := &timedMutex, &timedCond, &timedWaiters
	c.Init(m)
	*w = waiters{c: c, m: m, timed: true}
	w.start(3)
	c.Signal()
	if w.next() {
		t.Fatal("WaitFor woken by Signal reported a timeout")
	}
	c.Broadcast()
	for range 2 {
		if w.next() {
			t.Fatal("WaitFor woken by Broadcast reported a timeout")
		}
	}
	w.finish()
}

// A Signal with nobody waiting is not remembered: a later WaitFor times out. WaitFor holds the
// mutex again when it returns.
func TestCondWaitForTimeout(t *testing.T) {
	var m sync.Mutex
	var c sync.Cond
	c.Init(&m)
	c.Signal()
	c.Broadcast()
	for _, nsec := range []int64{-5, 0, 1, 1e6} {
		m.Lock()
		if !c.WaitFor(nsec) {
			t.Errorf("WaitFor(%d) with nobody signalling did not time out", nsec)
		}
		if m.TryLock() {
			t.Fatalf("WaitFor(%d) returned without the mutex", nsec)
		}
		m.Unlock()
	}
}

const producers, consumers, items = 4, 6, 4000

// queue is what the threads of TestCondQueueStress share, under m: the items produced so far
// (a FIFO of head..tail), whether production is over, and how often each item was consumed.
type queue struct {
	m          sync.Mutex
	c          sync.Cond
	buf        [producers * items]int
	head, tail int
	closed     bool
	seen       [producers * items]int
}

type queueWorker struct {
	q *queue
	k int
}

func produce(arg any) any {
	w := arg.(*queueWorker)
	q := w.q
	for i := range items {
		q.m.Lock()
		q.buf[q.tail] = w.k*items + i
		q.tail++
		q.m.Unlock()
		if i%2 == 0 {
			q.c.Signal()
		} else {
			q.c.Broadcast()
		}
	}
	return nil
}

func consume(arg any) any {
	w := arg.(*queueWorker)
	q := w.q
	q.m.Lock()
	defer q.m.Unlock()
	for {
		for q.head == q.tail && !q.closed {
			if w.k%2 == 0 {
				q.c.WaitFor(20000)
			} else {
				q.c.Wait()
			}
		}
		if q.head == q.tail {
			return nil
		}
		q.seen[q.buf[q.head]]++
		q.head++
	}
}

// A queue guarded by a mutex, consumers waiting on a Cond (half of them with short WaitFor
// limits, which time out and re-check): every item is consumed exactly once, and no wakeup is
// lost (a lost one would leave a Wait consumer asleep for ever).
func TestCondQueueStress(t *testing.T) {
	q, err := mem.TryAlloc[queue](mem.System)
	if err != nil {
		t.Fatal(err)
	}
	defer mem.Free(mem.System, q)
	q.c.Init(&q.m)
	var pw [producers]queueWorker
	var cw [consumers]queueWorker
	var ps [producers]conc.Thread
	var cs [consumers]conc.Thread
	for k := range cw {
		cw[k] = queueWorker{q: q, k: k}
		cs[k] = conc.Go(consume, &cw[k])
	}
	for k := range pw {
		pw[k] = queueWorker{q: q, k: k}
		ps[k] = conc.Go(produce, &pw[k])
	}
	for _, th := range ps {
		th.Wait()
	}
	q.m.Lock()
	q.closed = true
	q.m.Unlock()
	q.c.Broadcast()
	for _, th := range cs {
		th.Wait()
	}
	for i, n := range q.seen {
		if n != 1 {
			t.Fatalf("item %d consumed %d times", i, n)
		}
	}
}
