// Held-out acceptance program: 2-D geometry in float64: Newton's square root, polygon area by the
// shoelace formula, perimeter, centroid, a monotone-chain convex hull on integer points, and a
// few float32/int conversions. Values printed are chosen to be exact or clearly rounded.
package main

type Point struct{ X, Y float64 }

type Vec = Point

func (p Point) Sub(q Point) Vec { return Vec{p.X - q.X, p.Y - q.Y} }

func cross(o, a, b Point) float64 {
	u, v := a.Sub(o), b.Sub(o)
	return u.X*v.Y - u.Y*v.X
}

func sqrt(x float64) float64 {
	if x == 0 {
		return 0
	}
	z := x
	if z < 1 {
		z = 1
	}
	for i := 0; i < 60; i++ {
		next := (z + x/z) / 2
		if next == z {
			break
		}
		z = next
	}
	return z
}

func (p Point) Dist(q Point) float64 {
	d := p.Sub(q)
	return sqrt(d.X*d.X + d.Y*d.Y)
}

func area(poly []Point) float64 {
	var s float64
	for i := range poly {
		j := (i + 1) % len(poly)
		s += poly[i].X*poly[j].Y - poly[j].X*poly[i].Y
	}
	if s < 0 {
		s = -s
	}
	return s / 2
}

func perimeter(poly []Point) (p float64) {
	for i, pt := range poly {
		p += pt.Dist(poly[(i+1)%len(poly)])
	}
	return
}

// round2 rounds to two decimals and returns the value times 100 as an integer.
func round2(x float64) int64 {
	if x < 0 {
		return -int64(-x*100 + 0.5)
	}
	return int64(x*100 + 0.5)
}

func sortPoints(pts []Point) {
	for i := 1; i < len(pts); i++ {
		for j := i; j > 0; j-- {
			a, b := pts[j-1], pts[j]
			if a.X < b.X || a.X == b.X && a.Y <= b.Y {
				break
			}
			pts[j-1], pts[j] = b, a
		}
	}
}

// hull writes the convex hull of pts (sorted in place) into out, counter-clockwise.
func hull(pts []Point, out []Point) []Point {
	sortPoints(pts)
	k := 0
	for _, p := range pts {
		for k >= 2 && cross(out[k-2], out[k-1], p) <= 0 {
			k--
		}
		out[k] = p
		k++
	}
	lower := k + 1
	for i := len(pts) - 2; i >= 0; i-- {
		p := pts[i]
		for k >= lower && cross(out[k-2], out[k-1], p) <= 0 {
			k--
		}
		out[k] = p
		k++
	}
	return out[:k-1]
}

func main() {
	for _, x := range []float64{0, 1, 2, 4, 10, 0.25, 1e6} {
		r := sqrt(x)
		println("sqrt", x, "=", r, "r*r-x =", r*r-x)
	}
	square := []Point{{0, 0}, {4, 0}, {4, 4}, {0, 4}}
	tri := []Point{{0, 0}, {3, 0}, {0, 4}}
	println("square area", area(square), "perimeter", perimeter(square))
	println("triangle area", area(tri), "perimeter", perimeter(tri))

	var cx, cy float64
	for _, p := range tri {
		cx += p.X
		cy += p.Y
	}
	n := float64(len(tri))
	println("centroid*300:", round2(cx/n*3), round2(cy/n*3), cx/n == 1)

	pts := []Point{{0, 0}, {2, 1}, {4, 0}, {3, 2}, {4, 4}, {2, 3}, {0, 4}, {1, 2}, {2, 2}, {4, 2}}
	var buf [20]Point
	h := hull(pts, buf[:])
	print("hull:")
	for _, p := range h {
		print(" (", int(p.X), ",", int(p.Y), ")")
	}
	println()
	println("hull area", area(h), "points", len(h))

	circle := 0
	const R = 50
	for x := -R; x <= R; x++ {
		for y := -R; y <= R; y++ {
			if x*x+y*y <= R*R {
				circle++
			}
		}
	}
	pi := float64(circle) / (R * R)
	println("lattice points in circle:", circle, "pi estimate x1000:", int(pi*1000))

	var f32 float32 = 16777216
	println(f32+1 == f32, float64(f32)+1 == float64(f32), int32(f32), float32(0.5)+0.25)
	d := Point{1, 2}.Dist(Point{4, 6})
	neg := -7.9
	println("distance", d, round2(-2.345), round2(2.675), int(neg), int64(float32(1e10)))
	println(1.0/3.0, float32(1.0)/3, 2.5e-8*4, -0.0*1, 1e21+1e5)
}
