// Package re's tests are selected by -run's regular expressions: alternation, anchors,
// classes, repetition, flags, escapes, and the levels of subtests.
package re

import "testing"

func TestAlpha(t *testing.T) {}

func TestBeta(t *testing.T) {}

func TestBetamax(t *testing.T) {}

func TestBeta2(t *testing.T) { t.Error("Be[a-z]+$ does not match Beta2") }

func TestGamma9(t *testing.T) {
	for _, n := range []string{"sub1", "sub22", "Sub3", "x.y", "xzy", "a b"} {
		t.Run(n, func(t *testing.T) {})
	}
}
