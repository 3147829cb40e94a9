// Package a's internal tests import b, which imports a: go test refuses the cycle ("import
// cycle not allowed in test"); b's tests run.
package a

func A() int { return 1 }
