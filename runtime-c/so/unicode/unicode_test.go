package unicode_test

import (
	"testing"

	"solod.dev/so/unicode"
)

// runeCase's expected values were printed by Go's unicode package (a throwaway program).
// preds holds, as '0'/'1', IsLetter IsDigit IsNumber IsSpace IsUpper IsLower IsTitle IsPunct
// IsPrint IsGraphic IsControl IsMark IsSymbol.
type runeCase struct {
	r     rune
	preds string
	upper rune
	lower rune
	title rune
	fold  rune
}

var runeCases = []runeCase{
	{-0x1, "0000000000000", -0x1, -0x1, -0x1, -0x1},
	{0x0, "0000000000100", 0x0, 0x0, 0x0, 0x0},
	{0x9, "0001000000100", 0x9, 0x9, 0x9, 0x9},
	{0xa, "0001000000100", 0xa, 0xa, 0xa, 0xa},
	{0x1f, "0000000000100", 0x1f, 0x1f, 0x1f, 0x1f},
	{0x20, "0001000011000", 0x20, 0x20, 0x20, 0x20},
	{0x21, "0000000111000", 0x21, 0x21, 0x21, 0x21},
	{0x30, "0110000011000", 0x30, 0x30, 0x30, 0x30},
	{0x39, "0110000011000", 0x39, 0x39, 0x39, 0x39},
	{0x41, "1000100011000", 0x41, 0x61, 0x41, 0x61},
	{0x5a, "1000100011000", 0x5a, 0x7a, 0x5a, 0x7a},
	{0x61, "1000010011000", 0x41, 0x61, 0x41, 0x41},
	{0x6b, "1000010011000", 0x4b, 0x6b, 0x4b, 0x212a},
	{0x73, "1000010011000", 0x53, 0x73, 0x53, 0x17f},
	{0x7a, "1000010011000", 0x5a, 0x7a, 0x5a, 0x5a},
	{0x5f, "0000000111000", 0x5f, 0x5f, 0x5f, 0x5f},
	{0x7e, "0000000011001", 0x7e, 0x7e, 0x7e, 0x7e},
	{0x7f, "0000000000100", 0x7f, 0x7f, 0x7f, 0x7f},
	{0x85, "0001000000100", 0x85, 0x85, 0x85, 0x85},
	{0xa0, "0001000001000", 0xa0, 0xa0, 0xa0, 0xa0},
	{0xa7, "0000000111000", 0xa7, 0xa7, 0xa7, 0xa7},
	{0xaa, "1000000011000", 0xaa, 0xaa, 0xaa, 0xaa},
	{0xb2, "0010000011000", 0xb2, 0xb2, 0xb2, 0xb2},
	{0xb5, "1000010011000", 0x39c, 0xb5, 0x39c, 0x39c},
	{0xbd, "0010000011000", 0xbd, 0xbd, 0xbd, 0xbd},
	{0xc0, "1000100011000", 0xc0, 0xe0, 0xc0, 0xe0},
	{0xdf, "1000010011000", 0xdf, 0xdf, 0xdf, 0x1e9e},
	{0xe9, "1000010011000", 0xc9, 0xe9, 0xc9, 0xc9},
	{0xff, "1000010011000", 0x178, 0xff, 0x178, 0x178},
	{0x130, "1000100011000", 0x130, 0x69, 0x130, 0x130},
	{0x131, "1000010011000", 0x49, 0x131, 0x49, 0x131},
	{0x17f, "1000010011000", 0x53, 0x17f, 0x53, 0x53},
	{0x1c5, "1000001011000", 0x1c4, 0x1c6, 0x1c5, 0x1c6},
	{0x300, "0000000011010", 0x300, 0x300, 0x300, 0x300},
	{0x391, "1000100011000", 0x391, 0x3b1, 0x391, 0x3b1},
	{0x3c2, "1000010011000", 0x3a3, 0x3c2, 0x3a3, 0x3c3},
	{0x3c3, "1000010011000", 0x3a3, 0x3c3, 0x3a3, 0x3a3},
	{0x416, "1000100011000", 0x416, 0x436, 0x416, 0x436},
	{0x5d0, "1000000011000", 0x5d0, 0x5d0, 0x5d0, 0x5d0},
	{0x660, "0110000011000", 0x660, 0x660, 0x660, 0x660},
	{0x1e9e, "1000100011000", 0x1e9e, 0xdf, 0x1e9e, 0xdf},
	{0x2000, "0001000001000", 0x2000, 0x2000, 0x2000, 0x2000},
	{0x2028, "0001000000000", 0x2028, 0x2028, 0x2028, 0x2028},
	{0x2126, "1000100011000", 0x2126, 0x3c9, 0x2126, 0x3a9},
	{0x212a, "1000100011000", 0x212a, 0x6b, 0x212a, 0x4b},
	{0x2160, "0010000011000", 0x2160, 0x2170, 0x2160, 0x2170},
	{0x20ac, "0000000011001", 0x20ac, 0x20ac, 0x20ac, 0x20ac},
	{0x3000, "0001000001000", 0x3000, 0x3000, 0x3000, 0x3000},
	{0x4e16, "1000000011000", 0x4e16, 0x4e16, 0x4e16, 0x4e16},
	{0xfffd, "0000000011001", 0xfffd, 0xfffd, 0xfffd, 0xfffd},
	{0x10400, "1000100011000", 0x10400, 0x10428, 0x10400, 0x10428},
	{0x1d7ce, "0110000011000", 0x1d7ce, 0x1d7ce, 0x1d7ce, 0x1d7ce},
	{0x1f600, "0000000011001", 0x1f600, 0x1f600, 0x1f600, 0x1f600},
	{0xe0001, "0000000000000", 0xe0001, 0xe0001, 0xe0001, 0xe0001},
	{0x10ffff, "0000000000000", 0x10ffff, 0x10ffff, 0x10ffff, 0x10ffff},
	{0x110000, "0000000000000", 0x110000, 0x110000, 0x110000, 0x110000},
}

var predNames = []string{"IsLetter", "IsDigit", "IsNumber", "IsSpace", "IsUpper", "IsLower", "IsTitle", "IsPunct", "IsPrint", "IsGraphic", "IsControl", "IsMark", "IsSymbol"}

func predicates(r rune) [13]bool {
	return [13]bool{unicode.IsLetter(r), unicode.IsDigit(r), unicode.IsNumber(r), unicode.IsSpace(r),
		unicode.IsUpper(r), unicode.IsLower(r), unicode.IsTitle(r), unicode.IsPunct(r), unicode.IsPrint(r),
		unicode.IsGraphic(r), unicode.IsControl(r), unicode.IsMark(r), unicode.IsSymbol(r)}
}

func TestPredicates(t *testing.T) {
	for _, c := range runeCases {
		got := predicates(c.r)
		for i, v := range got {
			if v != (c.preds[i] == '1') {
				t.Errorf("%s(%x) = %t", predNames[i], c.r, v)
			}
		}
	}
}

func TestCaseMappings(t *testing.T) {
	for _, c := range runeCases {
		if got := unicode.ToUpper(c.r); got != c.upper {
			t.Errorf("ToUpper(%x) = %x; want %x", c.r, got, c.upper)
		}
		if got := unicode.ToLower(c.r); got != c.lower {
			t.Errorf("ToLower(%x) = %x; want %x", c.r, got, c.lower)
		}
		if got := unicode.ToTitle(c.r); got != c.title {
			t.Errorf("ToTitle(%x) = %x; want %x", c.r, got, c.title)
		}
		if got := unicode.SimpleFold(c.r); got != c.fold {
			t.Errorf("SimpleFold(%x) = %x; want %x", c.r, got, c.fold)
		}
	}
}

// Turkish mappings of i, I and the dotted/dotless i, printed by Go: rune, upper, lower, title.
var turkishCases = [][4]rune{
	{0x69, 0x130, 0x69, 0x130},
	{0x49, 0x49, 0x131, 0x49},
	{0x130, 0x130, 0x69, 0x130},
	{0x131, 0x49, 0x131, 0x49},
	{0x61, 0x41, 0x61, 0x41},
	{0xe9, 0xc9, 0xe9, 0xc9},
}

func TestSpecialCase(t *testing.T) {
	for _, c := range turkishCases {
		if got := unicode.TurkishCase.ToUpper(c[0]); got != c[1] {
			t.Errorf("TurkishCase.ToUpper(%x) = %x; want %x", c[0], got, c[1])
		}
		if got := unicode.TurkishCase.ToLower(c[0]); got != c[2] {
			t.Errorf("TurkishCase.ToLower(%x) = %x; want %x", c[0], got, c[2])
		}
		if got := unicode.AzeriCase.ToTitle(c[0]); got != c[3] {
			t.Errorf("AzeriCase.ToTitle(%x) = %x; want %x", c[0], got, c[3])
		}
	}
}

func TestTables(t *testing.T) {
	// Printed by Go.
	if !unicode.Is(unicode.Han, 0x4e16) || !unicode.Is(unicode.Latin, 'x') || unicode.Is(unicode.Greek, 'x') {
		t.Error("script tables wrong")
	}
	if !unicode.In(0x3b1, unicode.Latin, unicode.Greek) || unicode.In('x', unicode.Greek, unicode.Han) || unicode.In('x') {
		t.Error("In wrong")
	}
	if !unicode.Is(unicode.Nd, 0x1d7ce) || !unicode.Is(unicode.Zs, 0x3000) || !unicode.Is(unicode.Lt, 0x1c5) {
		t.Error("category tables wrong")
	}
	if !unicode.IsOneOf(unicode.PrintRanges, 'x') || unicode.IsOneOf(unicode.PrintRanges, 0x3000) || !unicode.IsOneOf(unicode.GraphicRanges, 0x3000) {
		t.Error("IsOneOf wrong")
	}
	if unicode.Is(unicode.Letter, -1) || unicode.Is(unicode.Other, unicode.MaxRune+1) {
		t.Error("Is of an invalid rune")
	}
	if len(unicode.Categories) != 38 || unicode.Categories["Lu"] != unicode.Upper || unicode.Categories["Nd"] != unicode.Digit {
		t.Errorf("Categories: %d entries", len(unicode.Categories))
	}
	if unicode.Version != "15.0.0" {
		t.Errorf("Version %s", unicode.Version)
	}
}

func TestTo(t *testing.T) {
	// The DŽ/Dž/dž triple, and out-of-range cases; printed by Go.
	if unicode.To(unicode.UpperCase, 0x1c6) != 0x1c4 || unicode.To(unicode.TitleCase, 0x1c6) != 0x1c5 || unicode.To(unicode.LowerCase, 0x1c4) != 0x1c6 {
		t.Error("To on DŽ wrong")
	}
	if unicode.To(3, 'a') != unicode.ReplacementChar || unicode.To(-1, 'a') != unicode.ReplacementChar {
		t.Error("To with a bad case")
	}
	// UpperLower ranges alternate: Ā ā Ă ă ...
	if unicode.To(unicode.LowerCase, 0x100) != 0x101 || unicode.To(unicode.UpperCase, 0x101) != 0x100 || unicode.To(unicode.UpperCase, 0x100) != 0x100 {
		t.Error("UpperLower range wrong")
	}
}

// Orbits printed by Go, following SimpleFold from the first rune.
var orbits = [][]rune{
	{0x6b, 0x212a, 0x4b},
	{0x53, 0x73, 0x17f},
	{0x3b8, 0x3d1, 0x3f4, 0x398},
	{0x1e9e, 0xdf},
	{0x3a3, 0x3c2, 0x3c3},
}

func TestSimpleFoldOrbits(t *testing.T) {
	for _, o := range orbits {
		for i, r := range o {
			want := o[(i+1)%len(o)]
			if got := unicode.SimpleFold(r); got != want {
				t.Errorf("SimpleFold(%x) = %x; want %x", r, got, want)
			}
		}
	}
}

func TestConstants(t *testing.T) {
	if unicode.MaxRune != 0x10FFFF || unicode.ReplacementChar != 0xFFFD || unicode.MaxASCII != 0x7F || unicode.MaxLatin1 != 0xFF {
		t.Error("rune constants")
	}
	if unicode.UpperCase != 0 || unicode.LowerCase != 1 || unicode.TitleCase != 2 || unicode.MaxCase != 3 || unicode.UpperLower != 0x110000 {
		t.Error("case constants")
	}
}

func BenchmarkIsLetter(b *testing.B) {
	rs := []rune{'a', 'Z', '0', 0xe9, 0x416, 0x4e16, 0x1f600}
	for i := 0; i < b.N; i++ {
		for _, r := range rs {
			unicode.IsLetter(r)
		}
	}
}

func BenchmarkToUpper(b *testing.B) {
	rs := []rune{'a', 'Z', '0', 0xe9, 0x416, 0x4e16, 0x1f600}
	for i := 0; i < b.N; i++ {
		for _, r := range rs {
			unicode.ToUpper(r)
		}
	}
}
