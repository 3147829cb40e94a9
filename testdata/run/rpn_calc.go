// A realistic program: a reverse-Polish-notation calculator that tokenizes strings, parses
// integers by hand, keeps a fixed-size stack and reports errors as strings.
package main

type Calc struct {
	stack [16]int
	n     int
}

func (c *Calc) push(v int) bool {
	if c.n == len(c.stack) {
		return false
	}
	c.stack[c.n] = v
	c.n++
	return true
}

func (c *Calc) pop2() (a, b int, ok bool) {
	if c.n < 2 {
		return 0, 0, false
	}
	c.n -= 2
	return c.stack[c.n], c.stack[c.n+1], true
}

func parseInt(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	neg := false
	if s[0] == '-' && len(s) > 1 {
		neg = true
		s = s[1:]
	}
	v := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		v = v*10 + int(s[i]-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}

// eval returns the value, or an error message and the offending token. The messages are
// constants and the token is part of expr, so nothing built here outlives the call.
func eval(expr string) (value int, msg string, tok string) {
	var c Calc
	i := 0
	for i < len(expr) {
		for i < len(expr) && expr[i] == ' ' {
			i++
		}
		if i == len(expr) {
			break
		}
		j := i
		for j < len(expr) && expr[j] != ' ' {
			j++
		}
		tok = expr[i:j]
		i = j
		switch tok {
		case "+", "-", "*", "/", "%":
			a, b, ok := c.pop2()
			if !ok {
				return 0, "stack underflow at", tok
			}
			var r int
			switch tok {
			case "+":
				r = a + b
			case "-":
				r = a - b
			case "*":
				r = a * b
			case "/", "%":
				if b == 0 {
					return 0, "division by zero", tok
				}
				if tok == "/" {
					r = a / b
				} else {
					r = a % b
				}
			}
			c.push(r)
		default:
			v, ok := parseInt(tok)
			if !ok {
				return 0, "bad token", tok
			}
			if !c.push(v) {
				return 0, "stack full", tok
			}
		}
	}
	if c.n != 1 {
		return 0, "unbalanced expression", ""
	}
	return c.stack[0], "", ""
}

func main() {
	exprs := []string{
		"1 2 +",
		"3 4 * 5 -",
		"  10   3 / 10 3 % + ",
		"-7 2 /",
		"2 3 4 * +",
		"1 +",
		"4 0 /",
		"1 2",
		"12 x *",
		"9223372036854775807 1 +",
		"",
	}
	for _, e := range exprs {
		v, err, tok := eval(e)
		if err != "" {
			println("error:", "["+e+"]", err, tok)
		} else {
			println("["+e+"]", "=", v)
		}
	}
}
