//go:build !solod

// What panics in package c: So cannot recover a panic, so these checks run under go test only.
// Raw and Val are checked in C by c_code_test.go.

package c_test

import (
	"fmt"
	"strings"
	"testing"

	"solod.dev/so/c"
)

// panicMsg runs f and returns what it panicked with, or "no panic".
func panicMsg(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
		}
	}()
	f()
	return "no panic"
}

func TestPtrAsOfANonPointer(t *testing.T) {
	if got := panicMsg(func() { c.PtrAs[int32](42) }); got != "c: PtrAs of int, which is not a pointer" {
		t.Fatalf("PtrAs(42) panicked with %q", got)
	}
}

func TestAssertionsFail(t *testing.T) {
	if got := panicMsg(func() { c.Assert(1 > 2, "one is not greater than two") }); got != "one is not greater than two" {
		t.Fatalf("Assert panicked with %q", got)
	}
	if got := panicMsg(func() { c.Assume(false) }); got != "c: false assumption" {
		t.Fatalf("Assume panicked with %q", got)
	}
}

// Raw and Val hold C source, which Go cannot run: they panic and say so.
func TestCOnly(t *testing.T) {
	if got := panicMsg(func() { c.Raw("puts(\"hi\");") }); !strings.HasPrefix(got, "c: Raw holds C code") || !strings.Contains(got, "puts") {
		t.Fatalf("Raw panicked with %q", got)
	}
	if got := panicMsg(func() { c.Val[c.Int]("INT_MAX") }); !strings.HasPrefix(got, "c: Val holds a C expression") || !strings.Contains(got, "INT_MAX") {
		t.Fatalf("Val panicked with %q", got)
	}
}
