//go:build solod

package fmt

import (
	"unsafe"

	"solod.dev/so/c"
	"solod.dev/so/errors"
)

// Errorf formats according to the format and returns an error whose Error method gives the
// text. An operand of a %w verb that is an error is wrapped: with one such operand the error
// has Unwrap() error, with several Unwrap() []error (in operand order, each once). %w with an
// operand that is not an error prints as a bad verb. With neither arguments nor verbs the
// error is errors.New(format).
//
// The text, and the error values that wrap, live in the caller's frame, like any value a
// function returns.
func Errorf(format string, a ...any) error {
	if len(a) == 0 && !hasPercent(format) {
		return errors.New(format)
	}
	// Room for one index per %w: at most one per percent sign.
	wrapped := make([]int, 0, countPercent(format))
	var p pp
	p.wrapErrs = true
	p.wrapped = &wrapped
	p.dest = toBuf
	// The buffer is C's uninitialized frame memory (see fprint).
	c.Raw("uint8_t fmt_frame_buf[4096];")
	p.out = unsafe.Slice(c.Val[*byte]("fmt_frame_buf"), outBufSize)
	p.doPrintf(format, a)
	var msg string
	if p.dropped == 0 {
		msg = string(p.out[:p.n])
	} else {
		// Longer than the buffer: format again, into memory of the right size.
		size := p.n + p.dropped
		dst := make([]byte, size)
		p = pp{}
		p.wrapErrs = true
		wrapped = wrapped[:0]
		p.wrapped = &wrapped
		p.dest = toBuf
		p.out = dst
		p.doPrintf(format, a)
		msg = string(dst[:p.n])
	}
	switch len(wrapped) {
	case 0:
		return errors.New(msg)
	case 1:
		e, _ := a[wrapped[0]].(error)
		return &wrapError{msg, e}
	}
	if p.reordered {
		sortInts(wrapped)
	}
	n := 0
	for i, k := range wrapped {
		if i > 0 && wrapped[i-1] == k {
			continue
		}
		if _, ok := a[k].(error); ok {
			n++
		}
	}
	errs := make([]error, 0, n)
	for i, k := range wrapped {
		if i > 0 && wrapped[i-1] == k {
			continue
		}
		if e, ok := a[k].(error); ok {
			errs = append(errs, e)
		}
	}
	if n == 0 {
		errs = nil
	}
	return &wrapErrors{msg, errs}
}

// wrapError is Errorf's error with one %w operand.
type wrapError struct {
	msg string
	err error
}

func (e *wrapError) Error() string { return e.msg }
func (e *wrapError) Unwrap() error { return e.err }

// wrapErrors is Errorf's error with several %w operands.
type wrapErrors struct {
	msg  string
	errs []error
}

func (e *wrapErrors) Error() string   { return e.msg }
func (e *wrapErrors) Unwrap() []error { return e.errs }

func hasPercent(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			return true
		}
	}
	return false
}

func countPercent(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			n++
		}
	}
	return n
}

func sortInts(x []int) {
	for i := 1; i < len(x); i++ {
		for j := i; j > 0 && x[j] < x[j-1]; j-- {
			x[j], x[j-1] = x[j-1], x[j]
		}
	}
}

// writeError is the error of a failed write to standard output: Go's text for the error
// numbers a write can give.
func writeError(errno int32) error {
	switch errno {
	case 9:
		return errBadFd
	case 32:
		return errBrokenPipe
	case 28:
		return errNoSpace
	case 11:
		return errAgain
	case 27:
		return errTooLarge
	case 122:
		return errQuota
	case 22:
		return errInvalid
	}
	return errIO
}

var (
	errBadFd      = errors.New("write /dev/stdout: bad file descriptor")
	errBrokenPipe = errors.New("write /dev/stdout: broken pipe")
	errNoSpace    = errors.New("write /dev/stdout: no space left on device")
	errAgain      = errors.New("write /dev/stdout: resource temporarily unavailable")
	errTooLarge   = errors.New("write /dev/stdout: file too large")
	errQuota      = errors.New("write /dev/stdout: disk quota exceeded")
	errInvalid    = errors.New("write /dev/stdout: invalid argument")
	errIO         = errors.New("write /dev/stdout: input/output error")
)
