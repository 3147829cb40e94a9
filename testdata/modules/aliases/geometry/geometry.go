// Package geometry has circles.
package geometry

// Circle has a radius.
type Circle struct{ R int }

// Area is an integer approximation.
func (c Circle) Area() int { return 3 * c.R * c.R }
