// ERROR: 8:2: duplicate method M; 16:2: duplicate method Read
// Static error: an interface declaring the same method twice, and embedding two interfaces
// whose methods of the same name have different signatures.
package main

type A interface {
	M()
	M()
}

type R interface{ Read() int }
type S interface{ Read() string }

type RS interface {
	R
	S
}

func main() {}
