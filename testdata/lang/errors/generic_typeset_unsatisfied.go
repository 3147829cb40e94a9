// ERROR: 20:13: string does not satisfy Number (string missing in ~int | ~float64)
// Static error: a type argument outside the constraint's type set; Go names the missing
// term.
package main

type Number interface {
	~int | ~float64
}

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func main() {
	println(Sum(1, 2))
	println(Sum("a", "b"))
}
