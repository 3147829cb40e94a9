// Method sets of embedding structs satisfy interfaces: promoted value and pointer methods,
// through an embedded value (pointer methods only for *S) and an embedded pointer (both).
package main

type Walker interface{ Walk() string }
type Resetter interface{ Reset() }
type WalkResetter interface {
	Walker
	Resetter
}

type Legs struct{ steps int }

func (l Legs) Walk() string { return "walking" }
func (l *Legs) Reset()      { l.steps = 0 }

type Robot struct {
	Legs
	name string
}

type Cyborg struct {
	*Legs
	name string
}

func use(w WalkResetter) string {
	w.Reset()
	return w.Walk()
}

func main() {
	r := Robot{Legs{5}, "r2"}
	var w Walker = r // Walk is promoted to Robot's method set
	println(w.Walk())
	println(use(&r), r.steps) // Reset needs *Robot
	legs := Legs{9}
	c := Cyborg{&legs, "c3"}
	println(use(c), legs.steps) // both through the embedded pointer
	legs.steps = 4
	var wr WalkResetter = c
	wr.Reset()
	println(legs.steps)
	if _, ok := w.(Resetter); !ok {
		println("a Robot value is not a Resetter")
	}
	var any1 any = &r
	if rs, ok := any1.(Resetter); ok {
		r.steps = 3
		rs.Reset()
		println("reset through *Robot", r.steps)
	}
}
