// Attack shape: closures made in a loop capture the per-iteration variable; called after the
// loop.
// SAFE: Go 1.22 loop variables; all in main's frame.
package main

func main() {
	var fns [3]func() int
	for i := range 3 {
		fns[i] = func() int { return i * 7 }
	}
	println(fns[0](), fns[1](), fns[2]())
}
