// Package types has a type error in a test file.
package types

import "testing"

func TestTypes(t *testing.T) {
	var n int = "five"
	t.Log(n)
}
