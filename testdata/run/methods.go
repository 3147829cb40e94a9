// Tests methods with value and pointer receivers: value receivers work on copies, pointer
// receivers mutate; calling a pointer method on an addressable value takes its address,
// calling a value method through a pointer dereferences it; methods on named non-struct types.
package main

type Counter struct {
	name string
	n    int
}

func (c Counter) Get() int     { return c.n }
func (c Counter) IncCopy() int { c.n++; return c.n }
func (c *Counter) Inc()        { c.n++ }
func (c *Counter) Add(k int)   { c.n += k }
func (c *Counter) Reset() (old int) {
	old = c.n
	c.n = 0
	return
}

type Celsius float64

func (t Celsius) F() float64 { return float64(t)*9/5 + 32 }
func (t *Celsius) Warm(d float64) {
	*t += Celsius(d)
}

type Stack struct {
	data [8]int
	top  int
}

func (s *Stack) Push(v int) { s.data[s.top] = v; s.top++ }
func (s *Stack) Pop() int {
	s.top--
	return s.data[s.top]
}
func (s Stack) Len() int { return s.top }

type Grid [2][2]int

func (g *Grid) Set(r, c, v int) { g[r][c] = v }
func (g Grid) Sum() int {
	t := 0
	for _, row := range g {
		for _, v := range row {
			t += v
		}
	}
	return t
}

func main() {
	c := Counter{name: "c"}
	c.Inc()
	c.Inc()
	println(c.Get(), c.IncCopy(), c.Get())
	p := &c
	p.Add(10)
	println(p.Get(), c.n, (*p).Get())
	println(p.Reset(), c.n)

	var t Celsius = 100
	println(t.F())
	t.Warm(5)
	println(t, t.F())

	var s Stack
	for i := 1; i <= 4; i++ {
		s.Push(i * i)
	}
	println(s.Len(), s.Pop(), s.Pop(), s.Len())
	sp := &s
	sp.Push(99)
	println(sp.Len(), s.data[2])

	var g Grid
	g.Set(0, 1, 5)
	g.Set(1, 1, 7)
	println(g.Sum(), g[1][1])

	arr := [2]Counter{{"a", 1}, {"b", 2}}
	arr[1].Inc()
	for i := range arr {
		arr[i].Add(100)
	}
	println(arr[0].n, arr[1].n)
	copyOf := arr[0]
	copyOf.Inc()
	println(arr[0].n, copyOf.n)
}
