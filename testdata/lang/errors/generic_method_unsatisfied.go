// ERROR: 26:15: Plain does not satisfy Stringer (missing method String)
// Static error: a type argument without the method the constraint requires, given
// explicitly and inferred.
package main

type Stringer interface {
	String() string
}

type ID int

func (i ID) String() string { return "id" }

func Join[T Stringer](xs []T) int {
	n := 0
	for _, x := range xs {
		n += len(x.String())
	}
	return n
}

type Plain int

func main() {
	println(Join([]ID{1, 2}))
	println(Join[Plain]([]Plain{1}))
}
