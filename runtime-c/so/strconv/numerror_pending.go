//go:build !solod

package strconv

// The natural Go forms of the error constructors and of NumError.Error, which build values a
// So function cannot return yet. PENDING(rstack): when a function's returned values live in
// its caller's frame, these become the only version and numerror_pending_so.go goes.

func (e *NumError) Error() string {
	var buf [64]byte
	return "strconv." + e.Func + ": parsing " + string(AppendQuote(buf[:0:0], e.Num)) + ": " + e.Err.Error()
}

func syntaxError(fn, str string) error { return &NumError{fn, str, ErrSyntax} }

func rangeError(fn, str string) error { return &NumError{fn, str, ErrRange} }

func baseError(fn, str string, base int) error {
	return &NumError{fn, str, &fixedError{"invalid base " + Itoa(nil, base), ErrBase}}
}

func bitSizeError(fn, str string, bitSize int) error {
	return &NumError{fn, str, &fixedError{"invalid bit size " + Itoa(nil, bitSize), ErrBitSize}}
}

// fixedError is Go's message for a bad base or bit size ("invalid base 1"), which is also
// ErrBase or ErrBitSize for errors.Is.
type fixedError struct {
	msg  string
	kind error
}

func (e *fixedError) Error() string        { return e.msg }
func (e *fixedError) Is(target error) bool { return target == e.kind }

// reFunc renames the function (and input) a NumError names, for a parse function that
// reports another's error as its own.
func reFunc(err error, fn, str string) error {
	if ne, ok := err.(*NumError); ok {
		ne.Func = fn
		ne.Num = str
	}
	return err
}
