// Package utf8 encodes and decodes runes as UTF-8: the So counterpart of Go's unicode/utf8,
// with Go's API and results.
//
// Exported API:
//
//	const RuneError = '\uFFFD' // the result of decoding invalid UTF-8
//	const RuneSelf = 0x80      // bytes below RuneSelf are runes of one byte
//	const MaxRune = '\U0010FFFF'
//	const UTFMax = 4           // the most bytes a rune takes
//
//	func RuneLen(r rune) int                 // bytes needed to encode r; -1 if r is not valid
//	func EncodeRune(p []byte, r rune) int    // writes r into p (panics if p is too short)
//	func AppendRune(p []byte, r rune) []byte // appends r's encoding to p
//	func DecodeRune(p []byte) (r rune, size int)
//	func DecodeRuneInString(s string) (r rune, size int)
//	func DecodeLastRune(p []byte) (r rune, size int)
//	func DecodeLastRuneInString(s string) (r rune, size int)
//	func FullRune(p []byte) bool
//	func FullRuneInString(s string) bool
//	func RuneCount(p []byte) int
//	func RuneCountInString(s string) int
//	func RuneStart(b byte) bool
//	func Valid(p []byte) bool
//	func ValidString(s string) bool
//	func ValidRune(r rune) bool
//
// Decoding follows Go exactly: an invalid encoding (a bad leading or continuation byte, an
// overlong form, a surrogate half, a value past MaxRune, or a truncated sequence) decodes as
// (RuneError, 1), and empty input as (RuneError, 0). Encoding an invalid rune writes RuneError.
//
// Nothing here allocates. AppendRune appends as the built-in append does, so under solod it
// panics when p has no room for the rune's bytes (So's append does not grow a slice): give p
// the capacity it needs (UTFMax more bytes always suffice).
package utf8
