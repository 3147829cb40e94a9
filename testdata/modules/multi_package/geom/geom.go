// Package geom has points and segments.
package geom

// Dims is the number of coordinates.
const Dims = 2

// Point is a point of the plane.
type Point struct{ X, Y int }

// Origin is not quite the origin.
var Origin = Point{1, 1}

// Add returns the sum of two points.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Dist2 is the squared distance from (0, 0).
func (p Point) Dist2() int { return p.X*p.X + p.Y*p.Y }

// Segment joins two points.
type Segment struct{ From, To Point }

// Len2 is the squared length.
func (s Segment) Len2() int {
	d := Point{s.To.X - s.From.X, s.To.Y - s.From.Y}
	return d.Dist2()
}

// Flip swaps the ends.
func (s *Segment) Flip() { s.From, s.To = s.To, s.From }
