// Package geom has types for main's variables.
package geom

// Point is a point.
type Point struct{ X, Y int }

// Default is a package variable main copies.
var Default = Point{7, 8}

// Double doubles.
func Double(x int) int { return 2 * x }

// Shape has an area.
type Shape interface{ Area() int }

// Square is a shape.
type Square struct{ Side int }

// Area of the square.
func (s Square) Area() int { return s.Side * s.Side }

// Move shifts a point.
func Move(p Point, d int) Point { return Point{p.X + d, p.Y + d} }
