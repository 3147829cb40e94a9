// Package h's tests report failures through helpers: functions, a function literal, a helper
// taking testing.TB, a helper that calls a helper, and a test that marks itself a helper.
package h

func Twice(x int) int { return 2 * x }
