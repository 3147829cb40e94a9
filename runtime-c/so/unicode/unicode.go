package unicode

const (
	MaxRune         = '\U0010FFFF' // the largest Unicode code point
	ReplacementChar = '\uFFFD'     // stands for an invalid code point
	MaxASCII        = '\u007F'     // the largest ASCII value
	MaxLatin1       = '\u00FF'     // the largest Latin-1 value
)

// The cases, the indices of a CaseRange's Delta.
const (
	UpperCase = iota
	LowerCase
	TitleCase
	MaxCase
)

// UpperLower, as a CaseRange's Delta, says that the range alternates upper and lower case
// letters: Lo is upper case, Lo+1 its lower case, and so on. It is no valid delta.
const UpperLower = MaxRune + 1

// RangeTable is a set of code points: sorted, non-overlapping ranges, those that fit in 16
// bits in R16 and the others in R32. LatinOffset is the number of R16 entries whose Hi is at
// most MaxLatin1.
type RangeTable struct {
	R16         []Range16
	R32         []Range32
	LatinOffset int
}

// Range16 is the code points Lo, Lo+Stride, Lo+2*Stride, ... up to Hi, all below 1<<16.
type Range16 struct {
	Lo     uint16
	Hi     uint16
	Stride uint16
}

// Range32 is the code points Lo, Lo+Stride, ... up to Hi, at least one of them 1<<16 or more.
type Range32 struct {
	Lo     uint32
	Hi     uint32
	Stride uint32
}

// D holds a CaseRange's deltas, indexed by UpperCase, LowerCase and TitleCase.
type D [MaxCase]rune

// CaseRange maps the code points Lo..Hi to another case: the rune r becomes r+Delta[c] in
// case c, unless the delta is UpperLower (see UpperLower).
type CaseRange struct {
	Lo    uint32
	Hi    uint32
	Delta D
}

// SpecialCase is a language's own case mappings, which take precedence over the usual ones
// (TurkishCase, AzeriCase).
type SpecialCase []CaseRange

// GraphicRanges are the tables of the graphic characters (categories L, M, N, P, S, Zs).
var GraphicRanges = []*RangeTable{L, M, N, P, S, Zs}

// PrintRanges are the tables of the printable characters other than U+0020 SPACE
// (categories L, M, N, P, S).
var PrintRanges = []*RangeTable{L, M, N, P, S}

// The property bits of props, for Latin-1 runes.
const (
	pC     = 1 << iota // control
	pP                 // punctuation
	pN                 // number
	pS                 // symbol
	pZ                 // space separator
	pLu                // upper-case letter
	pLl                // lower-case letter
	pp                 // printable (Go's IsPrint)
	pLo    = pLu | pLl // a letter without case: both bits
	pLmask = pLo
	pg     = pp | pZ // graphic
)

// foldPair is one step of a fold orbit: SimpleFold(from) is to.
type foldPair struct {
	from uint32
	to   uint32
}
