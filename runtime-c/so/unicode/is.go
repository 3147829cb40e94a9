package unicode

// Is reports whether r is in the set rangeTab.
func Is(rangeTab *RangeTable, r rune) bool {
	return inTable(rangeTab, r, 0)
}

// In reports whether r is in any of the sets.
func In(r rune, ranges ...*RangeTable) bool {
	for _, t := range ranges {
		if Is(t, r) {
			return true
		}
	}
	return false
}

// IsOneOf reports whether r is in any of the sets. In is the same with a variadic
// parameter; prefer it.
func IsOneOf(ranges []*RangeTable, r rune) bool {
	for _, t := range ranges {
		if Is(t, r) {
			return true
		}
	}
	return false
}

// inTable reports whether r is in t, looking at the R16 ranges from index skip on (the
// callers that handled Latin-1 already skip t.LatinOffset).
func inTable(t *RangeTable, r rune, skip int) bool {
	if r < 0 {
		return false
	}
	r16 := t.R16[skip:]
	if n := len(r16); n > 0 && r <= rune(r16[n-1].Hi) {
		return in16(r16, uint16(r))
	}
	r32 := t.R32
	if len(r32) > 0 && r >= rune(r32[0].Lo) {
		return in32(r32, uint32(r))
	}
	return false
}

// in16 searches the sorted ranges for c: the first range whose Hi is c or more holds it if
// c is at or after its Lo and on its stride.
func in16(ranges []Range16, c uint16) bool {
	lo, hi := 0, len(ranges)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if ranges[m].Hi < c {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == len(ranges) {
		return false
	}
	rg := ranges[lo]
	return rg.Lo <= c && (rg.Stride == 1 || (c-rg.Lo)%rg.Stride == 0)
}

func in32(ranges []Range32, c uint32) bool {
	lo, hi := 0, len(ranges)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if ranges[m].Hi < c {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == len(ranges) {
		return false
	}
	rg := ranges[lo]
	return rg.Lo <= c && (rg.Stride == 1 || (c-rg.Lo)%rg.Stride == 0)
}

// beyondLatin reports whether r is in t, for an r past MaxLatin1 (or negative).
func beyondLatin(t *RangeTable, r rune) bool {
	return inTable(t, r, t.LatinOffset)
}

// IsUpper reports whether r is an upper-case letter (category Lu).
func IsUpper(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return props[uint8(r)]&pLmask == pLu
	}
	return beyondLatin(Upper, r)
}

// IsLower reports whether r is a lower-case letter (category Ll).
func IsLower(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return props[uint8(r)]&pLmask == pLl
	}
	return beyondLatin(Lower, r)
}

// IsTitle reports whether r is a title-case letter (category Lt).
func IsTitle(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return false
	}
	return beyondLatin(Title, r)
}

// IsLetter reports whether r is a letter (category L).
func IsLetter(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return props[uint8(r)]&pLmask != 0
	}
	return beyondLatin(Letter, r)
}

// IsDigit reports whether r is a decimal digit (category Nd).
func IsDigit(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return '0' <= r && r <= '9'
	}
	return beyondLatin(Digit, r)
}

// IsNumber reports whether r is a number (category N).
func IsNumber(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return props[uint8(r)]&pN != 0
	}
	return beyondLatin(Number, r)
}

// IsPunct reports whether r is punctuation (category P).
func IsPunct(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return props[uint8(r)]&pP != 0
	}
	return beyondLatin(Punct, r)
}

// IsSymbol reports whether r is a symbol (category S).
func IsSymbol(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return props[uint8(r)]&pS != 0
	}
	return beyondLatin(Symbol, r)
}

// IsMark reports whether r is a mark (category M).
func IsMark(r rune) bool {
	// No Latin-1 rune is a mark.
	return beyondLatin(Mark, r)
}

// IsControl reports whether r is a control character (category Cc; all are Latin-1).
func IsControl(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return props[uint8(r)]&pC != 0
	}
	return false
}

// IsSpace reports whether r is white space by Unicode's White_Space property: in Latin-1,
// '\t', '\n', '\v', '\f', '\r', ' ', U+0085 (NEL) and U+00A0 (NBSP).
func IsSpace(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		switch r {
		case '\t', '\n', '\v', '\f', '\r', ' ', 0x85, 0xA0:
			return true
		}
		return false
	}
	return beyondLatin(White_Space, r)
}

// IsGraphic reports whether r is graphic: a letter, mark, number, punctuation, symbol or
// space separator (categories L, M, N, P, S, Zs).
func IsGraphic(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return props[uint8(r)]&pg != 0
	}
	return IsOneOf(GraphicRanges, r)
}

// IsPrint reports whether r is printable as Go defines it: a letter, mark, number,
// punctuation or symbol, or U+0020 SPACE (but no other space).
func IsPrint(r rune) bool {
	if uint32(r) <= MaxLatin1 {
		return props[uint8(r)]&pp != 0
	}
	return IsOneOf(PrintRanges, r)
}
