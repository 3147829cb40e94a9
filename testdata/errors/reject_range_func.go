// REJECT: range over function [iterator]
// Valid Go 1.23 that So rejects: range over an iterator function. The loop's variables are
// not reported again (no follow-on errors), and the help line shows the call that works.
package main

func count(n int) func(func(int) bool) {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			if !yield(i) {
				return
			}
		}
	}
}

func main() {
	sum := 0
	for i := range count(4) {
		sum += i
	}
	println(sum)
}
