// Attack shape: &v of each iteration's v collected in an array declared before the loop.
// SAFE: per-iteration variables with holders outside the loop live in the frame.
package main

func main() {
	var ps [4]*int
	for i := range 4 {
		v := i * i
		ps[i] = &v
	}
	println(*ps[0], *ps[1], *ps[2], *ps[3])
}
