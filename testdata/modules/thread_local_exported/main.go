// An exported thread-local variable used from another package, directly and through a
// pointer (the runtime's and the packages' thread-local variables use the local-exec model).
package main

import "example.com/threadlocal/counter"

func add(s *counter.State, n int) {
	for i := 0; i < n; i++ {
		s.N += i
	}
}

func main() {
	p := &counter.Current
	add(p, 5)
	counter.Bump("one")
	counter.Bump("two")
	println(p.N, counter.Current.N, counter.Current.Last)
	var zero counter.State
	if counter.Current != zero {
		println("not zero")
	}
}
