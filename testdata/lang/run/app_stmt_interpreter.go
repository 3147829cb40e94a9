// Tests a statement interpreter for a tiny language: statements and expressions are two
// interfaces of small node types (Assign, Print, While, If, Block; Lit, Name, BinOp),
// evaluated by methods with an environment map[string]int made with capacity, builtin
// functions in a map of function values, and errors for unknown names or builtins returned
// through the error interface from deep inside the tree.
package main

type Env struct {
	vars     map[string]int
	builtins map[string]func(int) int
	printed  int
}

type Expr interface {
	Eval(env *Env) (int, error)
}

type Stmt interface {
	Exec(env *Env) error
}

type Lit int
type Name string
type BinOp struct {
	Op   string
	L, R Expr
}
type Call struct {
	Fn  string
	Arg Expr
}

type Assign struct {
	To  string
	Val Expr
}
type Print struct{ E Expr }
type While struct {
	Cond Expr
	Body Stmt
}
type If struct {
	Cond       Expr
	Then, Else Stmt
}
type Block []Stmt

type UnknownName struct{ N string }

func (u UnknownName) Error() string { return "unknown name" }

type UnknownFunc struct{ F string }

func (u UnknownFunc) Error() string { return "unknown function" }

func (l Lit) Eval(env *Env) (int, error) { return int(l), nil }

func (n Name) Eval(env *Env) (int, error) {
	v, ok := env.vars[string(n)]
	if !ok {
		return 0, UnknownName{string(n)}
	}
	return v, nil
}

func (b BinOp) Eval(env *Env) (int, error) {
	l, err := b.L.Eval(env)
	if err != nil {
		return 0, err
	}
	r, err := b.R.Eval(env)
	if err != nil {
		return 0, err
	}
	switch b.Op {
	case "+":
		return l + r, nil
	case "-":
		return l - r, nil
	case "*":
		return l * r, nil
	case "<":
		if l < r {
			return 1, nil
		}
		return 0, nil
	case "%":
		return l % r, nil
	}
	return 0, UnknownFunc{b.Op}
}

func (c Call) Eval(env *Env) (int, error) {
	f, ok := env.builtins[c.Fn]
	if !ok {
		return 0, UnknownFunc{c.Fn}
	}
	a, err := c.Arg.Eval(env)
	if err != nil {
		return 0, err
	}
	return f(a), nil
}

func (a Assign) Exec(env *Env) error {
	v, err := a.Val.Eval(env)
	if err != nil {
		return err
	}
	env.vars[a.To] = v
	return nil
}

func (p Print) Exec(env *Env) error {
	v, err := p.E.Eval(env)
	if err != nil {
		return err
	}
	env.printed++
	println("  print", v)
	return nil
}

func (w While) Exec(env *Env) error {
	for {
		c, err := w.Cond.Eval(env)
		if err != nil {
			return err
		}
		if c == 0 {
			return nil
		}
		if err := w.Body.Exec(env); err != nil {
			return err
		}
	}
}

func (i If) Exec(env *Env) error {
	c, err := i.Cond.Eval(env)
	if err != nil {
		return err
	}
	if c != 0 {
		return i.Then.Exec(env)
	}
	if i.Else != nil {
		return i.Else.Exec(env)
	}
	return nil
}

func (b Block) Exec(env *Env) error {
	for _, s := range b {
		if err := s.Exec(env); err != nil {
			return err
		}
	}
	return nil
}

func run(name string, prog Stmt, env *Env) {
	clear(env.vars)
	env.printed = 0
	err := prog.Exec(env)
	switch e := err.(type) {
	case nil:
		println(name, "ok, printed", env.printed, "vars", len(env.vars))
	case UnknownName:
		println(name, "error: unknown name", e.N)
	case UnknownFunc:
		println(name, "error: unknown function", e.F)
	}
}

func main() {
	calls := 0
	env := Env{
		vars: make(map[string]int, 8),
		builtins: map[string]func(int) int{
			"sq":  func(x int) int { calls++; return x * x },
			"neg": func(x int) int { calls++; return -x },
		},
	}

	// i = 0; while i < 5 { if i % 2 { print sq(i) } else { print neg(i) }; i = i + 1 }
	loop := Block{
		Assign{"i", Lit(0)},
		While{BinOp{"<", Name("i"), Lit(5)}, Block{
			If{BinOp{"%", Name("i"), Lit(2)},
				Print{Call{"sq", Name("i")}},
				Print{Call{"neg", Name("i")}}},
			Assign{"i", BinOp{"+", Name("i"), Lit(1)}},
		}},
	}
	run("loop", loop, &env)

	// Sum 1..10 and print it.
	sum := Block{
		Assign{"s", Lit(0)}, Assign{"k", Lit(1)},
		While{BinOp{"<", Name("k"), Lit(11)}, Block{
			Assign{"s", BinOp{"+", Name("s"), Name("k")}},
			Assign{"k", BinOp{"+", Name("k"), Lit(1)}},
		}},
		Print{Name("s")},
		If{BinOp{"<", Lit(100), Name("s")}, Print{Lit(1)}, nil},
	}
	run("sum", sum, &env)

	run("undefined", Block{Assign{"a", Lit(1)}, Print{BinOp{"*", Name("a"), Name("b")}}}, &env)
	run("nofunc", Block{Print{Call{"cube", Lit(2)}}}, &env)
	run("badop", Print{BinOp{"^", Lit(1), Lit(2)}}, &env)
	println("builtin calls", calls)
}
