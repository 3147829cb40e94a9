package io

import (
	"solod.dev/so/errors"
	"solod.dev/so/mem"
)

// The whence values of Seek.
const (
	SeekStart   = 0 // from the start
	SeekCurrent = 1 // from the current offset
	SeekEnd     = 2 // from the end
)

// EOF is what Read returns when there is no more input. Readers return EOF itself, never an
// error wrapping it, since callers compare with ==; it signals a graceful end only (an end in
// the middle of a structure is ErrUnexpectedEOF or another error).
var EOF = errors.New("EOF")

// ErrUnexpectedEOF means that the input ended in the middle of a fixed-size block or a
// structure.
var ErrUnexpectedEOF = errors.New("unexpected EOF")

// ErrShortWrite means that a Write wrote fewer bytes than asked without returning an error.
var ErrShortWrite = errors.New("short write")

// ErrShortBuffer means that a read needed a longer buffer than the one given.
var ErrShortBuffer = errors.New("short buffer")

// ErrNoProgress is what some clients of a Reader return when many calls of Read returned
// neither data nor an error: the sign of a broken Reader.
var ErrNoProgress = errors.New("multiple Read calls return no data or error")

// ErrClosedPipe is the error of a read or write on a closed pipe.
var ErrClosedPipe = errors.New("io: read/write on closed pipe")

// ErrInvalidWrite means that a Write returned an impossible count.
var ErrInvalidWrite = errors.New("invalid write result")

// ErrNegativeRead means that a Read returned a negative count.
var ErrNegativeRead = errors.New("io: Read returned negative count")

// ErrOffset is what Seek returns for an invalid offset.
var ErrOffset = errors.New("Seek: invalid offset")

// ErrWhence is what Seek returns for an invalid whence.
var ErrWhence = errors.New("Seek: invalid whence")

// ErrUnread is what an unread operation returns when it cannot give the last read back.
var ErrUnread = errors.New("io: cannot unread previous read operation")

// copyBufSize is the size of the buffer Copy stages the bytes through (Go's).
const copyBufSize = 32 * 1024

// WriteString writes s to w: through w's WriteString when it has one, otherwise with one
// Write of s's bytes.
func WriteString(w Writer, s string) (int, error) {
	if sw, ok := w.(StringWriter); ok {
		return sw.WriteString(s)
	}
	return w.Write([]byte(s))
}

// ReadAtLeast reads from r into buf until it has read at least min bytes, and returns how
// many it read. The error is EOF only when nothing was read, ErrUnexpectedEOF when the input
// ended after fewer than min bytes, and ErrShortBuffer when buf is shorter than min. An error
// after min bytes were read is dropped.
func ReadAtLeast(r Reader, buf []byte, min int) (int, error) {
	if len(buf) < min {
		return 0, ErrShortBuffer
	}
	n := 0
	var err error
	for n < min && err == nil {
		var k int
		k, err = r.Read(buf[n:])
		n += k
	}
	if n >= min {
		err = nil
	} else if n > 0 && err == EOF {
		err = ErrUnexpectedEOF
	}
	return n, err
}

// ReadFull reads exactly len(buf) bytes from r into buf; see ReadAtLeast for the errors.
func ReadFull(r Reader, buf []byte) (int, error) {
	return ReadAtLeast(r, buf, len(buf))
}

// CopyN copies n bytes (or until an error) from src to dst and returns how many it copied:
// n exactly when the error is nil. A src that ends early gives EOF.
func CopyN(dst Writer, src Reader, n int64) (int64, error) {
	lr := LimitedReader{src, n}
	written, err := Copy(dst, &lr)
	if written == n {
		return n, nil
	}
	if written < n && err == nil {
		err = EOF
	}
	return written, err
}

// Copy copies from src to dst until src reports EOF or an error occurs, and returns the number
// of bytes copied and the first error other than EOF. It uses src's WriteTo or else dst's
// ReadFrom when they exist; otherwise it stages the bytes through a 32 KiB buffer in its frame
// (smaller when src is a *LimitedReader with less left).
func Copy(dst Writer, src Reader) (int64, error) {
	return copyBuffer(dst, src, nil)
}

// CopyBuffer is Copy staging the bytes through buf (when neither WriteTo nor ReadFrom is used).
// A nil buf means Copy's own buffer; an empty, non-nil one panics.
func CopyBuffer(dst Writer, src Reader, buf []byte) (int64, error) {
	if buf != nil && len(buf) == 0 {
		panic("empty buffer in CopyBuffer")
	}
	return copyBuffer(dst, src, buf)
}

func copyBuffer(dst Writer, src Reader, buf []byte) (int64, error) {
	if wt, ok := src.(WriterTo); ok {
		return wt.WriteTo(dst)
	}
	if rf, ok := dst.(ReaderFrom); ok {
		return rf.ReadFrom(src)
	}
	var own [copyBufSize]byte
	if buf == nil {
		size := copyBufSize
		if l, ok := src.(*LimitedReader); ok && int64(size) > l.N {
			if l.N < 1 {
				size = 1
			} else {
				size = int(l.N)
			}
		}
		buf = own[:size]
	}
	return copyLoop(dst, src, buf)
}

// copyLoop reads src into buf and writes what it read to dst until EOF or an error.
func copyLoop(dst Writer, src Reader, buf []byte) (int64, error) {
	var written int64
	for {
		nr, er := src.Read(buf)
		if nr > 0 {
			nw, ew := dst.Write(buf[0:nr])
			if nw < 0 || nr < nw {
				nw = 0
				if ew == nil {
					ew = ErrInvalidWrite
				}
			}
			written += int64(nw)
			if ew != nil {
				return written, ew
			}
			if nr != nw {
				return written, ErrShortWrite
			}
		}
		if er != nil {
			if er == EOF {
				return written, nil
			}
			return written, er
		}
	}
}

// readAllFirst is ReadAll's first capacity (Go's).
const readAllFirst = 512

// ReadAll reads r until EOF or an error and returns what it read, in memory from a (nil:
// mem.System) that the caller owns and frees with mem.FreeSlice, also when the error is not
// nil. EOF is not an error: a complete read returns nil. The slice grows by half its size
// whenever less than a sixteenth of it is left for the next Read.
func ReadAll(a mem.Allocator, r Reader) ([]byte, error) {
	b := mem.AllocSlice[byte](a, 0, readAllFirst)
	for {
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err != nil {
			if err == EOF {
				err = nil
			}
			return b, err
		}
		if cap(b)-len(b) < cap(b)/16 {
			b = mem.ReallocSlice(a, b, len(b), cap(b)+cap(b)/2)
		}
	}
}
