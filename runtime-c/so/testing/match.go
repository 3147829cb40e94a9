package testing

import "solod.dev/so/mem"

// Test names and the -run, -skip and -bench filters, with go test's rules: a pattern is split
// at the slashes and bars outside brackets and parentheses into alternatives, each a list of
// regular expressions, one per level of subtests; a name matches an alternative when each of
// its levels matches the expression of that level (a name with fewer levels than the
// alternative matches partially: its subtests may still match).

// alt is one alternative of a filter: an expression per level.
type alt struct {
	levels []regexp
}

type filter struct {
	set  bool // a pattern was given (an empty -run matches everything, an empty -skip nothing)
	alts []alt
}

// compile parses pattern (flag names it in error messages); a bad expression is reported on
// the standard error as go test reports it, and compile returns false.
func (f *filter) compile(pattern string, flag string) bool {
	if pattern == "" {
		return true
	}
	f.set = true
	// Count the alternatives, then split.
	n := 1
	forEachSplit(pattern, func(k int, bar bool) {
		if bar {
			n++
		}
	})
	f.alts = mem.AllocSlice[alt](nil, n, n)
	ai := 0
	start := 0
	var cuts [64]int // the levels of the current alternative: their starts (at most 64)
	nlev := 0
	ok := true
	multi := n > 1
	finish := func(end int) {
		// The levels of one alternative: pattern[cuts[i]:next cut - 1].
		lv := mem.AllocSlice[regexp](nil, nlev+1, nlev+1)
		for i := 0; i <= nlev; i++ {
			lo := start
			if i > 0 {
				lo = cuts[i-1] + 1
			}
			hi := end
			if i < nlev {
				hi = cuts[i]
			}
			if ok && !compileLevel(&lv[i], pattern[lo:hi], i, ai, multi, flag) {
				ok = false
			}
		}
		f.alts[ai].levels = lv
	}
	forEachSplit(pattern, func(k int, bar bool) {
		if !bar {
			if nlev < len(cuts) {
				cuts[nlev] = k
				nlev++
			}
			return
		}
		finish(k)
		ai++
		start = k + 1
		nlev = 0
	})
	finish(len(pattern))
	return ok
}

// compileLevel compiles one level's expression (rewritten as test names are).
func compileLevel(re *regexp, expr string, level int, alternative int, multi bool, flag string) bool {
	var name buffer
	rewrite(&name, expr)
	var msg buffer
	good := re.compile(name.str(), &msg)
	if !good {
		var w buffer
		w.writeString("testing: invalid regexp for ")
		if multi {
			w.writeString("alternation ")
			w.writeInt(alternative)
			w.writeString(" of ")
		}
		w.writeString("element ")
		w.writeInt(level)
		w.writeString(" of ")
		w.writeString(flag)
		w.writeString(" (")
		quote(&w, name.str())
		w.writeString("): ")
		w.writeBytes(msg.b)
		w.writeByte('\n')
		printErr(w.str())
		w.free()
	}
	msg.free()
	name.free()
	return good
}

// forEachSplit calls f with the index of each slash (bar false) and bar (true) of pattern
// that separates levels and alternatives: outside brackets and parentheses, not escaped.
func forEachSplit(pattern string, f func(k int, bar bool)) {
	brackets := 0
	parens := 0
	for i := 0; i < len(pattern); i++ {
		switch pattern[i] {
		case '[':
			brackets++
		case ']':
			brackets--
			if brackets < 0 {
				brackets = 0
			}
		case '(':
			if brackets == 0 {
				parens++
			}
		case ')':
			if brackets == 0 {
				parens--
			}
		case '\\':
			i++
		case '/':
			if brackets == 0 && parens == 0 {
				f(i, false)
			}
		case '|':
			if brackets == 0 && parens == 0 {
				f(i, true)
			}
		}
	}
}

// matches reports whether the levels of a name match the filter, and whether the match is
// partial (the name has fewer levels than the matching alternative).
func (f *filter) matches(elems []string, emptyMatches bool) (bool, bool) {
	if !f.set {
		return emptyMatches, false
	}
	for _, a := range f.alts {
		ok := true
		for i, s := range elems {
			if i >= len(a.levels) {
				break
			}
			if !a.levels[i].matchString(s) {
				ok = false
				break
			}
		}
		if ok {
			return true, len(elems) < len(a.levels)
		}
	}
	return false, false
}

// subName is how many subtests of one name a parent has run.
type subName struct {
	name  string // kept for the run
	count int
}

// subNames counts the subtest names used, to make them unique.
var subNames []subName

func clearSubNames() { subNames = subNames[:0] }

func subCount(name string) int {
	for _, s := range subNames {
		if s.name == name {
			return s.count
		}
	}
	return 0
}

func setSubCount(name string, n int) {
	for i := range subNames {
		if subNames[i].name == name {
			subNames[i].count = n
			return
		}
	}
	if len(subNames) == cap(subNames) {
		c := 2 * cap(subNames)
		if c < 16 {
			c = 16
		}
		subNames = mem.ReallocSlice[subName](nil, subNames, len(subNames), c)
	}
	subNames = append(subNames, subName{keep(name), n})
}

// fullName writes into out the name of a new test: a top-level test keeps its name, a
// subtest's is its parent's, a slash and its own (rewritten, made unique); it reports
// whether -run and -skip select the test.
func fullName(parent *common, subname string, out *buffer) bool {
	ok, _ := fullNameWith(parent, subname, out, &runFilter)
	return ok
}

// fullNameWith is fullName with the filter f in place of -run; it also reports a partial
// match (for benchmarks: only the subbenchmarks of a partially matched one run).
func fullNameWith(parent *common, subname string, out *buffer, f *filter) (bool, bool) {
	if parent != nil && parent.level > 0 {
		var sub buffer
		rewrite(&sub, subname)
		unique(out, parent.name, sub.str())
		sub.free()
	} else {
		out.writeString(subname)
	}
	name := out.str()
	// The levels of the name.
	n := 1
	for i := 0; i < len(name); i++ {
		if name[i] == '/' {
			n++
		}
	}
	elems := mem.AllocSlice[string](nil, n, n)
	k := 0
	start := 0
	for i := 0; i < len(name); i++ {
		if name[i] == '/' {
			elems[k] = name[start:i]
			k++
			start = i + 1
		}
	}
	elems[k] = name[start:]
	ok, partial := f.matches(elems, true)
	if ok {
		skip, partialSkip := skipFilter.matches(elems, false)
		if skip && !partialSkip {
			ok = false
			partial = false
		}
	}
	mem.FreeSlice(nil, elems)
	return ok, partial
}

// unique writes parent/subname, with a #NN suffix when that name was used before.
func unique(out *buffer, parent string, subname string) {
	var base buffer
	base.writeString(parent)
	base.writeByte('/')
	base.writeString(subname)
	b := base.str()
	for {
		n := subCount(b)
		setSubCount(b, n+1)
		if n == 0 && subname != "" {
			prefix, nn := subtestNumber(b)
			if len(prefix) < len(b) && nn < subCount(prefix) {
				// Named like "parent/subname#NN" where #NN was already given to the NNth
				// "parent/subname": try again.
				continue
			}
			out.writeString(b)
			base.free()
			return
		}
		var name buffer
		name.writeString(b)
		name.writeByte('#')
		if n < 10 {
			name.writeByte('0')
		}
		name.writeInt(n)
		if subCount(name.str()) != 0 {
			// That name was given explicitly before: the next number.
			name.free()
			continue
		}
		out.writeBytes(name.b)
		name.free()
		base.free()
		return
	}
}

// subtestNumber splits "prefix#NN" into the prefix and NN when NN could be a suffix unique
// made; otherwise it returns s and 0.
func subtestNumber(s string) (string, int) {
	i := len(s) - 1
	for i >= 0 && s[i] != '#' {
		i--
	}
	if i < 0 {
		return s, 0
	}
	prefix := s[:i]
	suffix := s[i+1:]
	if len(suffix) < 2 || (len(suffix) > 2 && suffix[0] == '0') {
		return s, 0
	}
	if suffix == "00" && (len(prefix) == 0 || prefix[len(prefix)-1] != '/') {
		return s, 0
	}
	n := 0
	for k := 0; k < len(suffix); k++ {
		c := suffix[k]
		if c < '0' || c > '9' || n > (1<<31-1)/10 {
			return s, 0
		}
		n = n*10 + int(c-'0')
	}
	if n > 1<<31-1 {
		return s, 0
	}
	return prefix, n
}

// rewrite writes s with its white space replaced by underscores and its unprintable
// characters escaped, as go test names subtests.
func rewrite(w *buffer, s string) {
	for k := 0; k < len(s); {
		r, size := decodeRune(s[k:])
		if r == runeError && size == 1 {
			w.writeString(`\x`)
			w.writeByte(lowerDigits[s[k]>>4])
			w.writeByte(lowerDigits[s[k]&15])
			k++
			continue
		}
		k += size
		switch {
		case isSpace(r):
			w.writeByte('_')
		case r < ' ' || r == 0x7f || (r >= 0x80 && r < 0xa0):
			escapeRune(w, r, 0)
		default:
			writeRune(w, r)
		}
	}
}

// isSpace is the white space of test names (not Unicode's Z class).
func isSpace(r rune) bool {
	if r < 0x2000 {
		switch r {
		case '\t', '\n', '\v', '\f', '\r', ' ', 0x85, 0xA0, 0x1680:
			return true
		}
		return false
	}
	if r <= 0x200a {
		return true
	}
	switch r {
	case 0x2028, 0x2029, 0x202f, 0x205f, 0x3000:
		return true
	}
	return false
}
