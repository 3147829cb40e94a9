// Function-typed struct fields, arrays and slices hold top-level functions and closures alike;
// a nil function value compares equal to nil; a struct of callbacks.
package main

type handlers struct {
	onStart func(name string)
	onStep  func(i int) bool
	onEnd   func() int
}

func start(name string) { println("start", name) }

func run(h handlers, n int) {
	if h.onStart != nil {
		h.onStart("job")
	}
	for i := 0; i < n; i++ {
		if h.onStep != nil && !h.onStep(i) {
			break
		}
	}
	if h.onEnd != nil {
		println("end", h.onEnd())
	}
}

type machine struct {
	state int
	steps [3]func(m *machine)
}

func main() {
	steps := 0
	h := handlers{
		onStart: start,
		onStep: func(i int) bool {
			steps++
			return i < 3
		},
	}
	run(h, 10)
	println(steps, h.onEnd == nil)
	h.onEnd = func() int { return steps * 100 }
	h.onStart = nil
	run(h, 2)

	m := machine{}
	m.steps[0] = func(m *machine) { m.state += 1 }
	m.steps[1] = func(m *machine) { m.state *= 10 }
	log := 0
	m.steps[2] = func(m *machine) { log = m.state }
	for _, s := range m.steps {
		s(&m)
	}
	println(m.state, log)

	var table []func(int) int
	square := func(x int) int { return x * x }
	backing := [2]func(int) int{square, nil}
	table = backing[:]
	println(table[1] == nil, table[0] != nil, table[0](12))
}
