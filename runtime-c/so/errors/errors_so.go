//go:build solod

// The So declarations of package errors: plain So code with Go's semantics, without heap
// allocation. New's values are values (a message and a number unique to the call), so a
// function can return errors.New(...) and two calls never make equal errors. As is
// specialized by the compiler: a call errors.As(err, &v) with v of type E calls asTarget[E]
// (check/errors_as.rs), since without reflection only the call site knows E.
package errors

import (
	"solod.dev/so/sync/atomic"
)

//so:embed errors_so.h
var header string

// errorString is New's error: the message, and the number of the New call that made it.
type errorString struct {
	s  string
	id uint64
}

func (e errorString) Error() string { return e.s }

// calls numbers New's calls.
var calls atomic.Uint64

// New returns an error whose Error method returns text. Each call returns a distinct value,
// even for the same text.
func New(text string) error {
	return errorString{text, calls.Add(1)}
}

// ErrUnsupported reports that an operation cannot be performed because it is unsupported.
var ErrUnsupported = New("unsupported operation")

// isComparable reports whether err's dynamic type is comparable.
//
//so:extern errors_comparable nodecay
func isComparable(err error) bool { panic("implemented in C by errors_so.h") }

// Is reports whether any error in err's tree matches target: equals it, or has an
// Is(error) bool method that reports so.
func Is(err, target error) bool {
	if err == nil || target == nil {
		return err == target
	}
	return is(err, target, isComparable(target))
}

func is(err, target error, targetComparable bool) bool {
	for {
		if targetComparable && err == target {
			return true
		}
		if x, ok := err.(interface{ Is(error) bool }); ok && x.Is(target) {
			return true
		}
		switch x := err.(type) {
		case interface{ Unwrap() error }:
			err = x.Unwrap()
			if err == nil {
				return false
			}
		case interface{ Unwrap() []error }:
			for _, err := range x.Unwrap() {
				if is(err, target, targetComparable) {
					return true
				}
			}
			return false
		default:
			return false
		}
	}
}

// As finds the first error in err's tree that matches target (a non-nil pointer to an
// interface or to a type implementing error), sets target to it and returns true; otherwise
// it returns false.
//
// The compiler replaces every call errors.As(err, target) by asTarget[E](err, target), where
// *E is target's static type; this body runs only when As is called through a func value,
// where the target's type is not known.
func As(err error, target any) bool {
	panic("errors: As called through a func value: So needs the target's pointer type where errors.As is called")
}

// asTarget is As for a target of static type *E.
func asTarget[E any](err error, target *E) bool {
	if err == nil {
		return false
	}
	if target == nil {
		panic("errors: target must be a non-nil pointer")
	}
	return as(err, target)
}

func as[E any](err error, target *E) bool {
	for {
		if v, ok := any(err).(E); ok {
			*target = v
			return true
		}
		if x, ok := err.(interface{ As(any) bool }); ok && x.As(target) {
			return true
		}
		switch x := err.(type) {
		case interface{ Unwrap() error }:
			err = x.Unwrap()
			if err == nil {
				return false
			}
		case interface{ Unwrap() []error }:
			for _, err := range x.Unwrap() {
				if err == nil {
					continue
				}
				if as(err, target) {
					return true
				}
			}
			return false
		default:
			return false
		}
	}
}

// Unwrap returns the result of err's Unwrap() error method, or nil when it has none.
func Unwrap(err error) error {
	u, ok := err.(interface{ Unwrap() error })
	if !ok {
		return nil
	}
	return u.Unwrap()
}

// joinError is Join's error: the non-nil errors, in a slice of its own. Join returns a pointer,
// as Go's does, so joined errors compare by identity.
type joinError struct {
	errs []error
}

// Join returns an error wrapping the non-nil errs, or nil if there are none. Its Error method
// returns their messages separated by newlines. The error keeps a copy of the non-nil errors
// (in the caller's frame, like any value a function returns); errs itself is not changed.
func Join(errs ...error) error {
	n := 0
	for _, err := range errs {
		if err != nil {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	kept := make([]error, 0, n)
	for _, err := range errs {
		if err != nil {
			kept = append(kept, err)
		}
	}
	return &joinError{kept}
}

func (e *joinError) Error() string {
	if len(e.errs) == 1 {
		return e.errs[0].Error()
	}
	msgs := make([]string, len(e.errs))
	size := len(e.errs) - 1
	for i, err := range e.errs {
		msgs[i] = err.Error()
		size += len(msgs[i])
	}
	b := make([]byte, 0, size)
	for i, m := range msgs {
		if i > 0 {
			b = append(b, '\n')
		}
		b = append(b, m...)
	}
	return string(b)
}

func (e *joinError) Unwrap() []error {
	return e.errs
}
