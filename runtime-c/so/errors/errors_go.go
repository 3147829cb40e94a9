//go:build !solod

package errors

import goerrors "errors"

// New returns an error whose Error method returns text. Each call returns a distinct value,
// even for the same text.
func New(text string) error { return goerrors.New(text) }

// Is reports whether any error in err's tree matches target: equals it, or has an
// Is(error) bool method that reports so.
func Is(err, target error) bool { return goerrors.Is(err, target) }

// As finds the first error in err's tree that matches target (a non-nil pointer to an
// interface or to a type implementing error), sets target to it and returns true; otherwise
// it returns false. It panics if target is not such a pointer.
func As(err error, target any) bool { return goerrors.As(err, target) }

// Unwrap returns the result of err's Unwrap() error method, or nil when it has none.
func Unwrap(err error) error { return goerrors.Unwrap(err) }

// Join returns an error wrapping the non-nil errs, or nil if there are none. Its Error method
// returns their messages separated by newlines.
func Join(errs ...error) error { return goerrors.Join(errs...) }

// ErrUnsupported reports that an operation cannot be performed because it is unsupported.
var ErrUnsupported = goerrors.ErrUnsupported
