// Attack shape: an array of closures over a local, returned by value.
// SAFE: the returned closures (and what they captured) live in the caller's frame.
package main

func mk(start int) [2]func() int {
	x := start
	return [2]func() int{
		func() int { x++; return x },
		func() int { return x * 10 },
	}
}

func main() {
	fs := mk(4)
	fs[0]()
	println(fs[1](), fs[0]())
}
