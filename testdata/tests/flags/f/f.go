// Package f's tests read -short and stop at the first failure with -failfast; -count 2 runs
// them twice.
package f

func F() bool { return true }
