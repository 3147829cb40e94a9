// Attack: p := &v of a loop-scoped v survives a break and is read after the loop.
// SAFE: Go's per-iteration v stays alive while p refers to it; in So the variable moves to the
// frame when a holder outlives the iteration (p is declared outside the loop).
package main

func main() {
	var p *int
	for i := 0; i < 5; i++ {
		v := i * 10
		p = &v
		if i == 3 {
			break
		}
	}
	println(*p)
}
