// Held-out acceptance program: a tokenizer and a recursive-descent evaluator for integer
// arithmetic with precedence, parentheses, unary minus, %, ^ (power, right-associative) and
// error reporting through extra results instead of panics.
package main

type Kind int

const (
	EOF Kind = iota
	Num
	Op
	LParen
	RParen
	Bad
)

type Token struct {
	Kind Kind
	Val  int64
	Op   byte
	Pos  int
}

type Lexer struct {
	src string
	pos int
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func (l *Lexer) Next() Token {
	for l.pos < len(l.src) && (l.src[l.pos] == ' ' || l.src[l.pos] == '\t') {
		l.pos++
	}
	if l.pos >= len(l.src) {
		return Token{Kind: EOF, Pos: l.pos}
	}
	start := l.pos
	c := l.src[l.pos]
	switch {
	case isDigit(c):
		var v int64
		for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
			v = v*10 + int64(l.src[l.pos]-'0')
			l.pos++
		}
		return Token{Kind: Num, Val: v, Pos: start}
	case c == '(':
		l.pos++
		return Token{Kind: LParen, Pos: start}
	case c == ')':
		l.pos++
		return Token{Kind: RParen, Pos: start}
	}
	switch c {
	case '+', '-', '*', '/', '%', '^':
		l.pos++
		return Token{Kind: Op, Op: c, Pos: start}
	}
	l.pos++
	return Token{Kind: Bad, Op: c, Pos: start}
}

type Parser struct {
	lex Lexer
	tok Token
	err string
	at  int
}

func (p *Parser) advance() { p.tok = p.lex.Next() }

func (p *Parser) fail(msg string) {
	if p.err == "" {
		p.err, p.at = msg, p.tok.Pos
	}
}

// expr := term { ('+'|'-') term }
func (p *Parser) expr() int64 {
	v := p.term()
	for p.tok.Kind == Op && (p.tok.Op == '+' || p.tok.Op == '-') {
		op := p.tok.Op
		p.advance()
		r := p.term()
		if op == '+' {
			v += r
		} else {
			v -= r
		}
	}
	return v
}

// term := power { ('*'|'/'|'%') power }
func (p *Parser) term() int64 {
	v := p.power()
	for p.tok.Kind == Op && (p.tok.Op == '*' || p.tok.Op == '/' || p.tok.Op == '%') {
		op := p.tok.Op
		p.advance()
		r := p.power()
		if op != '*' && r == 0 {
			p.fail("division by zero")
			return 0
		}
		switch op {
		case '*':
			v *= r
		case '/':
			v /= r
		default:
			v %= r
		}
	}
	return v
}

// power := unary [ '^' power ]
func (p *Parser) power() int64 {
	base := p.unary()
	if p.tok.Kind == Op && p.tok.Op == '^' {
		p.advance()
		exp := p.power()
		if exp < 0 {
			p.fail("negative exponent")
			return 0
		}
		result := int64(1)
		for ; exp > 0; exp-- {
			result *= base
		}
		return result
	}
	return base
}

func (p *Parser) unary() int64 {
	if p.tok.Kind == Op && p.tok.Op == '-' {
		p.advance()
		return -p.unary()
	}
	if p.tok.Kind == Op && p.tok.Op == '+' {
		p.advance()
		return p.unary()
	}
	return p.primary()
}

func (p *Parser) primary() int64 {
	switch p.tok.Kind {
	case Num:
		v := p.tok.Val
		p.advance()
		return v
	case LParen:
		p.advance()
		v := p.expr()
		if p.tok.Kind != RParen {
			p.fail("expected )")
			return 0
		}
		p.advance()
		return v
	case Bad:
		p.fail("unexpected character")
	case EOF:
		p.fail("unexpected end of input")
	default:
		p.fail("unexpected token")
	}
	return 0
}

func Eval(src string) (value int64, errMsg string, errPos int) {
	p := Parser{lex: Lexer{src: src}}
	p.advance()
	value = p.expr()
	if p.err == "" && p.tok.Kind != EOF {
		p.fail("trailing input")
	}
	if p.err != "" {
		return 0, p.err, p.at
	}
	return value, "", -1
}

func main() {
	inputs := [...]string{
		"1 + 2 * 3",
		"(1 + 2) * 3",
		"2 ^ 3 ^ 2",
		"-2 ^ 2",
		"100 / 7 % 4",
		"-17 / 5",
		"-17 % 5",
		"((((42))))",
		"9223372036854775807 + 1",
		"2 ^ 63",
		"3 * (4 + 5",
		"7 / (3 - 3)",
		"12 $ 4",
		"1 2",
		"",
		"  8 -  - - 3 ",
	}
	for i, in := range inputs {
		v, msg, pos := Eval(in)
		if msg != "" {
			println(i, "["+in+"]", "error:", msg, "at", pos)
			continue
		}
		println(i, "["+in+"]", "=", v)
	}
	var l Lexer
	l = Lexer{src: "(3+x)"}
	for t := l.Next(); t.Kind != EOF; t = l.Next() {
		print(int(t.Kind), ":", t.Pos, " ")
	}
	println()
}
