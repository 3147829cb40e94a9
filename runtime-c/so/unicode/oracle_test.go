//go:build !solod

// This file compares the package with Go's unicode package (the oracle) for every rune from
// -2 to MaxRune+2: every predicate, every case mapping, SimpleFold, the special cases and
// every table. It runs under `go test` only: solod's tests cannot import Go's standard
// library.
package unicode_test

import (
	gounicode "unicode"

	"testing"

	"solod.dev/so/unicode"
)

type pred struct {
	name string
	so   func(rune) bool
	gp   func(rune) bool
}

var preds = []pred{
	{"IsLetter", unicode.IsLetter, gounicode.IsLetter},
	{"IsDigit", unicode.IsDigit, gounicode.IsDigit},
	{"IsNumber", unicode.IsNumber, gounicode.IsNumber},
	{"IsSpace", unicode.IsSpace, gounicode.IsSpace},
	{"IsUpper", unicode.IsUpper, gounicode.IsUpper},
	{"IsLower", unicode.IsLower, gounicode.IsLower},
	{"IsTitle", unicode.IsTitle, gounicode.IsTitle},
	{"IsPunct", unicode.IsPunct, gounicode.IsPunct},
	{"IsPrint", unicode.IsPrint, gounicode.IsPrint},
	{"IsGraphic", unicode.IsGraphic, gounicode.IsGraphic},
	{"IsControl", unicode.IsControl, gounicode.IsControl},
	{"IsMark", unicode.IsMark, gounicode.IsMark},
	{"IsSymbol", unicode.IsSymbol, gounicode.IsSymbol},
}

type mapping struct {
	name string
	so   func(rune) rune
	gm   func(rune) rune
}

var mappings = []mapping{
	{"ToUpper", unicode.ToUpper, gounicode.ToUpper},
	{"ToLower", unicode.ToLower, gounicode.ToLower},
	{"ToTitle", unicode.ToTitle, gounicode.ToTitle},
	{"SimpleFold", unicode.SimpleFold, gounicode.SimpleFold},
	{"TurkishCase.ToUpper", unicode.TurkishCase.ToUpper, gounicode.TurkishCase.ToUpper},
	{"TurkishCase.ToLower", unicode.TurkishCase.ToLower, gounicode.TurkishCase.ToLower},
	{"TurkishCase.ToTitle", unicode.TurkishCase.ToTitle, gounicode.TurkishCase.ToTitle},
	{"AzeriCase.ToUpper", unicode.AzeriCase.ToUpper, gounicode.AzeriCase.ToUpper},
}

func TestOraclePredicates(t *testing.T) {
	for _, p := range preds {
		for r := rune(-2); r <= gounicode.MaxRune+2; r++ {
			if p.so(r) != p.gp(r) {
				t.Fatalf("%s(%#x) = %t; Go says %t", p.name, r, p.so(r), p.gp(r))
			}
		}
	}
}

func TestOracleMappings(t *testing.T) {
	for _, m := range mappings {
		for r := rune(-2); r <= gounicode.MaxRune+2; r++ {
			if m.so(r) != m.gm(r) {
				t.Fatalf("%s(%#x) = %#x; Go says %#x", m.name, r, m.so(r), m.gm(r))
			}
		}
	}
	for c := -1; c <= unicode.MaxCase; c++ {
		for r := rune(0); r < 0x20000; r++ {
			if unicode.To(c, r) != gounicode.To(c, r) {
				t.Fatalf("To(%d, %#x) differs", c, r)
			}
		}
	}
	negOne := -1
	if unicode.MaxRune+1 != gounicode.MaxRune+1 || unicode.UpperLower != gounicode.UpperLower || unicode.To(negOne, 'a') != gounicode.To(negOne, 'a') {
		t.Fatal("constants differ")
	}
}

func TestOracleTables(t *testing.T) {
	if unicode.Version != gounicode.Version {
		t.Fatalf("Version %s; Go %s", unicode.Version, gounicode.Version)
	}
	if len(unicode.Categories) != len(gounicode.Categories) {
		t.Fatalf("%d categories; Go has %d", len(unicode.Categories), len(gounicode.Categories))
	}
	for name, tab := range unicode.Categories {
		gt := gounicode.Categories[name]
		if gt == nil {
			t.Fatalf("category %s unknown to Go", name)
		}
		if tab.LatinOffset != gt.LatinOffset {
			t.Errorf("%s: LatinOffset %d; Go %d", name, tab.LatinOffset, gt.LatinOffset)
		}
		for r := rune(-1); r <= gounicode.MaxRune+1; r++ {
			if unicode.Is(tab, r) != gounicode.Is(gt, r) {
				t.Fatalf("Is(%s, %#x) differs from Go", name, r)
			}
		}
	}
	named := []struct {
		so *unicode.RangeTable
		gt *gounicode.RangeTable
	}{
		{unicode.Latin, gounicode.Latin}, {unicode.Greek, gounicode.Greek},
		{unicode.Cyrillic, gounicode.Cyrillic}, {unicode.Han, gounicode.Han},
		{unicode.Arabic, gounicode.Arabic}, {unicode.Hebrew, gounicode.Hebrew},
		{unicode.Hiragana, gounicode.Hiragana}, {unicode.Katakana, gounicode.Katakana},
		{unicode.Hangul, gounicode.Hangul}, {unicode.Devanagari, gounicode.Devanagari},
		{unicode.Thai, gounicode.Thai}, {unicode.White_Space, gounicode.White_Space},
		{unicode.Letter, gounicode.Letter}, {unicode.Upper, gounicode.Upper},
		{unicode.Lower, gounicode.Lower}, {unicode.Title, gounicode.Title},
		{unicode.Digit, gounicode.Digit}, {unicode.Number, gounicode.Number},
		{unicode.Punct, gounicode.Punct}, {unicode.Symbol, gounicode.Symbol},
		{unicode.Mark, gounicode.Mark}, {unicode.Space, gounicode.Space},
		{unicode.Other, gounicode.Other},
	}
	for i, n := range named {
		for r := rune(0); r <= gounicode.MaxRune; r++ {
			if unicode.Is(n.so, r) != gounicode.Is(n.gt, r) {
				t.Fatalf("table %d: Is(%#x) differs from Go", i, r)
			}
		}
	}
	for r := rune(0); r < 0x3000; r++ {
		if unicode.In(r, unicode.Han, unicode.Greek, unicode.Nd) != gounicode.In(r, gounicode.Han, gounicode.Greek, gounicode.Nd) ||
			unicode.IsOneOf(unicode.PrintRanges, r) != gounicode.IsOneOf(gounicode.PrintRanges, r) ||
			unicode.IsOneOf(unicode.GraphicRanges, r) != gounicode.IsOneOf(gounicode.GraphicRanges, r) {
			t.Fatalf("In/IsOneOf(%#x) differs from Go", r)
		}
	}
}
