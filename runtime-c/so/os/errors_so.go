//go:build solod

package os

import (
	"solod.dev/so/errors"
	"solod.dev/so/io"
)

// The errors of the package, with Go's texts. errors.Is(err, ErrNotExist) and the Is*
// functions see them behind a PathError, a LinkError, a SyscallError and an error number.
var (
	ErrInvalid    = errors.New("invalid argument")
	ErrPermission = errors.New("permission denied")
	ErrExist      = errors.New("file already exists")
	ErrNotExist   = errors.New("file does not exist")
	ErrClosed     = errors.New("file already closed")
)

// PathError records an error and the operation and file path that caused it.
type PathError struct {
	Op   string
	Path string
	Err  error
}

// Error returns "op path: err", e.g. "open nofile.txt: no such file or directory".
func (e *PathError) Error() string { return e.Op + " " + e.Path + ": " + e.Err.Error() }

// Unwrap returns the error that caused e.
func (e *PathError) Unwrap() error { return e.Err }

// LinkError records an error during a link, symlink or rename, and the paths that caused it.
type LinkError struct {
	Op  string
	Old string
	New string
	Err error
}

// Error returns "op old new: err".
func (e *LinkError) Error() string {
	return e.Op + " " + e.Old + " " + e.New + ": " + e.Err.Error()
}

// Unwrap returns the error that caused e.
func (e *LinkError) Unwrap() error { return e.Err }

// SyscallError records an error from a specific system call.
type SyscallError struct {
	Syscall string
	Err     error
}

// Error returns "syscall: err".
func (e *SyscallError) Error() string { return e.Syscall + ": " + e.Err.Error() }

// Unwrap returns the error that caused e.
func (e *SyscallError) Unwrap() error { return e.Err }

// errno is an error number of the system, Go's syscall.Errno: its text is Go's, and Is
// relates it to the package's errors as Go's does.
type errno uintptr

// Error returns Go's text for e ("no such file or directory"), "errno N" for a number without
// one.
func (e errno) Error() string {
	if e < errno(len(errnoText)) && errnoText[e] != "" {
		return errnoText[e]
	}
	var buf [32]byte
	i := len(buf)
	v := uint64(e)
	for {
		i--
		buf[i] = byte('0' + v%10)
		v /= 10
		if v == 0 {
			break
		}
	}
	return "errno " + string(buf[i:])
}

// Is reports whether e is one of the conditions target stands for: ErrPermission (EACCES,
// EPERM), ErrExist (EEXIST, ENOTEMPTY), ErrNotExist (ENOENT) and errors.ErrUnsupported
// (ENOSYS, ENOTSUP, EOPNOTSUPP).
func (e errno) Is(target error) bool {
	switch target {
	case ErrPermission:
		return e == eACCES || e == ePERM
	case ErrExist:
		return e == eEXIST || e == eNOTEMPTY
	case ErrNotExist:
		return e == eNOENT
	case errors.ErrUnsupported:
		return e == eNOSYS || e == eNOTSUP || e == eOPNOTSUPP
	}
	return false
}

// The operations of a File that can fail, as fileError names them.
const (
	opRead uint8 = iota
	opWrite
	opSeek
	opReadAt
	opWriteAt
	opSync
	opClose
	opStat
)

var opNames = [...]string{"read", "write", "seek", "readat", "writeat", "sync", "close", "stat"}

// The causes of a fileError that are not error numbers.
const (
	codeClosed     uint16 = 0xffff // ErrClosed
	codeNegOffset  uint16 = 0xfffe // errNegativeOffset
	codeShortWrite uint16 = 0xfffd // a write that wrote nothing: io.ErrUnexpectedEOF
)

var errNegativeOffset = errors.New("negative offset")

// fileError is the error of a File method: what Go's *PathError says ("read f.txt: is a
// directory"), in a value small enough to live inside the error interface (a path, an
// operation and a cause), so the error is no memory of any frame. It unwraps to the error
// number, ErrClosed or the cause it names.
type fileError struct {
	path string
	op   uint8
	code uint16
}

// Error returns "op path: cause".
func (e fileError) Error() string {
	return opNames[e.op] + " " + e.path + ": " + e.Unwrap().Error()
}

// Unwrap returns the cause of e.
func (e fileError) Unwrap() error {
	switch e.code {
	case codeClosed:
		return ErrClosed
	case codeNegOffset:
		return errNegativeOffset
	case codeShortWrite:
		return io.ErrUnexpectedEOF
	}
	return errno(e.code)
}

// underlying returns the error behind err's PathError, LinkError, SyscallError or fileError
// (only those, as Go's os does), err itself otherwise.
func underlying(err error) error {
	switch e := err.(type) {
	case *PathError:
		return e.Err
	case *LinkError:
		return e.Err
	case *SyscallError:
		return e.Err
	case fileError:
		return e.Unwrap()
	}
	return err
}

// underlyingIs reports whether the error behind err is target or an error number that Is
// target.
func underlyingIs(err, target error) bool {
	err = underlying(err)
	if err == target {
		return true
	}
	e, ok := err.(errno)
	return ok && e.Is(target)
}

// IsExist reports whether err says that a file or directory already exists (ErrExist, EEXIST,
// ENOTEMPTY), looking behind a PathError, LinkError or SyscallError only.
func IsExist(err error) bool { return underlyingIs(err, ErrExist) }

// IsNotExist reports whether err says that a file or directory does not exist (ErrNotExist,
// ENOENT), looking behind a PathError, LinkError or SyscallError only.
func IsNotExist(err error) bool { return underlyingIs(err, ErrNotExist) }

// IsPermission reports whether err says that permission is denied (ErrPermission, EACCES,
// EPERM), looking behind a PathError, LinkError or SyscallError only.
func IsPermission(err error) bool { return underlyingIs(err, ErrPermission) }
