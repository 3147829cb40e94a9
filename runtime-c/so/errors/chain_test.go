package errors_test

import (
	"testing"

	"solod.dev/so/errors"
	"solod.dev/so/fmt"
)

// statusError is a custom error type, found in chains by As.
type statusError struct{ status int }

func (e *statusError) Error() string { return "bad status" }

// otherError is never in the chains below.
type otherError struct{}

func (*otherError) Error() string { return "other" }

// alwaysMatches reports every error it is compared with as a match.
type alwaysMatches struct{}

func (alwaysMatches) Error() string        { return "always matches" }
func (alwaysMatches) Is(target error) bool { return true }

func TestNewIsDistinct(t *testing.T) {
	a, b := errors.New("same"), errors.New("same")
	if a.Error() != "same" || a == b || !errors.Is(a, a) || errors.Is(a, b) {
		t.Fatal("New: equal texts must still be different errors, each equal to itself")
	}
}

func TestChainsThroughErrorf(t *testing.T) {
	base := errors.New("base")
	inner := fmt.Errorf("layer 1: %w", base)
	outer := fmt.Errorf("layer 2: %w", inner)
	if outer.Error() != "layer 2: layer 1: base" {
		t.Fatalf("Error() = %q", outer.Error())
	}
	if !errors.Is(outer, base) || !errors.Is(outer, inner) {
		t.Fatal("Is does not follow Unwrap")
	}
	if errors.Unwrap(outer) != inner || errors.Unwrap(inner) != base || errors.Unwrap(base) != nil {
		t.Fatal("Unwrap")
	}
	if errors.Is(nil, base) || !errors.Is(nil, nil) || errors.Is(base, nil) {
		t.Fatal("Is with nil")
	}
	if !errors.Is(alwaysMatches{}, base) {
		t.Fatal("Is does not use an Is method")
	}
	se := &statusError{404}
	chain := fmt.Errorf("request: %w", se)
	var got *statusError
	if !errors.As(chain, &got) || got != se || got.status != 404 {
		t.Fatal("As does not find the *statusError")
	}
	var other *otherError
	if errors.As(chain, &other) || other != nil {
		t.Fatal("As matched an error that is not in the chain")
	}
}

func TestJoinChain(t *testing.T) {
	if errors.Join() != nil || errors.Join(nil, nil) != nil {
		t.Fatal("Join of nothing is not nil")
	}
	a, b := errors.New("first"), errors.New("second")
	j := errors.Join(a, nil, b)
	if j.Error() != "first\nsecond" {
		t.Fatalf("Error() = %q", j.Error())
	}
	if !errors.Is(j, a) || !errors.Is(j, b) || errors.Unwrap(j) != nil {
		t.Fatal("Join: Is looks into it, Unwrap does not")
	}
	var se *statusError
	if !errors.As(errors.Join(a, &statusError{3}), &se) || se.status != 3 {
		t.Fatal("As does not look into a Join")
	}
	if errors.ErrUnsupported.Error() != "unsupported operation" {
		t.Fatal("ErrUnsupported")
	}
}
