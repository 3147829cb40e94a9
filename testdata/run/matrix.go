// A realistic program: small fixed-size matrices as arrays - multiplication, transpose,
// identity checks, integer determinants by cofactor expansion and a float64 Gaussian
// elimination.
package main

type Mat3 [3][3]int64

func mul(a, b Mat3) Mat3 {
	var c Mat3
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			var s int64
			for k := 0; k < 3; k++ {
				s += a[i][k] * b[k][j]
			}
			c[i][j] = s
		}
	}
	return c
}

func (m Mat3) T() Mat3 {
	var t Mat3
	for i := range m {
		for j := range m[i] {
			t[j][i] = m[i][j]
		}
	}
	return t
}

func (m Mat3) Det() int64 {
	return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) -
		m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
		m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
}

func (m *Mat3) Print() {
	for _, row := range m {
		println(row[0], row[1], row[2])
	}
}

func solve(a [3][4]float64) (x [3]float64, ok bool) {
	for col := 0; col < 3; col++ {
		pivot := col
		for r := col + 1; r < 3; r++ {
			if abs(a[r][col]) > abs(a[pivot][col]) {
				pivot = r
			}
		}
		if a[pivot][col] == 0 {
			return x, false
		}
		a[col], a[pivot] = a[pivot], a[col]
		for r := 0; r < 3; r++ {
			if r == col {
				continue
			}
			f := a[r][col] / a[col][col]
			for c := col; c < 4; c++ {
				a[r][c] -= f * a[col][c]
			}
		}
	}
	for i := 0; i < 3; i++ {
		x[i] = a[i][3] / a[i][i]
	}
	return x, true
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

func main() {
	a := Mat3{{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}
	id := Mat3{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}
	p := mul(a, a.T())
	p.Print()
	println(mul(a, id) == a, mul(id, a) == a, a.T().T() == a)
	println(a.Det(), id.Det(), p.Det(), a.T().Det())

	big := Mat3{{1 << 40, 0, 0}, {0, 1 << 40, 0}, {0, 0, 1}}
	println(mul(big, big)[0][0], big.Det())

	x, ok := solve([3][4]float64{{2, 1, -1, 8}, {-3, -1, 2, -11}, {-2, 1, 2, -3}})
	println(ok, x[0], x[1], x[2])
	_, ok = solve([3][4]float64{{1, 2, 3, 1}, {2, 4, 6, 2}, {0, 0, 1, 1}})
	println(ok)
}
