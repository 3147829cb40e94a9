// Tests method values (`f := obj.Method`): a value receiver is copied when the method value
// is evaluated, a pointer receiver (explicit or taken from an addressable value) sees later
// changes; method values stored in locals, in a local slice, passed down as arguments; and
// method expressions with value and pointer receivers.
package main

type Meter struct {
	name  string
	ticks int
}

func (m Meter) Read() int     { return m.ticks }
func (m *Meter) Tick()        { m.ticks++ }
func (m *Meter) TickBy(k int) { m.ticks += k }
func (m Meter) Label() string { return m.name }

func times(n int, f func()) {
	for i := 0; i < n; i++ {
		f()
	}
}

func each(xs []int, f func(int)) {
	for _, x := range xs {
		f(x)
	}
}

func main() {
	m := Meter{"m", 0}
	read := m.Read // copies m (ticks 0)
	tick := m.Tick // &m
	times(3, tick)
	println(m.ticks, read(), m.Read())

	p := &m
	readP := p.Read // copies *p now (ticks 3)
	p.Tick()
	println(readP(), m.ticks)

	each([]int{10, 20}, m.TickBy)
	println(m.ticks)

	other := Meter{"o", 100}
	fs := []func(){m.Tick, other.Tick, m.Tick}
	for _, f := range fs {
		f()
	}
	println(m.ticks, other.ticks)

	labels := [2]func() string{m.Label, other.Label}
	println(labels[0](), labels[1]())

	readExpr := Meter.Read
	tickExpr := (*Meter).Tick
	readPtrExpr := (*Meter).Read
	tickExpr(&other)
	println(readExpr(other), readPtrExpr(&m))

	// A method value of an interface value.
	type reader interface{ Read() int }
	var r reader = m
	rf := r.Read
	m.ticks = 0
	println(rf(), m.ticks)
}
