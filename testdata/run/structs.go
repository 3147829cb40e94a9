// Tests structs: keyed and positional literals, zero values, nested structs, value copies,
// comparison with == and !=, pointers to fields, anonymous structs, empty structs, and
// structs of arrays.
package main

type Point struct {
	X, Y int
}

type Rect struct {
	Min, Max Point
	Name     string
}

type Empty struct{}

type Person struct {
	Name string
	Age  int
	Addr struct {
		City string
		Zip  int
	}
}

func area(r Rect) int {
	return (r.Max.X - r.Min.X) * (r.Max.Y - r.Min.Y)
}

func grow(r *Rect, d int) {
	r.Max.X += d
	r.Max.Y += d
}

func origin() Point { return Point{} }

func main() {
	p := Point{1, 2}
	q := Point{Y: 5}
	var z Point
	println(p.X, p.Y, q.X, q.Y, z.X, z == Point{}, z == origin())

	r := Rect{Min: Point{0, 0}, Max: Point{3, 4}, Name: "r"}
	println(area(r), r.Name)
	r2 := r
	r2.Max.X = 10
	println(r.Max.X, r2.Max.X, r == r2)
	grow(&r, 1)
	println(r.Max.X, r.Max.Y, area(r))

	px := &p.X
	*px = 100
	println(p.X)

	println(Point{1, 2} == Point{1, 2}, Point{1, 2} != Point{2, 1})
	a := Rect{Point{1, 1}, Point{2, 2}, "a"}
	b := Rect{Point{1, 1}, Point{2, 2}, "a"}
	println(a == b)
	b.Name = "b"
	println(a == b, a != b)

	anon := struct {
		ID   int
		Tags [2]string
	}{ID: 7, Tags: [2]string{"x", "y"}}
	println(anon.ID, anon.Tags[1])
	other := struct {
		ID   int
		Tags [2]string
	}{7, [2]string{"x", "y"}}
	println(anon == other)

	var e1, e2 Empty
	println(e1 == e2)

	var per Person
	per.Name = "Ann"
	per.Age = 30
	per.Addr.City = "Oslo"
	per.Addr.Zip = 150
	per2 := per
	per2.Addr.City = "Bergen"
	println(per.Name, per.Age, per.Addr.City, per2.Addr.City, per.Addr.Zip, per == per2)

	pts := [3]Point{{1, 2}, {3, 4}, {X: 5}}
	pts[2].Y = 6
	sum := 0
	for _, pt := range pts {
		sum += pt.X * pt.Y
	}
	println(sum)
	sl := []Point{{0, 0}, {1, 1}}
	sl[1].X++
	pp := &sl[0]
	pp.Y = -1
	println(sl[1].X, sl[0].Y)

	type pair struct {
		k string
		v float64
	}
	pr := pair{"pi", 3.14}
	println(pr.k, pr.v)
}
