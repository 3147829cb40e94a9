// Package top panics in a test: the reports of the test are written, then the panic ends
// the program; the tests after it do not run.
package top

import "testing"

func TestBefore(t *testing.T) { t.Log("passes before the panic") }

func TestPanics(t *testing.T) {
	defer println("deferred call runs before the report")
	t.Log("logged before the panic")
	var s []int
	i := 3
	_ = s[i]
}

func TestAfter(t *testing.T) { t.Error("never runs") }
