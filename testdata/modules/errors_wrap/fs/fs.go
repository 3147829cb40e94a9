// Package fs has the error values and types the main package inspects: sentinel errors made
// by errors.New in package variables, a custom error type with a value receiver, one with a
// pointer receiver that wraps another error, and one with its own Is method.
package fs

import "solod.dev/so/errors"

var (
	ErrNotExist   = errors.New("file does not exist")
	ErrPermission = errors.New("permission denied")
	ErrSame       = errors.New("file does not exist") // same text, another error
)

// PathError records an error and the operation and path that caused it.
type PathError struct {
	Op   string
	Path string
	Err  error
}

// Error returns the operation (So's Error methods return strings that outlive them: no
// concatenation).
func (e *PathError) Error() string { return e.Op }

func (e *PathError) Unwrap() error { return e.Err }

// Errno is a system error number.
type Errno int

func (e Errno) Error() string {
	switch e {
	case 2:
		return "no such file or directory"
	case 13:
		return "permission denied"
	}
	return "errno"
}

// Is makes Errno 2 match ErrNotExist and Errno 13 match ErrPermission.
func (e Errno) Is(target error) bool {
	switch e {
	case 2:
		return target == ErrNotExist
	case 13:
		return target == ErrPermission
	}
	return false
}

// Temporary is implemented by errors that may go away.
type Temporary interface {
	Temporary() bool
}

// Timeout is a temporary error.
type Timeout struct{ After int }

func (t Timeout) Error() string   { return "timeout" }
func (t Timeout) Temporary() bool { return true }
