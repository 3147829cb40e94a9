// Tests defer for resource cleanup: handles are acquired from a fixed pool and released by
// `defer pool.Release(h)` (a deferred method call on a pointer receiver with its argument
// evaluated at the defer), defers inside a loop body function, early returns on errors, and
// a check that every handle was returned.
package main

type Pool struct {
	free     [4]bool
	inUse    int
	maxInUse int
}

type Exhausted struct{}

func (Exhausted) Error() string { return "pool exhausted" }

func (p *Pool) Acquire() (int, error) {
	for i, f := range p.free {
		if f {
			p.free[i] = false
			p.inUse++
			p.maxInUse = max(p.maxInUse, p.inUse)
			return i, nil
		}
	}
	return -1, Exhausted{}
}

func (p *Pool) Release(h int) {
	println("  release", h)
	p.free[h] = true
	p.inUse--
}

func copyFile(p *Pool, name string, fail bool) error {
	src, err := p.Acquire()
	if err != nil {
		return err
	}
	defer p.Release(src)
	dst, err := p.Acquire()
	if err != nil {
		return err
	}
	defer p.Release(dst)
	println("  copy", name, "from", src, "to", dst)
	if fail {
		return Exhausted{}
	}
	return nil
}

func batch(p *Pool, names []string) (done int) {
	for _, n := range names {
		h, err := p.Acquire()
		if err != nil {
			println("  batch stops at", n)
			break
		}
		defer p.Release(h) // held until batch returns
		done++
	}
	println("  batch holding", p.inUse)
	return
}

func main() {
	p := Pool{free: [4]bool{true, true, true, true}}
	okA := copyFile(&p, "a", false) == nil
	println(okA, p.inUse)
	okB := copyFile(&p, "b", true) == nil
	println(okB, p.inUse)
	n := batch(&p, []string{"x", "y", "z"})
	println(n, p.inUse)
	n = batch(&p, []string{"1", "2", "3", "4", "5"})
	println(n, p.inUse)

	h1, _ := p.Acquire()
	h2, _ := p.Acquire()
	h3, _ := p.Acquire()
	err := copyFile(&p, "c", false)
	_, isEx := err.(Exhausted)
	println(isEx, p.inUse)
	p.Release(h3)
	p.Release(h2)
	p.Release(h1)
	println("in use", p.inUse, "max", p.maxInUse)
}
