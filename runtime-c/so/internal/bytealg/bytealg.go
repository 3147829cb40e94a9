// Package bytealg holds the byte-searching primitives of so/strings and so/bytes: C under
// solod (memchr, memcmp, word-at-a-time counting, a first-byte filter with a Rabin-Karp
// fallback for substrings; bytealg.h), Go's own functions under the Go toolchain. Only the
// standard library's packages may import it.
package bytealg

import (
	"bytes"   // for the Go bodies of the //so:extern functions
	"strings" // for the Go bodies of the //so:extern functions
)

//so:embed bytealg.h
var header string

// IndexByte returns the index of the first c in b, or -1.
//
//so:extern bytealg_IndexByte nodecay
func IndexByte(b []byte, c byte) int { return bytes.IndexByte(b, c) }

// IndexByteString returns the index of the first c in s, or -1.
//
//so:extern bytealg_IndexByteString nodecay
func IndexByteString(s string, c byte) int { return strings.IndexByte(s, c) }

// LastIndexByte returns the index of the last c in b, or -1.
//
//so:extern bytealg_LastIndexByte nodecay
func LastIndexByte(b []byte, c byte) int { return bytes.LastIndexByte(b, c) }

// LastIndexByteString returns the index of the last c in s, or -1.
//
//so:extern bytealg_LastIndexByteString nodecay
func LastIndexByteString(s string, c byte) int { return strings.LastIndexByte(s, c) }

// Index returns the index of the first sep in b (0 for an empty sep), or -1.
//
//so:extern bytealg_Index nodecay
func Index(b, sep []byte) int { return bytes.Index(b, sep) }

// IndexString returns the index of the first sep in s (0 for an empty sep), or -1.
//
//so:extern bytealg_IndexString nodecay
func IndexString(s, sep string) int { return strings.Index(s, sep) }

// Count returns the number of bytes c in b.
//
//so:extern bytealg_Count nodecay
func Count(b []byte, c byte) int { return bytes.Count(b, []byte{c}) }

// CountString returns the number of bytes c in s.
//
//so:extern bytealg_CountString nodecay
func CountString(s string, c byte) int { return strings.Count(s, string([]byte{c})) }

// Equal reports whether a and b hold the same bytes.
//
//so:extern bytealg_Equal nodecay
func Equal(a, b []byte) bool { return bytes.Equal(a, b) }

// Compare compares a and b bytewise: -1, 0 or +1.
//
//so:extern bytealg_Compare nodecay
func Compare(a, b []byte) int { return bytes.Compare(a, b) }
