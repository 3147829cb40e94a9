// Package strconv converts between strings and numbers, booleans and quoted literals: the So
// counterpart of Go's strconv, with Go's results, and the peer Solod's signatures where
// Go's would allocate (a destination buffer first).
//
// Exported API:
//
//	func Itoa(dst []byte, i int) string
//	func FormatInt(dst []byte, i int64, base int) string
//	func FormatUint(dst []byte, i uint64, base int) string
//	func FormatFloat(dst []byte, f float64, fmt byte, prec, bitSize int) string
//	func FormatBool(b bool) string
//	func AppendInt(dst []byte, i int64, base int) []byte
//	func AppendUint(dst []byte, i uint64, base int) []byte
//	func AppendFloat(dst []byte, f float64, fmt byte, prec, bitSize int) []byte
//	func AppendBool(dst []byte, b bool) []byte
//	func Atoi(s string) (int, error)
//	func ParseInt(s string, base int, bitSize int) (int64, error)
//	func ParseUint(s string, base int, bitSize int) (uint64, error)
//	func ParseFloat(s string, bitSize int) (float64, error)
//	func ParseBool(str string) (bool, error)
//	func Quote(dst []byte, s string) string            // and QuoteToASCII, QuoteToGraphic
//	func QuoteRune(dst []byte, r rune) string          // and QuoteRuneToASCII, QuoteRuneToGraphic
//	func AppendQuote(dst []byte, s string) []byte      // and the other Append* of the Quote*s
//	func Unquote(dst []byte, s string) (string, error)
//	func UnquoteChar(s string, quote byte) (value rune, multibyte bool, tail string, err error)
//	func QuotedPrefix(s string) (string, error)
//	func CanBackquote(s string) bool
//	func IsPrint(r rune) bool
//	func IsGraphic(r rune) bool
//	type NumError struct { Func, Num string; Err error }
//	var ErrRange, ErrSyntax, ErrBase, ErrBitSize error
//	const IntSize, MaxIntBase{2,8,10,16}Len, MaxUintBase{2,8,10,16}Len, MaxFloat32Len, MaxFloat64Len
//
// Nothing here allocates. The Format*, Quote* and Itoa functions write into dst's memory
// (from its start, within its capacity; the result shares that memory) and the Append*
// functions append to dst: as So's append does not grow a slice, a buffer too small panics
// ("append: out of capacity"). The Max*Len constants bound the integers; FormatFloat with
// precision -1 needs at most MaxFloat64Len bytes in the 'e' format, and 'f' of a large value
// or a large precision needs more (up to 1080 bytes). Quote needs at most 4*len(s)+2 bytes.
// Unquote returns a substring of s when the literal has no escapes, and otherwise decodes
// into dst (len(s) bytes of capacity always suffice).
//
// Floating-point conversion is exact: FormatFloat with precision -1 writes the shortest
// decimal that reads back as the same float (the nearest one when several are as short),
// other precisions are correctly rounded (ties to even), and ParseFloat rounds correctly,
// for float64 and float32 alike, matching Go's output byte for byte.
//
// Differences from Go:
//   - Functions that build a string take a buffer: Itoa(dst, i), FormatInt(dst, i, base),
//     Quote(dst, s), Unquote(dst, s), ... (Go's allocate their result).
//   - The parse functions' *NumError (and its message) lives in the caller's frame under
//     solod, like any value a function returns.
//   - ErrBase and ErrBitSize exist (as in the peer Solod): Go reports a bad base or bit size
//     with a new error each time.
package strconv
