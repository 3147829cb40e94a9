// Package shapes has internal tests (package shapes) and external ones (package shapes_test),
// which import it; util has no tests.
package shapes

type Rect struct{ W, H int }

func (r Rect) Area() int { return r.W * r.H }

func square(n int) Rect { return Rect{n, n} }
