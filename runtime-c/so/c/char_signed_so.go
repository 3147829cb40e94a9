//go:build solod && !(linux && (arm64 || arm || ppc64 || ppc64le || s390x || riscv64))

package c

// Char is C's plain char, which is signed here.
//
//so:extern char
type Char int8
