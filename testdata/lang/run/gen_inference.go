// Tests type argument inference: from slices, maps, pointers, arrays, function-typed
// arguments and generic struct arguments; partial explicit lists with the rest inferred;
// untyped constants (int and float mixing to float64, rune and int to rune); and a typed
// argument fixing the type of untyped ones.
package main

type Box[T any] struct{ v T }

func Unbox[T any](b Box[T]) T                { return b.v }
func Deref[T any](p *T) T                    { return *p }
func First[T any](a [3]T) T                  { return a[0] }
func Len[K comparable, V any](m map[K]V) int { return len(m) }
func Call[A, R any](f func(A) R, a A) R      { return f(a) }

func Pick[T any](cond bool, a, b T) T {
	if cond {
		return a
	}
	return b
}

func Convert[To, From ~int | ~int8 | ~float64 | ~int32](v From) To { return To(v) }

func Fill[T any, S ~[]T](s S, v T) {
	for i := range s {
		s[i] = v
	}
}

func strlen(s string) int { return len(s) }

type Grams int

func main() {
	println(Unbox(Box[string]{"boxed"}), Unbox(Box[float64]{0.5}))
	x := 41
	println(Deref(&x)+1, First([3]string{"a", "b", "c"}))
	println(Len(map[string]bool{"a": true}), Len(map[[2]int]Box[int]{}))
	println(Call(strlen, "four"), Call(func(f float64) bool { return f > 1 }, 1.5))

	a := Pick(true, 1, 2.5) // float64
	var fa float64 = a
	println(fa, Pick(false, 1, 2.5))
	r := Pick(false, 'a', 1) // rune
	var rr rune = r
	println(rr, Pick(true, 'a', 1))
	var g Grams = 7
	println(Pick(false, g, 3), Pick(true, 10, g)) // the typed Grams fixes T

	println(Convert[int8](300.0-200), Convert[float64](int8(-3)), Convert[int32, float64](2.75))
	println(Convert[Grams](int32(12)))

	s := make([]Grams, 3)
	Fill(s, 5)
	println(s[0]+s[1]+s[2], len(s))
	bs := make([]bool, 2)
	Fill(bs, true)
	println(bs[0], bs[1])
}
