// Shapes shows structs, methods with value and pointer receivers, slices and multiple results.
package main

// Rect is an axis-aligned rectangle.
type Rect struct {
	W, H int
}

// Area is computed on a copy of the rectangle.
func (r Rect) Area() int { return r.W * r.H }

// Scale changes the rectangle in place.
func (r *Rect) Scale(k int) {
	r.W *= k
	r.H *= k
}

// largest returns the index and the area of the largest rectangle.
func largest(rs []Rect) (int, int) {
	best, area := -1, 0
	for i, r := range rs {
		if a := r.Area(); a > area {
			best, area = i, a
		}
	}
	return best, area
}

func main() {
	rs := []Rect{{2, 3}, {4, 1}, {1, 1}}
	rs[2].Scale(3)
	i, a := largest(rs)
	println("largest:", i, "area:", a)
}
