// Tests function values: top-level functions assigned to variables, named function types,
// arrays and slices of functions, function-typed struct fields and parameters, functions
// returned as values, and comparison with nil.
package main

type BinOp func(int, int) int

type Op struct {
	Name string
	Fn   BinOp
}

func add(a, b int) int { return a + b }
func sub(a, b int) int { return a - b }
func mul(a, b int) int { return a * b }

func apply(f func(int, int) int, a, b int) int { return f(a, b) }

func pick(name string) BinOp {
	switch name {
	case "add":
		return add
	case "mul":
		return mul
	}
	return nil
}

func fold(f BinOp, init int, xs []int) int {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

func twice(f func(int) int, x int) int { return f(f(x)) }
func inc(x int) int                    { return x + 1 }
func square(x int) int                 { return x * x }

func main() {
	var f BinOp = add
	println(f(2, 3), apply(sub, 10, 4), apply(f, 1, 1))
	f = mul
	println(f(6, 7))

	ops := [3]Op{{"add", add}, {"sub", sub}, {Name: "mul", Fn: mul}}
	for _, op := range ops {
		println(op.Name, op.Fn(9, 3))
	}

	fs := []func(int) int{inc, square}
	for i, g := range fs {
		println(i, g(5), twice(g, 3))
	}

	var none BinOp
	println(none == nil, pick("add") != nil, pick("nope") == nil)
	println(pick("mul")(4, 5))
	nums := []int{1, 2, 3, 4}
	println(fold(add, 0, nums), fold(mul, 1, nums), fold(pick("add"), 100, nums))

	h := inc
	h = square
	println(h(9))
}
