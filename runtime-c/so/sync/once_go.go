//go:build !solod

package sync

import gosync "sync"

// Once runs a function exactly once. The zero Once has not run it yet.
type Once struct {
	once gosync.Once
}

// Do calls f if and only if Do is being called for the first time on this Once. Concurrent
// callers block until that first call of f has returned. If f panics, Do considers it returned.
// Calling Do on the same Once from inside f deadlocks, as in Go.
func (o *Once) Do(f func()) {
	o.once.Do(f)
}

// Init does nothing: a zero Once is ready to use. It exists for source compatibility.
func (o *Once) Init() {}

// Free does nothing: a Once owns no memory. It exists for source compatibility.
func (o *Once) Free() {}
