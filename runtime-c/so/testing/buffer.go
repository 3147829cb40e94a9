package testing

import (
	"unsafe"

	"solod.dev/so/mem"
)

// buffer is a growable byte buffer in mem.System memory, the one container of the package:
// the output a test keeps until it is reported, the messages of Log, the names of subtests.
// Its zero value is empty and ready; free gives its memory back.
type buffer struct {
	b []byte
}

// grow makes room for n more bytes.
func (w *buffer) grow(n int) {
	if len(w.b)+n <= cap(w.b) {
		return
	}
	c := 2 * cap(w.b)
	if c < len(w.b)+n {
		c = len(w.b) + n
	}
	if c < 64 {
		c = 64
	}
	w.b = mem.ReallocSlice[byte](nil, w.b, len(w.b), c)
}

func (w *buffer) writeString(s string) {
	w.grow(len(s))
	n := len(w.b)
	w.b = w.b[:n+len(s)]
	copy(w.b[n:], s)
}

func (w *buffer) writeBytes(p []byte) {
	w.grow(len(p))
	n := len(w.b)
	w.b = w.b[:n+len(p)]
	copy(w.b[n:], p)
}

func (w *buffer) writeByte(c byte) {
	w.grow(1)
	w.b = append(w.b, c)
}

// writeInt writes v in decimal.
func (w *buffer) writeInt(v int) {
	var d [24]byte
	i := len(d)
	u := uint64(v)
	if v < 0 {
		u = -u
	}
	for {
		i--
		d[i] = byte('0' + u%10)
		u /= 10
		if u == 0 {
			break
		}
	}
	if v < 0 {
		i--
		d[i] = '-'
	}
	w.writeBytes(d[i:])
}

// str is the buffer's bytes as a string; it is valid until the buffer changes or is freed.
func (w *buffer) str() string {
	if len(w.b) == 0 {
		return ""
	}
	return unsafe.String(&w.b[0], len(w.b))
}

func (w *buffer) reset() { w.b = w.b[:0] }

func (w *buffer) free() {
	mem.FreeSlice(nil, w.b)
	w.b = nil
}

// keep returns a copy of s in mem.System memory that lives until the program ends (test
// names, which the run keeps to make sibling names unique).
func keep(s string) string {
	if len(s) == 0 {
		return ""
	}
	b := mem.AllocSlice[byte](nil, len(s), len(s))
	copy(b, s)
	// mem.System memory, which the package frees itself: no frame's.
	return hideString(unsafe.String(&b[0], len(b)))
}

// stdout writes what w holds to the standard output and empties w.
func (w *buffer) flush() {
	if len(w.b) > 0 {
		writeFD(1, w.b)
	}
	w.reset()
}

// printOut writes s to the standard output.
func printOut(s string) {
	if len(s) > 0 {
		writeFD(1, unsafe.Slice(unsafe.StringData(s), len(s)))
	}
}

// printErr writes s to the standard error.
func printErr(s string) {
	if len(s) > 0 {
		writeFD(2, unsafe.Slice(unsafe.StringData(s), len(s)))
	}
}
