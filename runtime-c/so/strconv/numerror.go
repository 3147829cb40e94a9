package strconv

// The error constructors and NumError.Error build values that, under solod, live in the
// caller's frame like any value a function returns.

// Error is Go's message: `strconv.ParseInt: parsing "12a": invalid syntax`.
func (e *NumError) Error() string {
	// A quoted byte takes at most four bytes (\xff).
	q := make([]byte, 0, 2+4*len(e.Num))
	return "strconv." + e.Func + ": parsing " + string(AppendQuote(q, e.Num)) + ": " + e.Err.Error()
}

func syntaxError(fn, str string) error { return &NumError{fn, str, ErrSyntax} }

func rangeError(fn, str string) error { return &NumError{fn, str, ErrRange} }

func baseError(fn, str string, base int) error {
	var b [24]byte
	return &NumError{fn, str, &fixedError{"invalid base " + Itoa(b[:], base), ErrBase}}
}

func bitSizeError(fn, str string, bitSize int) error {
	var b [24]byte
	return &NumError{fn, str, &fixedError{"invalid bit size " + Itoa(b[:], bitSize), ErrBitSize}}
}

// fixedError is Go's message for a bad base or bit size ("invalid base 1"), which is also
// ErrBase or ErrBitSize for errors.Is.
type fixedError struct {
	msg  string
	kind error
}

func (e *fixedError) Error() string        { return e.msg }
func (e *fixedError) Is(target error) bool { return target == e.kind }

// reFunc gives the NumError of another parse function, renamed to the function (and input)
// that reports it as its own. It makes a new NumError rather than changing err, so that no
// caller's string is stored in memory the caller did not make (the lifetime rules).
func reFunc(err error, fn, str string) error {
	if ne, ok := err.(*NumError); ok {
		return &NumError{Func: fn, Num: str, Err: ne.Err}
	}
	return err
}
