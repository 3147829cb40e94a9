// Core types: ranging, indexing, len and make on type parameters whose type set has one
// underlying type; named slice types keep their identity.
package main

type Ints []int

func Sum[S ~[]E, E ~int | ~float64](s S) E {
	var total E
	for _, v := range s {
		total += v
	}
	return total
}

func Reverse[S ~[]E, E any](s S) S {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
	return s
}

func First[S ~[]E, E any](s S) (E, bool) {
	var zero E
	if len(s) == 0 {
		return zero, false
	}
	return s[0], true
}

func Fill[S ~[]E, E any](s S, v E) {
	for i := range s {
		s[i] = v
	}
}

func Bytes[S ~string](s S) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == 'a' {
			n++
		}
	}
	return n
}

type Name string

func (i Ints) Len() int { return len(i) }

func main() {
	xs := Ints{1, 2, 3, 4}
	println(Sum(xs), Sum([]float64{0.5, 0.25}))
	r := Reverse(xs)
	println(r[0], r.Len(), xs[0])
	f, ok := First([]string{})
	println(f == "", ok)
	buf := make([]bool, 3)
	Fill(buf, true)
	println(buf[0], buf[2])
	println(Bytes("banana"), Bytes(Name("aardvark")))
}
