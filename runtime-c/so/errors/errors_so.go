//go:build solod

// The So declarations of package errors: plain So code with Go's semantics, without heap
// allocation. New's values are values (a message and a number unique to the call), so a
// function can return errors.New(...) and two calls never make equal errors. As is
// specialized by the compiler: a call errors.As(err, &v) with v of type E calls asTarget[E]
// (check/errors_as.rs), since without reflection only the call site knows E.
package errors

import (
	"unsafe"

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

// joinError is Join's error: the n errors at errs (the front of the slice Join was given) and
// the message, made when Join is called.
type joinError struct {
	errs *error
	n    uint32
	mlen uint32
	msg  *byte
}

// joinText holds the messages of Join's errors: static memory, as So allocates nothing behind
// the program's back, used from the front and never reused.
var (
	joinText [1 << 16]byte
	joinUsed atomic.Uint64
)

// Join returns an error wrapping the non-nil errs, or nil if there are none. Its Error method
// returns their messages separated by newlines. The non-nil errors are moved to the front of
// errs, which the returned error refers to: it lives as long as the slice.
func Join(errs ...error) error {
	n := 0
	size := 0
	for _, err := range errs {
		if err != nil {
			errs[n] = err
			n++
			size += len(err.Error()) + 1
		}
	}
	if n == 0 {
		return nil
	}
	size--
	end := joinUsed.Add(uint64(size))
	if end > uint64(len(joinText)) {
		panic("errors: Join: the messages of the joined errors exceed the 64 KiB So keeps for them")
	}
	buf := joinText[end-uint64(size) : end]
	k := 0
	for i := 0; i < n; i++ {
		if i > 0 {
			buf[k] = '\n'
			k++
		}
		k += copy(buf[k:], errs[i].Error())
	}
	var msg *byte
	if size > 0 {
		msg = &buf[0]
	}
	return joinError{&errs[0], uint32(n), uint32(size), msg}
}

func (e joinError) Error() string {
	return unsafe.String(e.msg, int(e.mlen))
}

func (e joinError) Unwrap() []error {
	return unsafe.Slice(e.errs, int(e.n))
}
