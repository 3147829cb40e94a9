// f()(g()), h().m(g()), fs()[0](g()) and an interface method: Go evaluates the function value
// or the receiver before the call whose results fill the arguments (Go's fixedbugs/issue50672;
// solod evaluated g() first).
package main

type S struct{ name string }

func (s S) m(a, b int) { println("S.m", s.name, a, b) }

type I interface{ m(a, b int) }

var trace [64]byte
var tn int

func step(s string) { tn += copy(trace[tn:], s+" ") }

func takeTrace() string { s := string(trace[:tn]); tn = 0; return s }

func f() func(int, int) int {
	step("f")
	return func(a, b int) int { return a + b }
}

func g() (int, int) {
	step("g")
	return 1, 2
}

func h() S {
	step("h")
	return S{"h"}
}

func fs() []func(int, int) {
	step("fs")
	return []func(int, int){func(a, b int) { println("fs[0]", a, b) }}
}

func iface() I {
	step("iface")
	return S{"iface"}
}

var atInit = f()(g())

func main() {
	println("init:", takeTrace(), atInit)
	println(f()(g()))
	println(takeTrace())
	h().m(g())
	println(takeTrace())
	fs()[0](g())
	println(takeTrace())
	iface().m(g())
	println(takeTrace())

	ok := false
	mk := func() func(int, int) {
		ok = true
		return func(int, int) {}
	}
	check := func() (int, int) {
		if !ok {
			panic("callee not evaluated first")
		}
		return 0, 0
	}
	mk()(check())
	println("ok", ok)
}
