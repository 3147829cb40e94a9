// ERROR: 9:2: cannot use comparable in union; 13:2: cannot use main.Stringer in union (main.Stringer contains methods)
// Static error: comparable cannot be a term of a union in a constraint, and an interface
// with methods cannot be either.
package main

type Stringer interface{ String() string }

type Bad interface {
	comparable | int
}

type AlsoBad interface {
	Stringer | ~string
}

func main() {}
