// Tests a tiny spreadsheet: cells are keyed by a struct Cell{Col, Row} in a map of Formula
// interface values (Const, Ref, Sum over a range, Mul of two formulas); evaluation memoises
// results in a second map, detects reference cycles with an "in progress" map and reports
// them as a CycleErr{Cell} error; missing cells read as zero.
package main

type Cell struct {
	Col byte
	Row int
}

type Formula interface {
	Eval(s *Sheet) (int, error)
}

type Const int

type Ref Cell

type Sum struct{ From, To Cell }

type Mul struct{ A, B Formula }

type CycleErr struct{ At Cell }

func (e CycleErr) Error() string { return "cycle" }

type Sheet struct {
	cells    map[Cell]Formula
	memo     map[Cell]int
	visiting map[Cell]bool
	evals    int
}

func (c Const) Eval(s *Sheet) (int, error) { return int(c), nil }

func (r Ref) Eval(s *Sheet) (int, error) { return s.Get(Cell(r)) }

func (m Sum) Eval(s *Sheet) (int, error) {
	t := 0
	for c := m.From.Col; c <= m.To.Col; c++ {
		for r := m.From.Row; r <= m.To.Row; r++ {
			v, err := s.Get(Cell{c, r})
			if err != nil {
				return 0, err
			}
			t += v
		}
	}
	return t, nil
}

func (m Mul) Eval(s *Sheet) (int, error) {
	a, err := m.A.Eval(s)
	if err != nil {
		return 0, err
	}
	b, err := m.B.Eval(s)
	if err != nil {
		return 0, err
	}
	return a * b, nil
}

func (s *Sheet) Get(c Cell) (int, error) {
	if v, ok := s.memo[c]; ok {
		return v, nil
	}
	f, ok := s.cells[c]
	if !ok {
		return 0, nil
	}
	if s.visiting[c] {
		return 0, CycleErr{c}
	}
	s.visiting[c] = true
	defer delete(s.visiting, c)
	s.evals++
	v, err := f.Eval(s)
	if err != nil {
		return 0, err
	}
	s.memo[c] = v
	return v, nil
}

func show(s *Sheet, c Cell) {
	v, err := s.Get(c)
	if ce, ok := err.(CycleErr); ok {
		println(string(c.Col), c.Row, "error: cycle at", string(ce.At.Col), ce.At.Row)
		return
	}
	println(string(c.Col), c.Row, "=", v)
}

func main() {
	s := Sheet{
		cells:    make(map[Cell]Formula, 16),
		memo:     make(map[Cell]int, 16),
		visiting: make(map[Cell]bool, 16),
	}
	for r := 1; r <= 4; r++ {
		s.cells[Cell{'A', r}] = Const(r * 10)
		s.cells[Cell{'B', r}] = Mul{Ref{'A', r}, Const(2)}
	}
	s.cells[Cell{'A', 5}] = Sum{Cell{'A', 1}, Cell{'A', 4}}
	s.cells[Cell{'B', 5}] = Sum{Cell{'B', 1}, Cell{'B', 4}}
	s.cells[Cell{'C', 1}] = Sum{Cell{'A', 1}, Cell{'B', 5}}
	s.cells[Cell{'D', 1}] = Ref{'D', 2}
	s.cells[Cell{'D', 2}] = Mul{Const(3), Ref{'D', 1}}
	s.cells[Cell{'E', 1}] = Ref{'Z', 9}

	show(&s, Cell{'A', 5})
	show(&s, Cell{'B', 5})
	show(&s, Cell{'C', 1})
	println("evals", s.evals, "memo", len(s.memo))
	show(&s, Cell{'C', 1})
	println("evals", s.evals)
	show(&s, Cell{'D', 1})
	show(&s, Cell{'E', 1})
	println("visiting", len(s.visiting), "cells", len(s.cells), "memo", len(s.memo))
}
