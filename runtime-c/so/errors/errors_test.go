//go:build !solod

// The parts of the errors tests that need Go's standard library (fmt with Sprintf into a
// new string, io/fs, recover); chain_test.go holds the ones solod test runs too.

package errors_test

import (
	"fmt"
	"io/fs"
	"testing"

	"solod.dev/so/errors"
)

func TestNew(t *testing.T) {
	a, b := errors.New("same text"), errors.New("same text")
	if a.Error() != "same text" {
		t.Fatalf("Error() = %q", a.Error())
	}
	if a == b || errors.Is(a, b) {
		t.Fatal("two calls of New with the same text made equal errors")
	}
	if !errors.Is(a, a) {
		t.Fatal("an error is not itself")
	}
}

type codeError struct{ code int }

func (e *codeError) Error() string { return fmt.Sprintf("code %d", e.code) }

// matchAny reports every error it is compared with as a match.
type matchAny struct{}

func (matchAny) Error() string        { return "matches anything" }
func (matchAny) Is(target error) bool { return true }

func TestWrapChains(t *testing.T) {
	base := errors.New("base")
	wrapped := fmt.Errorf("layer 2: %w", fmt.Errorf("layer 1: %w", base))
	if !errors.Is(wrapped, base) {
		t.Fatal("Is does not follow Unwrap")
	}
	if errors.Unwrap(errors.Unwrap(wrapped)) != base || errors.Unwrap(base) != nil {
		t.Fatal("Unwrap")
	}
	if errors.Is(nil, base) || !errors.Is(nil, nil) || errors.Is(base, nil) {
		t.Fatal("Is with nil")
	}
	if !errors.Is(matchAny{}, base) {
		t.Fatal("Is does not use the Is method")
	}

	ce := &codeError{7}
	chain := fmt.Errorf("request failed: %w", ce)
	var got *codeError
	if !errors.As(chain, &got) || got != ce {
		t.Fatalf("As = %v", got)
	}
	var pe *fs.PathError
	if errors.As(chain, &pe) {
		t.Fatal("As matched an error that is not in the chain")
	}
	var iface interface{ Error() string }
	if !errors.As(chain, &iface) || iface != chain {
		t.Fatal("As into an interface")
	}
	defer func() {
		if r := recover(); r == nil {
			t.Fatal("As with a non-pointer target did not panic")
		}
	}()
	errors.As(chain, got)
}

func TestJoin(t *testing.T) {
	if errors.Join() != nil || errors.Join(nil, nil) != nil {
		t.Fatal("Join of nothing is not nil")
	}
	a, b := errors.New("first"), errors.New("second")
	j := errors.Join(a, nil, b)
	if j.Error() != "first\nsecond" {
		t.Fatalf("Join(...).Error() = %q", j.Error())
	}
	if !errors.Is(j, a) || !errors.Is(j, b) {
		t.Fatal("Is does not look into a Join")
	}
	if errors.Unwrap(j) != nil {
		t.Fatal("Unwrap of a Join is not nil (it has Unwrap() []error)")
	}
	var ce *codeError
	if !errors.As(errors.Join(a, &codeError{3}), &ce) || ce.code != 3 {
		t.Fatal("As does not look into a Join")
	}
}

func TestErrUnsupported(t *testing.T) {
	if errors.ErrUnsupported.Error() != "unsupported operation" {
		t.Fatalf("ErrUnsupported = %q", errors.ErrUnsupported.Error())
	}
}
