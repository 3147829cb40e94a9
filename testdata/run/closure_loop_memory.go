// Closures and method values made in a loop that do not outlive their iteration reuse the
// iteration's memory: a million iterations do not grow the stack (the generated C keeps the
// environment in the loop body's block).
package main

type acc struct{ total int }

func (a *acc) add(v int) { a.total += v }

func apply(f func(int) int, v int) int { return f(v) }

func main() {
	sum := 0
	a := acc{}
	for i := 0; i < 1000000; i++ {
		k := i % 7
		f := func(x int) int { return x*k + i%3 }
		sum += apply(f, 2)
		add := a.add
		add(k)
	}
	println(sum, a.total)
	n := 0
	for range 1000000 {
		inc := func() { n++ }
		inc()
	}
	println(n)
}
