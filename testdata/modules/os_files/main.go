// Files through so/os as a Go program uses them: Create, Write, Seek, Read to io.EOF, ReadAt,
// WriteAt, O_APPEND, Stat, ReadFile and WriteFile, and the errors Go gives on the way
// ("open work/none.txt: no such file or directory", errors.Is with ErrNotExist, ErrExist and
// ErrClosed, errors.As to *os.PathError). The program runs in an empty directory.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/os"
)

func report(what string, err error) {
	if err == nil {
		println(what+":", "ok")
		return
	}
	println(what+":", err.Error())
}

// readAll reads f to its end through a small buffer, the way io.Copy would.
func readAll(f *os.File) string {
	var out [256]byte
	var buf [5]byte
	n := 0
	for {
		k, err := f.Read(buf[:])
		n += copy(out[n:], buf[:k])
		if err == io.EOF {
			break
		}
		if err != nil {
			report("read", err)
			break
		}
	}
	return string(out[:n])
}

func main() {
	if err := os.Mkdir("work", 0o755); err != nil {
		report("mkdir", err)
		return
	}
	defer os.RemoveAll("work")

	f, err := os.Create("work/notes.txt")
	report("create", err)
	n, err := f.WriteString("first line\n")
	println("wrote", n)
	n, err = f.Write([]byte("second line\n"))
	println("wrote", n, err == nil)
	off, err := f.Seek(0, io.SeekStart)
	println("seek", off, err == nil)
	println("contents:", readAll(&f))

	var at [6]byte
	n, err = f.ReadAt(at[:], 6)
	println("readat:", n, string(at[:n]), err == nil)
	n, err = f.ReadAt(at[:], 20)
	println("readat near the end:", n, string(at[:n]), err == io.EOF)
	n, err = f.WriteAt([]byte("FIRST"), 0)
	println("writeat", n, err == nil)
	report("chmod", os.Chmod("work/notes.txt", 0o640))
	fi, err := f.Stat()
	println("stat:", fi.Name(), fi.Size(), fi.Mode().String(), fi.IsDir(), err == nil)
	report("close", f.Close())

	err = f.Close()
	report("close again", err)
	println("  is ErrClosed:", errors.Is(err, os.ErrClosed))
	_, err = f.Write([]byte("late"))
	report("write after close", err)

	data, err := os.ReadFile(nil, "work/notes.txt")
	print("readfile: ", string(data))
	mem.FreeSlice(nil, data)
	report("  error", err)

	a, err := os.OpenFile("work/notes.txt", os.O_WRONLY|os.O_APPEND, 0)
	report("open for append", err)
	a.WriteString("third line\n")
	_, err = a.WriteAt([]byte("x"), 0)
	report("writeat in append mode", err)
	a.Close()

	r, err := os.Open("work/notes.txt")
	report("open", err)
	println("after append:", readAll(&r))
	_, err = r.Write([]byte("no"))
	report("write to a read-only file", err)
	r.Close()

	_, err = os.Open("work/none.txt")
	report("open a missing file", err)
	println("  is ErrNotExist:", errors.Is(err, os.ErrNotExist), os.IsNotExist(err), os.IsExist(err))
	var pe *os.PathError
	if errors.As(err, &pe) {
		println("  PathError:", pe.Op, pe.Path, pe.Err.Error())
	}

	_, err = os.OpenFile("work/notes.txt", os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	report("create an existing file exclusively", err)
	println("  is ErrExist:", errors.Is(err, os.ErrExist), os.IsExist(err))

	report("writefile", os.WriteFile("work/data.bin", []byte{0, 1, 2, 255}, 0o600))
	fi, err = os.Stat("work/data.bin")
	println("stat:", fi.Name(), fi.Size(), fi.Mode().String(), fi.Mode().IsRegular(), err == nil)
	data, err = os.ReadFile(nil, "work/data.bin")
	println("readfile:", len(data), data[3], err == nil)
	mem.FreeSlice(nil, data)
	report("writefile into a missing directory", os.WriteFile("work/no/such", nil, 0o644))

	d, err := os.Open("work")
	report("open a directory", err)
	var b [4]byte
	_, err = d.Read(b[:])
	report("read a directory", err)
	d.Close()
	data, err = os.ReadFile(nil, "work")
	report("readfile of a directory", err)
	mem.FreeSlice(nil, data) // also after an error

	report("truncate", os.Truncate("work/notes.txt", 5))
	data, _ = os.ReadFile(nil, "work/notes.txt")
	println("after truncate:", string(data))
	mem.FreeSlice(nil, data)

	// The standard streams are Files too, unbuffered as in Go.
	os.Stdout.WriteString("to standard output\n")
	os.Stderr.WriteString("to standard error\n")
	println("names:", os.Stdin.Name(), os.Stdout.Name(), os.Stderr.Name())
	var w io.Writer = os.Stdout
	io.WriteString(w, "through io.Writer\n")
}
