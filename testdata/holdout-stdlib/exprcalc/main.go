// Exprcalc tokenizes and evaluates arithmetic expressions (numbers, + - * / %, unary minus,
// parentheses) with a recursive-descent parser, printing the tokens and results with fmt.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/fmt"
	"solod.dev/so/strconv"
)

type kind int

const (
	num kind = iota
	op
	lparen
	rparen
)

type token struct {
	k   kind
	val float64
	op  byte
}

func (t token) String() string {
	switch t.k {
	case num:
		return "num"
	case lparen:
		return "("
	case rparen:
		return ")"
	}
	return "op"
}

func tokenize(s string, out []token) ([]token, error) {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ':
			i++
		case c >= '0' && c <= '9' || c == '.':
			j := i
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.') {
				j++
			}
			v, err := strconv.ParseFloat(s[i:j], 64)
			if err != nil {
				return out, fmt.Errorf("bad number at %d: %w", i, err)
			}
			out = append(out, token{k: num, val: v})
			i = j
		case c == '(':
			out = append(out, token{k: lparen})
			i++
		case c == ')':
			out = append(out, token{k: rparen})
			i++
		case c == '+' || c == '-' || c == '*' || c == '/' || c == '%':
			out = append(out, token{k: op, op: c})
			i++
		default:
			return out, fmt.Errorf("unexpected %q at %d", c, i)
		}
	}
	return out, nil
}

type parser struct {
	toks []token
	pos  int
}

var errDivZero = errors.New("division by zero")

func (p *parser) peek() (token, bool) {
	if p.pos < len(p.toks) {
		return p.toks[p.pos], true
	}
	return token{}, false
}

func (p *parser) expr() (float64, error) {
	v, err := p.term()
	for err == nil {
		t, ok := p.peek()
		if !ok || t.k != op || (t.op != '+' && t.op != '-') {
			break
		}
		p.pos++
		var r float64
		r, err = p.term()
		if t.op == '+' {
			v += r
		} else {
			v -= r
		}
	}
	return v, err
}

func (p *parser) term() (float64, error) {
	v, err := p.factor()
	for err == nil {
		t, ok := p.peek()
		if !ok || t.k != op || (t.op != '*' && t.op != '/' && t.op != '%') {
			break
		}
		p.pos++
		var r float64
		if r, err = p.factor(); err != nil {
			break
		}
		switch {
		case t.op == '*':
			v *= r
		case r == 0:
			err = errDivZero
		case t.op == '/':
			v /= r
		default:
			v = float64(int64(v) % int64(r))
		}
	}
	return v, err
}

func (p *parser) factor() (float64, error) {
	t, ok := p.peek()
	if !ok {
		return 0, errors.New("unexpected end")
	}
	p.pos++
	switch {
	case t.k == num:
		return t.val, nil
	case t.k == op && t.op == '-':
		v, err := p.factor()
		return -v, err
	case t.k == lparen:
		v, err := p.expr()
		if err != nil {
			return 0, err
		}
		if t, ok := p.peek(); !ok || t.k != rparen {
			return 0, errors.New("missing )")
		}
		p.pos++
		return v, nil
	}
	return 0, fmt.Errorf("unexpected token %v at %d", t, p.pos-1)
}

func main() {
	inputs := []string{"1 + 2 * 3", "(1 + 2) * 3", "-4.5 * (2 - 0.5)", "17 % 5 + 10 / 4",
		"2 * (3 + 4", "8 / (4 - 4)", "3 $ 4", "1.2.3 + 1", "((2))*-(-3)", "* 2"}
	buf := make([]token, 0, 32)
	for _, in := range inputs {
		toks, err := tokenize(in, buf[:0])
		if err != nil {
			fmt.Printf("%-18q tokenize error: %v\n", in, err)
			continue
		}
		p := parser{toks: toks}
		v, err := p.expr()
		if err == nil && p.pos != len(toks) {
			err = fmt.Errorf("trailing %v", toks[p.pos])
		}
		if err != nil {
			fmt.Printf("%-18q %2d tokens, error: %v (div0=%t)\n", in, len(toks), err, errors.Is(err, errDivZero))
			continue
		}
		fmt.Printf("%-18q %2d tokens = %g\n", in, len(toks), v)
	}
}
