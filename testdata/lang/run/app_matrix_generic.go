// Tests a generic fixed-size matrix type Mat[T Number] (a [3][3]T array type) with value
// receiver methods returning new matrices (arrays are values), identity built from T(1),
// matrix power by repeated squaring, instantiated for int, int64 and float64, and equality
// of generic array values with ==.
package main

type Number interface {
	~int | ~int64 | ~float64
}

type Mat[T Number] [3][3]T

func Identity[T Number]() Mat[T] {
	var m Mat[T]
	for i := range 3 {
		m[i][i] = T(1)
	}
	return m
}

func (a Mat[T]) Mul(b Mat[T]) Mat[T] {
	var c Mat[T]
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			var s T
			for k := 0; k < 3; k++ {
				s += a[i][k] * b[k][j]
			}
			c[i][j] = s
		}
	}
	return c
}

func (a Mat[T]) Transpose() Mat[T] {
	for i := 0; i < 3; i++ {
		for j := i + 1; j < 3; j++ {
			a[i][j], a[j][i] = a[j][i], a[i][j]
		}
	}
	return a // a is a copy
}

func (a Mat[T]) Trace() T { return a[0][0] + a[1][1] + a[2][2] }

func Pow[T Number](m Mat[T], n int) Mat[T] {
	r := Identity[T]()
	for n > 0 {
		if n&1 == 1 {
			r = r.Mul(m)
		}
		m = m.Mul(m)
		n >>= 1
	}
	return r
}

func (a Mat[T]) Print() {
	for _, row := range a {
		println(row[0], row[1], row[2])
	}
}

func main() {
	fib := Mat[int64]{{1, 1, 0}, {1, 0, 0}, {0, 0, 1}}
	f90 := Pow(fib, 90)
	println(f90[0][1], f90.Trace())

	m := Mat[int]{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}
	t := m.Transpose()
	println(m[0][2], t[0][2], m == t.Transpose(), m == t)
	m.Mul(t).Print()
	println(Pow(m, 0) == Identity[int](), Pow(m, 1) == m)

	rot := Mat[float64]{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}
	println(Pow(rot, 4) == Identity[float64](), Pow(rot, 2).Trace())
	scale := Mat[float64]{{0.5, 0, 0}, {0, 0.25, 0}, {0, 0, 2}}
	Pow(scale, 3).Print()
}
