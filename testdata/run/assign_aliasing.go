// Tests assignments whose right-hand side reads the variable being assigned: struct and array
// literals built from the old value, self-referencing function arguments, and swaps through
// composite literals - the new value is computed completely before it is stored.
package main

type Point struct{ X, Y int }

type Box struct {
	Min, Max Point
}

func swapXY(p Point) Point { return Point{p.Y, p.X} }

func reverse3(a [3]int) [3]int { return [3]int{a[2], a[1], a[0]} }

func main() {
	p := Point{1, 2}
	p = Point{p.Y, p.X}
	println(p.X, p.Y)
	p = Point{X: p.X + p.Y, Y: p.X - p.Y}
	println(p.X, p.Y)
	p = swapXY(p)
	println(p.X, p.Y)

	a := [3]int{1, 2, 3}
	a = [3]int{a[2], a[0], a[1]}
	println(a[0], a[1], a[2])
	a = reverse3(a)
	println(a[0], a[1], a[2])

	b := Box{Point{0, 0}, Point{4, 5}}
	b = Box{Min: b.Max, Max: b.Min}
	println(b.Min.X, b.Min.Y, b.Max.X, b.Max.Y)
	b.Min, b.Max = b.Max, b.Min
	println(b.Min.X, b.Max.X)

	s := []int{1, 2, 3, 4}
	s[0], s[1], s[2], s[3] = s[3], s[2], s[1], s[0]
	println(s[0], s[1], s[2], s[3])
	s = s[1:]
	s = s[:len(s)-1]
	println(len(s), s[0], s[len(s)-1])

	pts := [2]Point{{1, 2}, {3, 4}}
	pts[0], pts[1] = pts[1], pts[0]
	pts[1] = Point{pts[0].X * 10, pts[1].Y * 10}
	println(pts[0].X, pts[1].X, pts[1].Y)

	str := "abc"
	str = str[1:] + str[:1]
	println(str)
	n := 5
	n = n*n - n
	println(n)
}
