package testing

import "solod.dev/so/mem"

// A small regular expression engine for the -run, -skip and -bench patterns: Go's RE2 syntax
// for literals, . [classes] [^negated] [a-z] [[:alpha:]] \d \w \s (and \D \W \S), escapes,
// ^ $ \A \z \b \B, groups (...) (?:...) (?flags:...), the flags i m s U, alternation |, and
// the repetitions * + ? {n} {n,} {n,m} (also lazy, which does not matter to a yes/no match).
// Matching searches the whole string (unanchored, as regexp.MatchString) by backtracking,
// which is fine for test names. Unicode classes (\pL) and named groups are reported as not
// supported.

const (
	opEmpty = iota
	opLit
	opAnyNotNL
	opAnyChar
	opClass
	opBeginLine
	opEndLine
	opBeginText
	opEndText
	opWordB
	opNoWordB
	opConcat
	opAlt
	opRepeat
)

type reNode struct {
	op   int
	r    rune // opLit
	fold bool // opLit, opClass: case-insensitive
	neg  bool // opClass
	lo   int  // opClass: ranges[lo:hi]; opConcat, opAlt: kids[lo:hi]; opRepeat: the kid is kids[lo]
	hi   int
	min  int // opRepeat
	max  int // opRepeat; -1: no limit
}

type regexp struct {
	nodes  []reNode
	kids   []int
	ranges []rune // pairs: first, last
	root   int
}

// reFlags are the flags in effect while parsing.
type reFlags struct {
	fold, multiLine, dotNL bool
}

type reParser struct {
	re    *regexp
	src   string
	pos   int
	err   *buffer
	bad   bool
	flags reFlags
	// Scratch stacks of node indices (the kids of the concatenations and alternations being
	// parsed), freed when parsing ends.
	stack []int
}

func (re *regexp) add(n reNode) int {
	if len(re.nodes) == cap(re.nodes) {
		re.nodes = mem.ReallocSlice[reNode](nil, re.nodes, len(re.nodes), 2*cap(re.nodes)+8)
	}
	re.nodes = append(re.nodes, n)
	return len(re.nodes) - 1
}

func (re *regexp) addKid(k int) {
	if len(re.kids) == cap(re.kids) {
		re.kids = mem.ReallocSlice[int](nil, re.kids, len(re.kids), 2*cap(re.kids)+8)
	}
	re.kids = append(re.kids, k)
}

func (re *regexp) addRange(lo, hi rune) {
	if len(re.ranges)+2 > cap(re.ranges) {
		re.ranges = mem.ReallocSlice[rune](nil, re.ranges, len(re.ranges), 2*cap(re.ranges)+8)
	}
	re.ranges = append(re.ranges, lo, hi)
}

func (p *reParser) push(k int) {
	if len(p.stack) == cap(p.stack) {
		p.stack = mem.ReallocSlice[int](nil, p.stack, len(p.stack), 2*cap(p.stack)+8)
	}
	p.stack = append(p.stack, k)
}

// fail records Go's error message: "error parsing regexp: CODE: `ARG`".
func (p *reParser) fail(code string, arg string) {
	if p.bad {
		return
	}
	p.bad = true
	p.err.writeString("error parsing regexp: ")
	p.err.writeString(code)
	p.err.writeString(": `")
	p.err.writeString(arg)
	p.err.writeString("`")
}

// compile parses expr; a syntax error is written into errw and compile returns false.
func (re *regexp) compile(expr string, errw *buffer) bool {
	p := reParser{re: re, src: expr, err: errw}
	re.root = p.parseAlt(0)
	if !p.bad && p.pos < len(p.src) {
		// Only an unmatched ')' stops the top level early.
		p.fail("unexpected )", expr)
	}
	mem.FreeSlice(nil, p.stack)
	return !p.bad
}

// parseAlt parses alternatives up to a ')' or the end.
func (p *reParser) parseAlt(depth int) int {
	base := len(p.stack)
	p.push(p.parseConcat(depth))
	for !p.bad && p.pos < len(p.src) && p.src[p.pos] == '|' {
		p.pos++
		p.push(p.parseConcat(depth))
	}
	return p.group(opAlt, base)
}

// group makes a node of the kids pushed since base (one kid stands for itself).
func (p *reParser) group(op int, base int) int {
	n := len(p.stack) - base
	if n == 1 {
		k := p.stack[base]
		p.stack = p.stack[:base]
		return k
	}
	lo := len(p.re.kids)
	for i := base; i < len(p.stack); i++ {
		p.re.addKid(p.stack[i])
	}
	p.stack = p.stack[:base]
	if n == 0 {
		return p.re.add(reNode{op: opEmpty})
	}
	return p.re.add(reNode{op: op, lo: lo, hi: len(p.re.kids)})
}

func (p *reParser) parseConcat(depth int) int {
	base := len(p.stack)
	saved := p.flags
	for !p.bad && p.pos < len(p.src) {
		c := p.src[p.pos]
		if c == '|' {
			break
		}
		if c == ')' {
			if depth == 0 {
				p.fail("unexpected )", p.src)
			}
			break
		}
		if c == '*' || c == '+' || c == '?' {
			p.fail("missing argument to repetition operator", p.src[p.pos:p.pos+1])
			break
		}
		if c == '(' && p.pos+1 < len(p.src) && p.src[p.pos+1] == '?' && p.flagGroup() {
			// (?flags) changes the flags of the rest of this group.
			continue
		}
		atom := p.parseAtom(depth)
		if p.bad {
			break
		}
		p.push(p.parseRepeat(atom))
	}
	if depth > 0 {
		p.flags = saved
	}
	return p.group(opConcat, base)
}

// flagGroup parses "(?flags)" at p.pos; it returns false (consuming nothing) for "(?flags:".
func (p *reParser) flagGroup() bool {
	i := p.pos + 2
	f := p.flags
	neg := false
	for i < len(p.src) {
		switch p.src[i] {
		case 'i':
			f.fold = !neg
		case 'm':
			f.multiLine = !neg
		case 's':
			f.dotNL = !neg
		case 'U':
		case '-':
			if neg {
				p.fail("invalid or unsupported Perl syntax", p.src[p.pos:i+1])
				return true
			}
			neg = true
		case ')':
			p.flags = f
			p.pos = i + 1
			return true
		case ':':
			return false
		default:
			p.fail("invalid or unsupported Perl syntax", p.src[p.pos:i+1])
			return true
		}
		i++
	}
	p.fail("missing closing )", p.src)
	return true
}

func (p *reParser) parseRepeat(atom int) int {
	prevOp := -1 // where the operator applied last began
	for !p.bad && p.pos < len(p.src) {
		c := p.src[p.pos]
		min, max := 0, 0
		opStart := p.pos
		switch c {
		case '*':
			min, max = 0, -1
			p.pos++
		case '+':
			min, max = 1, -1
			p.pos++
		case '?':
			min, max = 0, 1
			p.pos++
		case '{':
			lo, hi, end, ok := parseBraces(p.src, p.pos)
			if !ok {
				// Not a repetition: a literal '{'.
				return atom
			}
			if lo > 1000 || hi > 1000 || (hi >= 0 && hi < lo) {
				p.fail("invalid repeat count", p.src[p.pos:end])
				return atom
			}
			min, max = lo, hi
			p.pos = end
		default:
			return atom
		}
		if p.pos < len(p.src) && p.src[p.pos] == '?' {
			p.pos++
		}
		if prevOp >= 0 {
			p.fail("invalid nested repetition operator", p.src[prevOp:p.pos])
			return atom
		}
		prevOp = opStart
		k := len(p.re.kids)
		p.re.addKid(atom)
		atom = p.re.add(reNode{op: opRepeat, lo: k, hi: k + 1, min: min, max: max})
	}
	return atom
}

// parseBraces parses "{n}", "{n,}" or "{n,m}" at i; hi is -1 for "{n,}", n for "{n}".
func parseBraces(s string, i int) (int, int, int, bool) {
	i++
	lo, j, ok := parseInt(s, i)
	if !ok {
		return 0, 0, 0, false
	}
	i = j
	hi := lo
	if i < len(s) && s[i] == ',' {
		i++
		if i < len(s) && s[i] == '}' {
			hi = -1
		} else {
			h, j2, ok2 := parseInt(s, i)
			if !ok2 {
				return 0, 0, 0, false
			}
			hi = h
			i = j2
		}
	}
	if i >= len(s) || s[i] != '}' {
		return 0, 0, 0, false
	}
	return lo, hi, i + 1, true
}

func parseInt(s string, i int) (int, int, bool) {
	start := i
	n := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		if n < 100000 {
			n = n*10 + int(s[i]-'0')
		}
		i++
	}
	return n, i, i > start
}

// parseAtom parses one literal, class, escape, anchor or group.
func (p *reParser) parseAtom(depth int) int {
	c := p.src[p.pos]
	switch c {
	case '(':
		start := p.pos
		p.pos++
		saved := p.flags
		if p.pos < len(p.src) && p.src[p.pos] == '?' {
			// (?:re) or (?flags:re); (?P<name>re) and (?<name>re) are not supported.
			i := p.pos + 1
			neg := false
			for i < len(p.src) && p.src[i] != ':' {
				switch p.src[i] {
				case 'i':
					p.flags.fold = !neg
				case 'm':
					p.flags.multiLine = !neg
				case 's':
					p.flags.dotNL = !neg
				case 'U':
				case '-':
					neg = true
				default:
					p.fail("invalid or unsupported Perl syntax", p.src[start:i+1])
					return 0
				}
				i++
			}
			if i >= len(p.src) {
				p.fail("missing closing )", p.src)
				return 0
			}
			p.pos = i + 1
		}
		k := p.parseAlt(depth + 1)
		p.flags = saved
		if p.bad {
			return k
		}
		if p.pos >= len(p.src) || p.src[p.pos] != ')' {
			p.fail("missing closing )", p.src)
			return k
		}
		p.pos++
		return k
	case '[':
		return p.parseClass()
	case '.':
		p.pos++
		if p.flags.dotNL {
			return p.re.add(reNode{op: opAnyChar})
		}
		return p.re.add(reNode{op: opAnyNotNL})
	case '^':
		p.pos++
		if p.flags.multiLine {
			return p.re.add(reNode{op: opBeginLine})
		}
		return p.re.add(reNode{op: opBeginText})
	case '$':
		p.pos++
		if p.flags.multiLine {
			return p.re.add(reNode{op: opEndLine})
		}
		return p.re.add(reNode{op: opEndText})
	case '\\':
		return p.parseEscapeAtom()
	}
	r, size := decodeRune(p.src[p.pos:])
	p.pos += size
	return p.re.add(reNode{op: opLit, r: r, fold: p.flags.fold})
}

// parseEscapeAtom parses an escape outside a class.
func (p *reParser) parseEscapeAtom() int {
	start := p.pos
	if p.pos+1 >= len(p.src) {
		p.fail("trailing backslash at end of expression", "")
		return 0
	}
	c := p.src[p.pos+1]
	switch c {
	case 'A':
		p.pos += 2
		return p.re.add(reNode{op: opBeginText})
	case 'z':
		p.pos += 2
		return p.re.add(reNode{op: opEndText})
	case 'b':
		p.pos += 2
		return p.re.add(reNode{op: opWordB})
	case 'B':
		p.pos += 2
		return p.re.add(reNode{op: opNoWordB})
	case 'd', 'D', 'w', 'W', 's', 'S':
		p.pos += 2
		lo := len(p.re.ranges)
		p.re.perlClass(c | 0x20)
		return p.re.add(reNode{op: opClass, lo: lo, hi: len(p.re.ranges), neg: c < 'a'})
	case 'p', 'P':
		p.fail("invalid character class range", p.src[start:min(p.pos+3, len(p.src))])
		return 0
	}
	r, ok := p.escapeRune()
	if !ok {
		return 0
	}
	return p.re.add(reNode{op: opLit, r: r, fold: p.flags.fold})
}

// escapeRune parses a character escape at p.pos (the backslash): \n \t \x41 \x{263a} \101
// and punctuation.
func (p *reParser) escapeRune() (rune, bool) {
	start := p.pos
	if p.pos+1 >= len(p.src) {
		p.fail("trailing backslash at end of expression", "")
		return 0, false
	}
	c := p.src[p.pos+1]
	p.pos += 2
	switch c {
	case 'a':
		return '\a', true
	case 'f':
		return '\f', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	case 'v':
		return '\v', true
	case '0', '1', '2', '3', '4', '5', '6', '7':
		// Up to three octal digits (\0 alone is NUL; \1-\7 alone are back references Go
		// rejects).
		if c != '0' && (p.pos >= len(p.src) || p.src[p.pos] < '0' || p.src[p.pos] > '7') {
			break
		}
		r := rune(c - '0')
		for k := 0; k < 2 && p.pos < len(p.src) && p.src[p.pos] >= '0' && p.src[p.pos] <= '7'; k++ {
			r = r*8 + rune(p.src[p.pos]-'0')
			p.pos++
		}
		return r, true
	case 'x':
		if p.pos < len(p.src) && p.src[p.pos] == '{' {
			i := p.pos + 1
			var r rune
			n := 0
			for i < len(p.src) && hexVal(p.src[i]) >= 0 {
				r = r*16 + rune(hexVal(p.src[i]))
				i++
				n++
				if r > 0x10FFFF {
					break
				}
			}
			if n == 0 || i >= len(p.src) || p.src[i] != '}' || r > 0x10FFFF {
				p.fail("invalid escape sequence", p.src[start:min(i+1, len(p.src))])
				return 0, false
			}
			p.pos = i + 1
			return r, true
		}
		if p.pos+1 < len(p.src) && hexVal(p.src[p.pos]) >= 0 && hexVal(p.src[p.pos+1]) >= 0 {
			r := rune(hexVal(p.src[p.pos])*16 + hexVal(p.src[p.pos+1]))
			p.pos += 2
			return r, true
		}
		p.fail("invalid escape sequence", p.src[start:min(p.pos+2, len(p.src))])
		return 0, false
	default:
		if c < 0x80 && !isWordByte(c) {
			// Punctuation stands for itself.
			return rune(c), true
		}
	}
	end := p.pos
	if c >= 0x80 {
		_, size := decodeRune(p.src[start+1:])
		end = start + 1 + size
	}
	p.fail("invalid escape sequence", p.src[start:end])
	return 0, false
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

func isWordByte(c byte) bool {
	return c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

// perlClass adds the ranges of \d, \w or \s.
func (re *regexp) perlClass(c byte) {
	switch c {
	case 'd':
		re.addRange('0', '9')
	case 'w':
		re.addRange('0', '9')
		re.addRange('A', 'Z')
		re.addRange('_', '_')
		re.addRange('a', 'z')
	case 's':
		re.addRange('\t', '\n')
		re.addRange('\f', '\r')
		re.addRange(' ', ' ')
	}
}

// posixClass adds the ranges of [:name:]; false for an unknown name.
func (re *regexp) posixClass(name string) bool {
	switch name {
	case "alnum":
		re.addRange('0', '9')
		re.addRange('A', 'Z')
		re.addRange('a', 'z')
	case "alpha":
		re.addRange('A', 'Z')
		re.addRange('a', 'z')
	case "ascii":
		re.addRange(0, 0x7f)
	case "blank":
		re.addRange('\t', '\t')
		re.addRange(' ', ' ')
	case "cntrl":
		re.addRange(0, 0x1f)
		re.addRange(0x7f, 0x7f)
	case "digit":
		re.addRange('0', '9')
	case "graph":
		re.addRange('!', '~')
	case "lower":
		re.addRange('a', 'z')
	case "print":
		re.addRange(' ', '~')
	case "punct":
		re.addRange('!', '/')
		re.addRange(':', '@')
		re.addRange('[', '`')
		re.addRange('{', '~')
	case "space":
		re.addRange('\t', '\r')
		re.addRange(' ', ' ')
	case "upper":
		re.addRange('A', 'Z')
	case "word":
		re.perlClass('w')
	case "xdigit":
		re.addRange('0', '9')
		re.addRange('A', 'F')
		re.addRange('a', 'f')
	default:
		return false
	}
	return true
}

// parseClass parses [...] at p.pos.
func (p *reParser) parseClass() int {
	start := p.pos
	p.pos++
	neg := false
	if p.pos < len(p.src) && p.src[p.pos] == '^' {
		neg = true
		p.pos++
	}
	lo := len(p.re.ranges)
	first := true
	for {
		if p.pos >= len(p.src) {
			p.fail("missing closing ]", p.src[start:])
			return 0
		}
		c := p.src[p.pos]
		if c == ']' && !first {
			p.pos++
			break
		}
		first = false
		if c == '[' && p.pos+1 < len(p.src) && p.src[p.pos+1] == ':' {
			end := p.pos + 2
			for end+1 < len(p.src) && !(p.src[end] == ':' && p.src[end+1] == ']') {
				end++
			}
			if end+1 < len(p.src) {
				name := p.src[p.pos+2 : end]
				negPosix := len(name) > 0 && name[0] == '^'
				if negPosix {
					p.fail("invalid character class range", p.src[p.pos:end+2])
					return 0
				}
				if !p.re.posixClass(name) {
					p.fail("invalid character class range", p.src[p.pos:end+2])
					return 0
				}
				p.pos = end + 2
				continue
			}
		}
		if c == '\\' && p.pos+1 < len(p.src) {
			e := p.src[p.pos+1]
			if e == 'd' || e == 'w' || e == 's' {
				p.re.perlClass(e)
				p.pos += 2
				continue
			}
			if e == 'D' || e == 'W' || e == 'S' || e == 'p' || e == 'P' {
				p.fail("invalid character class range", p.src[p.pos:p.pos+2])
				return 0
			}
		}
		rangeStart := p.pos
		lo1, ok := p.classRune()
		if !ok {
			return 0
		}
		hi1 := lo1
		if p.pos+1 < len(p.src) && p.src[p.pos] == '-' && p.src[p.pos+1] != ']' {
			p.pos++
			h, ok2 := p.classRune()
			if !ok2 {
				return 0
			}
			if h < lo1 {
				p.fail("invalid character class range", p.src[rangeStart:p.pos])
				return 0
			}
			hi1 = h
		}
		p.re.addRange(lo1, hi1)
	}
	return p.re.add(reNode{op: opClass, lo: lo, hi: len(p.re.ranges), neg: neg, fold: p.flags.fold})
}

// classRune parses one character of a class (a rune or an escape).
func (p *reParser) classRune() (rune, bool) {
	if p.src[p.pos] == '\\' {
		return p.escapeRune()
	}
	r, size := decodeRune(p.src[p.pos:])
	p.pos += size
	return r, true
}

// ---- Matching ----

// cont is what remains to match after a node: the rest of a concatenation (kid index next of
// node), or the next iteration of a repetition (count iterations done, the last one started
// at pos).
type cont struct {
	node  int
	next  int
	pos   int
	outer *cont
}

// matchString reports whether s contains a match.
func (re *regexp) matchString(s string) bool {
	for i := 0; ; {
		if re.match(re.root, s, i, nil) {
			return true
		}
		if i >= len(s) {
			return false
		}
		_, size := decodeRune(s[i:])
		i += size
	}
}

func foldRune(r rune) rune {
	if r >= 'A' && r <= 'Z' {
		return r + 'a' - 'A'
	}
	return r
}

func (re *regexp) inClass(n *reNode, r rune) bool {
	in := false
	for k := n.lo; k < n.hi; k += 2 {
		if r >= re.ranges[k] && r <= re.ranges[k+1] {
			in = true
			break
		}
		if n.fold {
			f := foldRune(r)
			u := f
			if f >= 'a' && f <= 'z' {
				u = f - ('a' - 'A')
			}
			if (f >= re.ranges[k] && f <= re.ranges[k+1]) || (u >= re.ranges[k] && u <= re.ranges[k+1]) {
				in = true
				break
			}
		}
	}
	return in != n.neg
}

func isWordAt(s string, i int) bool {
	return i >= 0 && i < len(s) && isWordByte(s[i])
}

// match reports whether node n matches s at pos and the continuation k then matches.
func (re *regexp) match(n int, s string, pos int, k *cont) bool {
	nd := &re.nodes[n]
	switch nd.op {
	case opEmpty:
		return re.resume(s, pos, k)
	case opLit, opAnyNotNL, opAnyChar, opClass:
		if pos >= len(s) {
			return false
		}
		r, size := decodeRune(s[pos:])
		ok := false
		switch nd.op {
		case opLit:
			ok = r == nd.r || (nd.fold && foldRune(r) == foldRune(nd.r))
		case opAnyNotNL:
			ok = r != '\n'
		case opAnyChar:
			ok = true
		default:
			ok = re.inClass(nd, r)
		}
		return ok && re.resume(s, pos+size, k)
	case opBeginText:
		return pos == 0 && re.resume(s, pos, k)
	case opEndText:
		return pos == len(s) && re.resume(s, pos, k)
	case opBeginLine:
		return (pos == 0 || s[pos-1] == '\n') && re.resume(s, pos, k)
	case opEndLine:
		return (pos == len(s) || s[pos] == '\n') && re.resume(s, pos, k)
	case opWordB, opNoWordB:
		b := isWordAt(s, pos-1) != isWordAt(s, pos)
		return b == (nd.op == opWordB) && re.resume(s, pos, k)
	case opConcat:
		c := cont{node: n, next: 1, outer: k}
		return re.match(re.kids[nd.lo], s, pos, &c)
	case opAlt:
		for i := nd.lo; i < nd.hi; i++ {
			if re.match(re.kids[i], s, pos, k) {
				return true
			}
		}
		return false
	}
	// opRepeat
	return re.repeat(n, s, pos, 0, k)
}

// repeat matches repetition n after count iterations, at pos.
func (re *regexp) repeat(n int, s string, pos int, count int, k *cont) bool {
	nd := &re.nodes[n]
	if nd.max < 0 || count < nd.max {
		c := cont{node: n, next: count + 1, pos: pos, outer: k}
		if re.match(re.kids[nd.lo], s, pos, &c) {
			return true
		}
	}
	return count >= nd.min && re.resume(s, pos, k)
}

// resume matches the continuation k at pos.
func (re *regexp) resume(s string, pos int, k *cont) bool {
	if k == nil {
		return true
	}
	nd := &re.nodes[k.node]
	if nd.op == opConcat {
		i := nd.lo + k.next
		if i < nd.hi {
			c := cont{node: k.node, next: k.next + 1, outer: k.outer}
			return re.match(re.kids[i], s, pos, &c)
		}
		return re.resume(s, pos, k.outer)
	}
	// An iteration of a repetition ended at pos. One that matched nothing is not repeated.
	if pos == k.pos && k.next >= nd.min {
		return re.resume(s, pos, k.outer)
	}
	return re.repeat(k.node, s, pos, k.next, k.outer)
}
