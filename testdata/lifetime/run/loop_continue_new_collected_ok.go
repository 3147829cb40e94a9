// Attack shape: new(int) in an iteration that continues early, kept outside the loop.
// SAFE: each iteration's new is distinct memory that outlives the loop.
package main

func main() {
	var ps [6]*int
	n := 0
	for i := 0; i < 6; i++ {
		q := new(int)
		*q = i + 100
		if i%2 == 0 {
			continue
		}
		ps[n] = q
		n++
	}
	for i := 0; i < n; i++ {
		println(*ps[i])
	}
}
