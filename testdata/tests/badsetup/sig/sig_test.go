// Package sig declares test functions with wrong signatures: go test refuses the package.
package sig

import "testing"

func TestNoParam() {}

func TestResult(t *testing.T) int { return 0 }

func BenchmarkTakesT(t *testing.T) {}
