// An interface embedded in a struct: its methods are promoted, the struct satisfies the
// interface, and an outer method can decorate the inner one.
package main

type Logger interface {
	Log(msg string) int
	Level() int
}

type Console struct{ lines int }

func (c *Console) Log(msg string) int {
	c.lines++
	println("console:", msg)
	return c.lines
}
func (c *Console) Level() int { return 1 }

type Prefixed struct {
	Logger
	prefix string
}

func (p Prefixed) Log(msg string) int {
	print(p.prefix)
	return p.Logger.Log(msg)
}

type Quiet struct {
	Logger
}

func run(l Logger) int {
	l.Log("a")
	return l.Log("b") + l.Level()*100
}

func main() {
	c := &Console{}
	println(run(Prefixed{c, "> "}))
	println(run(Quiet{c}))
	q := Quiet{c}
	println(q.Level(), q.Log("direct"))
}
