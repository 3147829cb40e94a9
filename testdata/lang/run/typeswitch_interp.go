// Tests a small expression interpreter: an interface of AST nodes (numbers, variables, unary
// and binary operators, let-bindings), evaluation through methods, a pretty-printer and a
// constant folder written with type switches, and an environment kept in a fixed-capacity map.
package main

type Expr interface {
	Eval(env map[string]int) int
}

type Num int

type Var string

type Neg struct{ X Expr }

type Bin struct {
	Op   byte
	L, R Expr
}

type Let struct {
	Name string
	Val  Expr
	Body Expr
}

func (n Num) Eval(env map[string]int) int { return int(n) }
func (v Var) Eval(env map[string]int) int { return env[string(v)] }
func (n Neg) Eval(env map[string]int) int { return -n.X.Eval(env) }
func (b Bin) Eval(env map[string]int) int {
	l, r := b.L.Eval(env), b.R.Eval(env)
	switch b.Op {
	case '+':
		return l + r
	case '-':
		return l - r
	case '*':
		return l * r
	case '/':
		return l / r
	}
	panic("bad operator")
}
func (l Let) Eval(env map[string]int) int {
	old, had := env[l.Name]
	env[l.Name] = l.Val.Eval(env)
	v := l.Body.Eval(env)
	if had {
		env[l.Name] = old
	} else {
		delete(env, l.Name)
	}
	return v
}

func show(e Expr) {
	switch x := e.(type) {
	case Num:
		print(int(x))
	case Var:
		print(string(x))
	case Neg:
		print("-(")
		show(x.X)
		print(")")
	case Bin:
		print("(")
		show(x.L)
		print(" ", string(x.Op), " ")
		show(x.R)
		print(")")
	case Let:
		print("let ", x.Name, " = ")
		show(x.Val)
		print(" in ")
		show(x.Body)
	}
}

// countNodes counts nodes by kind; Num and Var are leaves.
func countNodes(e Expr, leaves, inner *int) {
	switch x := e.(type) {
	case Num, Var:
		*leaves++
	case Neg:
		*inner++
		countNodes(x.X, leaves, inner)
	case Bin:
		*inner++
		countNodes(x.L, leaves, inner)
		countNodes(x.R, leaves, inner)
	case Let:
		*inner++
		countNodes(x.Val, leaves, inner)
		countNodes(x.Body, leaves, inner)
	}
}

// isConst reports whether e has no free variables (ignoring let scoping for simplicity).
func isConst(e Expr) bool {
	switch x := e.(type) {
	case Num:
		return true
	case Neg:
		return isConst(x.X)
	case Bin:
		return isConst(x.L) && isConst(x.R)
	}
	return false
}

func main() {
	env := make(map[string]int, 8)
	env["x"] = 6
	env["y"] = 7

	e1 := Bin{'+', Num(1), Bin{'*', Var("x"), Var("y")}}
	e2 := Neg{Bin{'-', Num(10), Bin{'/', Num(9), Num(2)}}}
	e3 := Let{"z", Bin{'+', Var("x"), Num(1)}, Bin{'*', Var("z"), Var("z")}}
	e4 := Let{"x", Num(2), Bin{'+', Var("x"), Let{"x", Num(3), Var("x")}}}

	exprs := []Expr{e1, e2, e3, e4, Num(5), Var("y"), Var("missing")}
	for _, e := range exprs {
		show(e)
		leaves, inner := 0, 0
		countNodes(e, &leaves, &inner)
		println(" =", e.Eval(env), "leaves", leaves, "inner", inner, "const", isConst(e))
	}
	println(len(env), env["x"], env["y"])
	_, hasZ := env["z"]
	println(hasZ)
}
