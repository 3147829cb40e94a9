package unicode

// To maps r to the case _case (UpperCase, LowerCase or TitleCase); any other _case gives
// ReplacementChar.
func To(_case int, r rune) rune {
	m, _ := mapCase(_case, r, CaseRanges)
	return m
}

// mapCase maps r to case c by the ranges, and reports whether a range held r.
func mapCase(c int, r rune, ranges []CaseRange) (rune, bool) {
	if c < 0 || c >= MaxCase {
		return ReplacementChar, false
	}
	lo, hi := 0, len(ranges)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		cr := &ranges[m]
		if r > rune(cr.Hi) {
			lo = m + 1
		} else if r < rune(cr.Lo) {
			hi = m
		} else {
			delta := cr.Delta[c]
			if delta > MaxRune {
				// Alternating upper and lower case from Lo: upper (and title) at even
				// offsets, lower at odd.
				base := rune(cr.Lo)
				return base + ((r-base)&^1 | rune(c&1)), true
			}
			return r + delta, true
		}
	}
	return r, false
}

// ToUpper maps r to upper case.
func ToUpper(r rune) rune {
	if r <= MaxASCII {
		if 'a' <= r && r <= 'z' {
			r -= 'a' - 'A'
		}
		return r
	}
	return To(UpperCase, r)
}

// ToLower maps r to lower case.
func ToLower(r rune) rune {
	if r <= MaxASCII {
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		return r
	}
	return To(LowerCase, r)
}

// ToTitle maps r to title case.
func ToTitle(r rune) rune {
	if r <= MaxASCII {
		if 'a' <= r && r <= 'z' {
			r -= 'a' - 'A'
		}
		return r
	}
	return To(TitleCase, r)
}

// SimpleFold returns the next rune after r in r's orbit of simple case folding (the runes
// equivalent to r under Unicode's simple folding), wrapping around to the smallest: for
// example 'A' -> 'a' -> 'A', and 'K' -> 'k' -> U+212A (KELVIN SIGN) -> 'K'. A rune without
// other cases, and an invalid one, is returned as it is.
func SimpleFold(r rune) rune {
	if r < 0 || r > MaxRune {
		return r
	}
	lo, hi := 0, len(caseOrbit)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if rune(caseOrbit[m].from) < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(caseOrbit) && rune(caseOrbit[lo].from) == r {
		return rune(caseOrbit[lo].to)
	}
	// Outside the orbits of three or more runes, the fold is the other case.
	if l := ToLower(r); l != r {
		return l
	}
	return ToUpper(r)
}

// ToUpper maps r to upper case, the special mappings first.
func (special SpecialCase) ToUpper(r rune) rune {
	m, ok := mapCase(UpperCase, r, []CaseRange(special))
	if m == r && !ok {
		m = ToUpper(r)
	}
	return m
}

// ToTitle maps r to title case, the special mappings first.
func (special SpecialCase) ToTitle(r rune) rune {
	m, ok := mapCase(TitleCase, r, []CaseRange(special))
	if m == r && !ok {
		m = ToTitle(r)
	}
	return m
}

// ToLower maps r to lower case, the special mappings first.
func (special SpecialCase) ToLower(r rune) rune {
	m, ok := mapCase(LowerCase, r, []CaseRange(special))
	if m == r && !ok {
		m = ToLower(r)
	}
	return m
}
