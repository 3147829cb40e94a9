// Tests returning a slice literal: its backing array lives in the caller's frame (the result
// stack).
package main

func primes() []int {
	return []int{2, 3, 5, 7}
}

func main() {
	println(len(primes()))
}
