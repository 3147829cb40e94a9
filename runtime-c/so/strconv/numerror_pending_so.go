//go:build solod

package strconv

// PENDING(rstack): the So forms of the error constructors, until a function's returned
// values live in its caller's frame. The parse functions return the bare reason (ErrSyntax,
// ErrRange, ErrBase, ErrBitSize), so errors.Is(err, strconv.ErrRange) works as in Go, but
// err.Error() is the reason alone ("invalid syntax") where Go writes
// `strconv.ParseInt: parsing "x": invalid syntax`, and errors.As to *NumError finds nothing.

func (e *NumError) Error() string { return e.Err.Error() }

func syntaxError(fn, str string) error { return ErrSyntax }

func rangeError(fn, str string) error { return ErrRange }

func baseError(fn, str string, base int) error { return ErrBase }

func bitSizeError(fn, str string, bitSize int) error { return ErrBitSize }

func reFunc(err error, fn, str string) error { return err }
