// Attack shape: a struct returned by value whose field points at the callee's local s (its
// original, not the copy); the caller dereferences it.
// SAFE: a value returned that refers to the callee's locals takes them along into the caller's
// frame (language.md section 3: "return &param" works), so *s.p reads main's memory.
package main

type S struct {
	v int
	p *int
}

func mk(n int) S {
	s := S{v: n}
	s.p = &s.v
	return s
}

func main() {
	s := mk(5)
	t := mk(6)
	s.v = 50
	println(s.v, *s.p, *t.p)
}
