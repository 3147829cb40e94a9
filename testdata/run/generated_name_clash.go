// Tests user names that look like names the compiler makes up for C: function-type and anonymous
// struct typedefs, equality helpers, local types and tuple/array wrappers.
package main

type P struct{ x, y int }

// eq is a method named like the generated equality helper of P.
func (p P) eq(q P) bool { return p.x == q.y }

func func1(n int) int { return n + 1 }
func func2(n int) int { return n + 2 }
func struct1() int    { return 5 }
func struct2() int    { return 6 }

func main_local() int { return 9 }

type A [2]int

func tuple_int_int() (int, int) { return 1, 2 }
func arr2_int() int             { return 3 }

func main() {
	type local struct{ v int }
	f := func1
	g := [1]func(int) int{func2}
	var s struct{ a, b int }
	s.a = struct1()
	s.b = struct2()
	println(f(1), g[0](1), s.a, s.b, main_local())
	p, q := P{1, 2}, P{2, 1}
	println(p == q, p.eq(q), p != q)
	l := local{4}
	println(l.v, l == local{4})
	a := A{1, 2}
	println(a == A{1, 2}, arr2_int())
	x, y := tuple_int_int()
	println(x, y)
}
