//go:build !(linux && (arm64 || arm || ppc64 || ppc64le || s390x || riscv64))

package c_test

// charSigned: C's plain char is signed on this target (as char_signed_go.go and
// char_signed_so.go declare it).
const charSigned = true
