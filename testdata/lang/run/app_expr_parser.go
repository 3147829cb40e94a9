// Tests a recursive-descent parser and evaluator for integer expressions that reports
// errors through the error interface: SyntaxError{Pos, Ch} and DivByZero{Pos} are small
// structs returned as error, callers branch on them with errors compared by value and type
// switches, and a deferred closure tracks the maximum nesting depth.
package main

type SyntaxError struct {
	Pos int
	Ch  byte
}

func (e SyntaxError) Error() string { return "syntax error" }

type DivByZero struct{ Pos int }

func (e DivByZero) Error() string { return "division by zero" }

type Parser struct {
	src      string
	pos      int
	depth    int
	maxDepth int
}

func (p *Parser) peek() byte {
	for p.pos < len(p.src) && p.src[p.pos] == ' ' {
		p.pos++
	}
	if p.pos == len(p.src) {
		return 0
	}
	return p.src[p.pos]
}

func (p *Parser) expr() (int, error) {
	v, err := p.term()
	if err != nil {
		return 0, err
	}
	for {
		c := p.peek()
		if c != '+' && c != '-' {
			return v, nil
		}
		p.pos++
		r, err := p.term()
		if err != nil {
			return 0, err
		}
		if c == '+' {
			v += r
		} else {
			v -= r
		}
	}
}

func (p *Parser) term() (int, error) {
	v, err := p.factor()
	if err != nil {
		return 0, err
	}
	for {
		c := p.peek()
		if c != '*' && c != '/' && c != '%' {
			return v, nil
		}
		at := p.pos
		p.pos++
		r, err := p.factor()
		if err != nil {
			return 0, err
		}
		switch {
		case c == '*':
			v *= r
		case r == 0:
			return 0, DivByZero{at}
		case c == '/':
			v /= r
		default:
			v %= r
		}
	}
}

func (p *Parser) factor() (v int, err error) {
	p.depth++
	if p.depth > p.maxDepth {
		p.maxDepth = p.depth
	}
	defer func() { p.depth-- }()
	c := p.peek()
	switch {
	case c == '(':
		p.pos++
		v, err = p.expr()
		if err != nil {
			return 0, err
		}
		if p.peek() != ')' {
			return 0, SyntaxError{p.pos, p.peek()}
		}
		p.pos++
		return v, nil
	case c == '-':
		p.pos++
		v, err = p.factor()
		return -v, err
	case c >= '0' && c <= '9':
		for p.pos < len(p.src) && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' {
			v = v*10 + int(p.src[p.pos]-'0')
			p.pos++
		}
		return v, nil
	}
	return 0, SyntaxError{p.pos, c}
}

func Eval(src string) (int, int, error) {
	p := Parser{src: src}
	v, err := p.expr()
	if err == nil && p.peek() != 0 {
		err = SyntaxError{p.pos, p.peek()}
	}
	return v, p.maxDepth, err
}

func main() {
	inputs := []string{
		"1 + 2 * 3",
		"(1 + 2) * 3",
		"-(4 - 10) * -2",
		"100 / 7 % 5",
		"((((42))))",
		"2 * (3 + 4) * 5 - 6 / 2",
		"1 +",
		"(1 + 2",
		"8 / (4 - 4)",
		"7 % 0",
		"3 3",
		"",
	}
	for _, in := range inputs {
		v, depth, err := Eval(in)
		switch e := err.(type) {
		case nil:
			println(in, "=", v, "depth", depth)
		case SyntaxError:
			if e.Ch == 0 {
				println(in, ": syntax error at end, pos", e.Pos)
			} else {
				println(in, ": syntax error at", e.Pos, "near", string(e.Ch))
			}
		case DivByZero:
			println(in, ":", e.Error(), "at", e.Pos, err == DivByZero{e.Pos})
		}
	}
}
