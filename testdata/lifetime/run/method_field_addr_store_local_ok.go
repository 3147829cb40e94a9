// Attack shape: *c.Slot() = &v with c and v both main's.
// SAFE: one frame.
package main

type Cfg struct{ p *int }

func (c *Cfg) Slot() **int { return &c.p }

func main() {
	var c Cfg
	v := 101
	*c.Slot() = &v
	v++
	println(*c.p)
}
