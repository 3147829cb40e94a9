package strconv

import "solod.dev/so/errors"

// ErrRange indicates that a value is out of range for the target type.
var ErrRange = errors.New("value out of range")

// ErrSyntax indicates that a value does not have the right syntax for the target type.
var ErrSyntax = errors.New("invalid syntax")

// ErrBase and ErrBitSize are the errors of an invalid base or bit size, as the peer Solod
// names them (Go makes a new error with the value in its message each time).
var (
	ErrBase    = errors.New("invalid base")
	ErrBitSize = errors.New("invalid bit size")
)

// A NumError records a failed conversion: the function (ParseBool, ParseInt, ParseUint,
// ParseFloat), its input and the reason (ErrRange, ErrSyntax, ErrBase or ErrBitSize).
type NumError struct {
	Func string // the failing function
	Num  string // the input
	Err  error  // the reason the conversion failed
}

// Unwrap returns the reason, so errors.Is(err, strconv.ErrRange) works.
func (e *NumError) Unwrap() error { return e.Err }

// isRange reports whether err is a range error (its value is still meaningful).
func isRange(err error) bool { return errors.Is(err, ErrRange) }
