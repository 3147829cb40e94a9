//go:build !solod

package c

// C's scalar types with their widths on linux/amd64 and linux/arm64 (LP64). Char is in
// char_signed_go.go and char_unsigned_go.go.
type (
	// ConstChar is const char, the pointee of a C string that must not be written.
	ConstChar Char
	// SChar is signed char.
	SChar int8
	// UChar is unsigned char.
	UChar uint8
	// Short is short.
	Short int16
	// UShort is unsigned short.
	UShort uint16
	// Int is int.
	Int int32
	// UInt is unsigned int.
	UInt uint32
	// Long is long.
	Long int64
	// ULong is unsigned long.
	ULong uint64
	// LongLong is long long.
	LongLong int64
	// ULongLong is unsigned long long.
	ULongLong uint64
	// Float is float.
	Float float32
	// Double is double.
	Double float64
	// Bool is C's bool.
	Bool bool
	// Size is size_t.
	Size uint
	// SSize is ssize_t.
	SSize int
	// Ptrdiff is ptrdiff_t.
	Ptrdiff int
	// Intptr is intptr_t.
	Intptr int
	// Uintptr is uintptr_t.
	Uintptr uintptr
)
