// Package util has no tests.
package util

func Ten() int { return 10 }
