// Package geo holds types of another package, as %T and %#v name them.
package geo

type Vec struct {
	X, Y float64
}

type Shape interface {
	Area() float64
}

type Rect struct {
	Min, Max Vec
	label    string
}

func (r Rect) Area() float64 { return (r.Max.X - r.Min.X) * (r.Max.Y - r.Min.Y) }

func NewRect(w, h float64) Rect { return Rect{Max: Vec{w, h}, label: "r"} }
