// Held-out acceptance program: fixed-size matrices as array types with value semantics:
// multiplication, transpose, fast exponentiation (Fibonacci numbers mod 2^64), determinant by
// cofactor expansion and a rotation check using array comparison.
package main

const N = 3

type Mat [N][N]int64

type Mat2 [2][2]uint64

func identity() Mat {
	var m Mat
	for i := range N {
		m[i][i] = 1
	}
	return m
}

func (a Mat) Mul(b Mat) Mat {
	var c Mat
	for i := 0; i < N; i++ {
		for j := 0; j < N; j++ {
			var sum int64
			for k := 0; k < N; k++ {
				sum += a[i][k] * b[k][j]
			}
			c[i][j] = sum
		}
	}
	return c
}

func (a Mat) Transpose() (t Mat) {
	for i, row := range a {
		for j, v := range row {
			t[j][i] = v
		}
	}
	return
}

func (a *Mat) Scale(k int64) {
	for i := range a {
		for j := range a[i] {
			a[i][j] *= k
		}
	}
}

func (a Mat) Det() int64 {
	return a[0][0]*(a[1][1]*a[2][2]-a[1][2]*a[2][1]) -
		a[0][1]*(a[1][0]*a[2][2]-a[1][2]*a[2][0]) +
		a[0][2]*(a[1][0]*a[2][1]-a[1][1]*a[2][0])
}

func (a Mat) Print(name string) {
	println(name + ":")
	for _, row := range a {
		for j, v := range row {
			if j > 0 {
				print(" ")
			}
			print(v)
		}
		println()
	}
}

func mul2(a, b Mat2) Mat2 {
	return Mat2{
		{a[0][0]*b[0][0] + a[0][1]*b[1][0], a[0][0]*b[0][1] + a[0][1]*b[1][1]},
		{a[1][0]*b[0][0] + a[1][1]*b[1][0], a[1][0]*b[0][1] + a[1][1]*b[1][1]},
	}
}

func fib(n uint) uint64 {
	result := Mat2{{1, 0}, {0, 1}}
	base := Mat2{{1, 1}, {1, 0}}
	for n > 0 {
		if n&1 == 1 {
			result = mul2(result, base)
		}
		base = mul2(base, base)
		n >>= 1
	}
	return result[0][1]
}

func pow(m Mat, e int) Mat {
	r := identity()
	for ; e > 0; e /= 2 {
		if e%2 == 1 {
			r = r.Mul(m)
		}
		m = m.Mul(m)
	}
	return r
}

func main() {
	a := Mat{{2, -1, 0}, {1, 3, 4}, {0, 5, -2}}
	b := a.Transpose()
	a.Print("a")
	b.Print("a^T")
	a.Mul(b).Print("a*a^T")
	println("det a =", a.Det(), "det a^T =", b.Det(), "det a*a^T =", a.Mul(b).Det())
	println("(a*b)^T == b^T*a^T:", a.Mul(b).Transpose() == b.Transpose().Mul(a.Transpose()))

	c := a
	c.Scale(3)
	println("scaled det:", c.Det(), "a unchanged:", a[0][0], "c:", c[0][0])

	// A rotation by 90 degrees about z has order 4.
	rot := Mat{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}
	for k := 1; k <= 4; k++ {
		println("rot^", k, "== I:", pow(rot, k) == identity())
	}
	pow(a, 5).Print("a^5")

	for _, n := range []uint{0, 1, 2, 10, 50, 90, 93, 94, 100} {
		println("fib", n, "=", fib(n))
	}
}
