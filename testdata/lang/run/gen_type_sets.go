// Tests type-set constraints with ~ terms (~int | ~float64 and wider): arithmetic and
// comparison on type parameters, conversion of constants and values to T, named types
// keeping their identity through generic code, and a generic type parameterised by a number.
package main

type Number interface {
	~int | ~int32 | ~int64 | ~float32 | ~float64
}

type IntOrFloat interface {
	~int | ~float64
}

type Celsius float64
type Count int

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Mean[T IntOrFloat](xs []T) float64 {
	if len(xs) == 0 {
		return 0
	}
	return float64(Sum(xs...)) / float64(len(xs))
}

func Scale[T Number](xs []T, k T) {
	for i := range xs {
		xs[i] *= k
	}
}

func Abs[T Number](x T) T {
	if x < 0 {
		return -x
	}
	return x
}

func Half[T IntOrFloat](x T) T { return x / 2 } // integer division for ints

type Vec[T Number] struct{ X, Y T }

func (v Vec[T]) Add(o Vec[T]) Vec[T] { return Vec[T]{v.X + o.X, v.Y + o.Y} }
func (v Vec[T]) Dot(o Vec[T]) T      { return v.X*o.X + v.Y*o.Y }
func (v Vec[T]) Manhattan() T        { return Abs(v.X) + Abs(v.Y) }

func toCelsius(f float64) Celsius { return Celsius((f - 32) * 5 / 9) }

func main() {
	println(Sum(1, 2, 3), Sum(1.5, 2.25), Sum[int32](7, -8), Sum[float32]())
	temps := []Celsius{20, 22.5, toCelsius(212)}
	t := Sum(temps...)
	println(t, Mean(temps))
	counts := []Count{3, 4, 8}
	println(Sum(counts...), Mean(counts))
	Scale(counts, 10)
	Scale(temps, 0.5)
	println(counts[0], counts[2], temps[1])
	println(Abs(-3), Abs(-2.5), Abs(Celsius(-40)), Abs[int64](-1<<40))
	println(Half(7), Half(7.0), Half(Count(9)), Half(Celsius(9)))

	vi := Vec[int]{1, -2}.Add(Vec[int]{3, 4})
	vf := Vec[float64]{0.5, 1.5}
	println(vi.X, vi.Y, vi.Dot(Vec[int]{2, 2}), vi.Manhattan())
	println(vf.Dot(vf), vf.Add(vf).Manhattan())
	vc := Vec[Celsius]{-1, -2}
	println(vc.Manhattan())
}
