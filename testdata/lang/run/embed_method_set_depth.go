// Tests method sets through two levels of embedding mixing values and pointers: S embeds *M
// and M embeds T by value, so S (not only *S) has T's pointer methods; V embeds M by value,
// so only *V has them; assertions to interfaces confirm each method set, and calls through
// them mutate the innermost value.
package main

type T struct{ n int }

func (t T) Get() int { return t.n }
func (t *T) Inc()    { t.n++ }

type M struct {
	T
	tag string
}

type S struct {
	*M
}

type V struct {
	M
}

type Getter interface{ Get() int }
type Incer interface {
	Get() int
	Inc()
}

func check(name string, v any) {
	_, g := v.(Getter)
	_, i := v.(Incer)
	println(name, g, i)
}

func bumpAll(xs []Incer) {
	for _, x := range xs {
		x.Inc()
	}
}

func main() {
	m := M{T{1}, "m"}
	s := S{&m}
	v := V{M{T{10}, "v"}}

	check("T", m.T)
	check("*T", &m.T)
	check("M", m)
	check("*M", &m)
	check("S", s)
	check("*S", &s)
	check("V", v)
	check("*V", &v)

	bumpAll([]Incer{s, &s, &m, &v, &v.M, &v.T})
	println(m.n, s.Get(), v.Get())
	s.Inc()
	v.Inc() // v is addressable
	println(m.n, v.n, v.M.T.n)
}
