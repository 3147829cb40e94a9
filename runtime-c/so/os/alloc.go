package os

import (
	"unsafe"

	"solod.dev/so/io"
	"solod.dev/so/mem"
)

// allocString returns a copy of s in memory from a ("" for an empty s: nothing allocated).
func allocString(a mem.Allocator, s string) string {
	b := mem.AllocSlice[byte](a, len(s), len(s))
	copy(b, s)
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// FreeDirEntry gives back to a (nil: mem.System) what ReadDir took from it: each entry's name
// and the slice.
func FreeDirEntry(a mem.Allocator, entries []DirEntry) {
	for i := range entries {
		mem.FreeString(a, entries[i].name)
	}
	mem.FreeSlice(a, entries)
}

// readFileMin is the smallest buffer ReadFile starts with (Go's).
const readFileMin = 512

// readAll reads f to its end into memory from a: one buffer of the file's size (plus the byte
// that sees the end) when Stat knows it, doubled whenever it fills.
func readAll(a mem.Allocator, f *File) ([]byte, error) {
	size := 0
	if fi, err := f.Stat(); err == nil && int64(int(fi.Size())) == fi.Size() {
		size = int(fi.Size())
	}
	size++
	if size < readFileMin {
		size = readFileMin
	}
	data := mem.AllocSlice[byte](a, 0, size)
	for {
		n, err := f.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err != nil {
			if err == io.EOF {
				err = nil
			}
			return data, err
		}
		if len(data) == cap(data) {
			data = mem.ReallocSlice(a, data, len(data), 2*cap(data))
		}
	}
}
