// Attack shape: an interface method receives &local but only reads it.
// SAFE: Sum keeps nothing.
package main

type Summer interface{ Sum(p *[3]int) int }

type Plain struct{ bias int }

func (pl *Plain) Sum(p *[3]int) int { return pl.bias + p[0] + p[1] + p[2] }

var s Summer = &Plain{bias: 100}

func f() int {
	arr := [3]int{1, 2, 3}
	return s.Sum(&arr)
}

func main() { println(f()) }
