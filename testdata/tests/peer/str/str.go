// Package str is tested in the peer Solod's layout: test/ holds package str_test, which
// imports solod.dev/so/testing explicitly, and bench/ holds package str_bench; solod test runs
// them with the package, under its import path.
package str

// Reverse writes the bytes of s in reverse order into buf and returns them.
func Reverse(s string, buf []byte) []byte {
	n := len(s)
	buf = buf[:n]
	for i := 0; i < n; i++ {
		buf[n-1-i] = s[i]
	}
	return buf
}
