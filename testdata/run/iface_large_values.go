// Values larger than an interface holds inline are copied when stored (in the frame), and
// the copy is independent of the original.
package main

type Matrix struct {
	a [3][3]int
}

func (m Matrix) Trace() int { return m.a[0][0] + m.a[1][1] + m.a[2][2] }

type Tracer interface{ Trace() int }

func total(ts []Tracer) int {
	s := 0
	for _, t := range ts {
		s += t.Trace()
	}
	return s
}

func main() {
	var m Matrix
	for i := 0; i < 3; i++ {
		m.a[i][i] = i + 1
	}
	var t Tracer = m
	m.a[0][0] = 100
	println(t.Trace(), m.Trace())
	ts := make([]Tracer, 0, 4)
	for i := 0; i < 4; i++ {
		m.a[2][2] = i
		ts = append(ts, m)
	}
	println(total(ts))
	var v any = m
	back := v.(Matrix)
	println(back.a[0][0], back.a[2][2])
}
