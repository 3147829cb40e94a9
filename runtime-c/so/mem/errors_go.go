//go:build !solod

package mem

import "solod.dev/so/errors"

// ErrOutOfMemory reports that an allocation cannot be satisfied.
var ErrOutOfMemory = errors.New("mem: out of memory")

// ErrNoAlloc is NoAlloc's answer to every request.
var ErrNoAlloc = errors.New("mem: allocation not allowed")
