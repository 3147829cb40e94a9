// REJECT: extern function as a value [as a value]
// A C function can only be called: So has no func value with C's signature.
package main

//so:extern
func abs(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

//so:extern counter_T
type counter struct{ n int32 }

//so:extern counter_T_get
func (c *counter) get() int32 { return c.n }

func main() {
	f := abs
	c := &counter{}
	g := c.get
	h := (*counter).get
	println(f(-1), g(), h(c), abs(-2))
}
