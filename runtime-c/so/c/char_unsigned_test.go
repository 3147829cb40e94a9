//go:build linux && (arm64 || arm || ppc64 || ppc64le || s390x || riscv64)

package c_test

// charSigned: C's plain char is unsigned on this target (as char_unsigned_go.go and
// char_unsigned_so.go declare it).
const charSigned = false
