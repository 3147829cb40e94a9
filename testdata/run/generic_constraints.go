// Constraints with methods, with type sets and methods together, a constraint mentioning
// the type parameter itself, and the pointer-method pattern.
package main

type Shape interface {
	Area() float64
	Name() string
}

type Sq struct{ s float64 }

func (q Sq) Area() float64 { return q.s * q.s }
func (q Sq) Name() string  { return "square" }

type Rect struct{ w, h float64 }

func (r Rect) Area() float64 { return r.w * r.h }
func (r Rect) Name() string  { return "rect" }

func Largest[S Shape](shapes []S) S {
	best := shapes[0]
	for _, s := range shapes[1:] {
		if s.Area() > best.Area() {
			best = s
		}
	}
	return best
}

type Lesser[T any] interface {
	Less(T) bool
}

type Version struct{ major, minor int }

func (a Version) Less(b Version) bool {
	return a.major < b.major || (a.major == b.major && a.minor < b.minor)
}

func MaxOf[T Lesser[T]](xs []T) T {
	m := xs[0]
	for _, x := range xs {
		if m.Less(x) {
			m = x
		}
	}
	return m
}

type IntLike interface {
	~int | ~int64
	String() string
}

type ID int

func (i ID) String() string {
	if i > 100 {
		return "large"
	}
	return "small"
}

func Describe[T IntLike](x T) string {
	if x*2 > 100 {
		return x.String()
	}
	return "tiny"
}

type Setter[T any] interface {
	*T
	Set(v int)
}

type Box struct{ v int }

func (b *Box) Set(v int) { b.v = v }

func FillAll[T any, PT Setter[T]](xs []T) {
	for i := range xs {
		PT(&xs[i]).Set(i * 10)
	}
}

func main() {
	println(Largest([]Sq{{1}, {3}, {2}}).s)
	best := Largest([]Rect{{1, 2}, {2, 2}})
	println(best.Name(), best.Area())
	v := MaxOf([]Version{{1, 2}, {1, 10}, {0, 99}})
	println(v.major, v.minor)
	println(Describe(ID(7)), Describe(ID(70)), Describe(ID(700)))
	boxes := make([]Box, 3)
	FillAll(boxes)
	println(boxes[0].v, boxes[1].v, boxes[2].v)
}
