// Tests Go names that map onto the same C name in a naive scheme: a method T.M beside a
// function T_M, a method M_byptr beside the (*T).M wrapper of a value method M, a local type
// beside a package function named like it, a local named like a package variable's C name,
// temporaries beside user names that look like them, labels and fields named after C keywords,
// and a function named like a package's init function.
package main

type T struct{ n int }

// M is a value method; (*T).M needs a wrapper taking a pointer.
func (t T) M() int { return t.n + 1 }

// M_byptr is a method whose C name is the one a wrapper of M would get.
func (t T) M_byptr() int { return t.n + 2 }

// T_M is a function whose C name is the one method M gets.
func T_M() int { return 100 }

// main_Point is a function named like the local type Point of main.
func main_Point() int { return 7 }

// init_1 is named like the first init function.
func init_1() int { return 11 }

var x = 5

type keywords struct {
	int     int
	switch_ string
	double  bool
}

func init() { println("init ran", init_1()) }

func sum(a, b int) int { return a + b }

func main() {
	t := T{n: 1}
	byPtr := (*T).M
	println(t.M(), t.M_byptr(), T_M(), byPtr(&t))
	type Point struct{ X, Y int }
	p := Point{X: 1, Y: main_Point()}
	println(p.X, p.Y)
	main_x := x * 2
	println(main_x, x)
	_t1, _t2 := sum(1, 2), sum(3, 4)
	println(_t1+sum(5, 6)*sum(7, 8), _t2)
	k := keywords{int: 3, switch_: "s", double: true}
	println(k.int, k.switch_, k.double)
	n := 0
int:
	n++
	if n < 3 {
		goto int
	}
	println("loops", n)
}
