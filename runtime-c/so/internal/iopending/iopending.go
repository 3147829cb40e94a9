// Package iopending holds the pieces of package io that so/strings and so/bytes use until
// so/io is part of the library: the same names and texts as io's. PENDING(io): replace
// iopending.X by io.X everywhere and delete this package, so that callers can compare with
// io.EOF and the WriteTo/ReadFrom methods satisfy io.WriterTo/io.ReaderFrom.
package iopending

import "solod.dev/so/errors"

// EOF is returned by Read when no more input is available.
var EOF = errors.New("EOF")

// ErrShortWrite means that a write accepted fewer bytes than requested but returned no error.
var ErrShortWrite = errors.New("short write")

// Reader is io.Reader.
type Reader interface {
	Read(p []byte) (n int, err error)
}

// Writer is io.Writer.
type Writer interface {
	Write(p []byte) (n int, err error)
}
