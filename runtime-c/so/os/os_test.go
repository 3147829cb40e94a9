package os_test

import (
	"testing"

	"solod.dev/so/errors"
	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/os"
	"solod.dev/so/strconv"
	"solod.dev/so/time"
)

// testDir makes an empty directory of its own for a test, under os.TempDir(); the test
// removes it with os.RemoveAll when it ends.
func testDir(t *testing.T, name string) string {
	t.Helper()
	var nb [24]byte
	dir := os.TempDir() + "/so-os-test-" + strconv.Itoa(nb[:], os.Getpid()) + "-" + name
	if err := os.RemoveAll(dir); err != nil {
		t.Fatalf("RemoveAll(%q): %v", dir, err)
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatalf("Mkdir(%q): %v", dir, err)
	}
	return dir
}

// errText is err's message, "<nil>" for nil.
func errText(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

func wantErr(t *testing.T, what string, err error, want string) {
	t.Helper()
	if got := errText(err); got != want {
		t.Errorf("%s: error %q, want %q", what, got, want)
	}
}

// Go's FileMode.String and predicates (values printed by Go's io/fs).
func TestFileMode(t *testing.T) {
	for _, c := range []struct {
		m         os.FileMode
		s         string
		dir, reg  bool
		perm, typ os.FileMode
	}{
		{0, "----------", false, true, 0, 0},
		{0644, "-rw-r--r--", false, true, 0644, 0},
		{020000000755, "drwxr-xr-x", true, false, 0755, 020000000000},
		{01000000777, "Lrwxrwxrwx", false, false, 0777, 01000000000},
		{0200000600, "prw-------", false, false, 0600, 0200000000},
		{0410000666, "Dcrw-rw-rw-", false, false, 0666, 0410000000},
		{0100000000, "S---------", false, false, 0, 0100000000},
		{064000755, "ugtrwxr-xr-x", false, true, 0755, 0},
		{016002000000, "alT?---------", false, false, 0, 02000000},
		{037777777777, "dalTLDpSugct?rwxrwxrwx", true, false, 0777, 021712000000},
		{020004001777, "dtrwxrwxrwx", true, false, 0777, 020000000000},
	} {
		if got := c.m.String(); got != c.s {
			t.Errorf("FileMode(%x).String() = %q, want %q", uint32(c.m), got, c.s)
		}
		if c.m.IsDir() != c.dir || c.m.IsRegular() != c.reg || c.m.Perm() != c.perm || c.m.Type() != c.typ {
			t.Errorf("FileMode(%x): IsDir %t IsRegular %t Perm %x Type %x", uint32(c.m), c.m.IsDir(),
				c.m.IsRegular(), uint32(c.m.Perm()), uint32(c.m.Type()))
		}
	}
	if os.ModeDir != 1<<31 || os.ModePerm != 0o777 || os.ModeIrregular != 1<<19 {
		t.Error("mode bits are not Go's")
	}
	if !os.IsPathSeparator('/') || os.IsPathSeparator('\\') || os.PathSeparator != '/' ||
		os.PathListSeparator != ':' || os.DevNull != "/dev/null" {
		t.Error("separators")
	}
}

func TestErrorTexts(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{os.ErrInvalid, "invalid argument"},
		{os.ErrPermission, "permission denied"},
		{os.ErrExist, "file already exists"},
		{os.ErrNotExist, "file does not exist"},
		{os.ErrClosed, "file already closed"},
		{&os.PathError{Op: "open", Path: "a", Err: os.ErrClosed}, "open a: file already closed"},
		{&os.LinkError{Op: "rename", Old: "a", New: "b", Err: os.ErrExist}, "rename a b: file already exists"},
		{&os.SyscallError{Syscall: "setenv", Err: os.ErrInvalid}, "setenv: invalid argument"},
	} {
		wantErr(t, "Error()", c.err, c.want)
	}
	pe := &os.PathError{Op: "stat", Path: "x", Err: os.ErrNotExist}
	if !errors.Is(pe, os.ErrNotExist) || errors.Unwrap(pe) != os.ErrNotExist || !os.IsNotExist(pe) {
		t.Error("a PathError does not unwrap to its Err")
	}
	if os.IsNotExist(errors.New("file does not exist")) || os.IsExist(nil) || os.IsPermission(os.ErrNotExist) {
		t.Error("Is* matched an unrelated error")
	}
	if !os.IsExist(&os.LinkError{Op: "link", Old: "a", New: "b", Err: os.ErrExist}) ||
		!os.IsPermission(&os.SyscallError{Syscall: "x", Err: os.ErrPermission}) {
		t.Error("Is* does not look behind LinkError and SyscallError")
	}
}

func TestCreateWriteRead(t *testing.T) {
	dir := testDir(t, "rw")
	defer os.RemoveAll(dir)
	name := dir + "/a.txt"
	f, err := os.Create(name)
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if f.Name() != name {
		t.Errorf("Name() = %q, want %q", f.Name(), name)
	}
	if n, err := f.Write([]byte("hello, ")); n != 7 || err != nil {
		t.Errorf("Write = %d, %v", n, err)
	}
	if n, err := f.WriteString("world\n"); n != 6 || err != nil {
		t.Errorf("WriteString = %d, %v", n, err)
	}
	if n, err := f.Write(nil); n != 0 || err != nil {
		t.Errorf("Write(nil) = %d, %v", n, err)
	}
	if err := f.Sync(); err != nil {
		t.Errorf("Sync: %v", err)
	}
	// Created O_RDWR: seek back and read what was written.
	if off, err := f.Seek(0, io.SeekStart); off != 0 || err != nil {
		t.Errorf("Seek(0, start) = %d, %v", off, err)
	}
	var buf [64]byte
	n, err := f.Read(buf[:5])
	if n != 5 || err != nil || string(buf[:n]) != "hello" {
		t.Errorf("Read = %d, %v, %q", n, err, string(buf[:n]))
	}
	if off, err := f.Seek(2, io.SeekCurrent); off != 7 || err != nil {
		t.Errorf("Seek(2, current) = %d, %v", off, err)
	}
	n, err = f.Read(buf[:])
	if n != 6 || err != nil || string(buf[:n]) != "world\n" {
		t.Errorf("Read = %d, %v, %q", n, err, string(buf[:n]))
	}
	if n, err := f.Read(buf[:]); n != 0 || err != io.EOF {
		t.Errorf("Read at the end = %d, %v; want 0, EOF", n, err)
	}
	if n, err := f.Read(buf[:0]); n != 0 || err != nil {
		t.Errorf("Read of nothing = %d, %v", n, err)
	}
	if off, err := f.Seek(-3, io.SeekEnd); off != 10 || err != nil {
		t.Errorf("Seek(-3, end) = %d, %v", off, err)
	}
	_, err = f.Seek(0, 7)
	wantErr(t, "Seek with a bad whence", err, "seek "+name+": invalid argument")
	_, err = f.Seek(-1, io.SeekStart)
	wantErr(t, "Seek before the start", err, "seek "+name+": invalid argument")
	fi, err := f.Stat()
	if err != nil || fi.Size() != 13 || fi.Name() != "a.txt" || !fi.Mode().IsRegular() || fi.IsDir() {
		t.Errorf("Stat = %v %d %q %v", err, fi.Size(), fi.Name(), fi.Mode())
	}
	if f.Fd() == ^uintptr(0) {
		t.Error("Fd of an open file")
	}
	if err := f.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if f.Fd() != ^uintptr(0) {
		t.Errorf("Fd of a closed file = %d", f.Fd())
	}
}

func TestClosedAndZeroFile(t *testing.T) {
	dir := testDir(t, "closed")
	defer os.RemoveAll(dir)
	name := dir + "/c"
	f, err := os.Create(name)
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	f.Close()
	var buf [4]byte
	_, err = f.Read(buf[:])
	wantErr(t, "Read after Close", err, "read "+name+": file already closed")
	if !errors.Is(err, os.ErrClosed) {
		t.Error("the Read error is not ErrClosed")
	}
	_, err = f.Write(buf[:])
	wantErr(t, "Write after Close", err, "write "+name+": file already closed")
	_, err = f.WriteString("x")
	wantErr(t, "WriteString after Close", err, "write "+name+": file already closed")
	_, err = f.ReadAt(buf[:], 0)
	wantErr(t, "ReadAt after Close", err, "read "+name+": file already closed")
	_, err = f.WriteAt(buf[:], 0)
	wantErr(t, "WriteAt after Close", err, "write "+name+": file already closed")
	_, err = f.Seek(0, io.SeekStart)
	wantErr(t, "Seek after Close", err, "seek "+name+": file already closed")
	wantErr(t, "Sync after Close", f.Sync(), "sync "+name+": file already closed")
	_, err = f.Stat()
	wantErr(t, "Stat after Close", err, "stat "+name+": file already closed")
	err = f.Close()
	wantErr(t, "Close after Close", err, "close "+name+": file already closed")
	if !errors.Is(err, os.ErrClosed) {
		t.Error("the Close error is not ErrClosed")
	}

	var nilFile *os.File
	if _, err := nilFile.Read(buf[:]); err != os.ErrInvalid {
		t.Errorf("Read of a nil *File: %v", err)
	}
	if err := nilFile.Close(); err != os.ErrInvalid {
		t.Errorf("Close of a nil *File: %v", err)
	}
	if nilFile.Fd() != ^uintptr(0) {
		t.Error("Fd of a nil *File")
	}
}

func TestOpenErrors(t *testing.T) {
	dir := testDir(t, "openerr")
	defer os.RemoveAll(dir)
	missing := dir + "/missing.txt"
	f, err := os.Open(missing)
	wantErr(t, "Open of a missing file", err, "open "+missing+": no such file or directory")
	if !errors.Is(err, os.ErrNotExist) || !os.IsNotExist(err) || os.IsExist(err) {
		t.Error("the error is not ErrNotExist")
	}
	var pe *os.PathError
	if !errors.As(err, &pe) || pe.Op != "open" || pe.Path != missing {
		t.Error("errors.As finds no PathError")
	}
	var buf [1]byte
	if _, err := f.Read(buf[:]); err != os.ErrInvalid {
		t.Errorf("Read of the File a failed Open returned: %v", err)
	}
	_, err = os.OpenFile(dir, os.O_WRONLY, 0)
	wantErr(t, "OpenFile of a directory for writing", err, "open "+dir+": is a directory")
	_, err = os.OpenFile(dir+"/x\x00y", os.O_RDONLY, 0)
	wantErr(t, "Open of a name with a NUL", err, "open "+dir+"/x\x00y: invalid argument")

	name := dir + "/excl"
	f, err = os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		t.Fatalf("OpenFile(O_EXCL) of a new file: %v", err)
	}
	f.Close()
	_, err = os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	wantErr(t, "OpenFile(O_EXCL) of an existing file", err, "open "+name+": file exists")
	if !errors.Is(err, os.ErrExist) || !os.IsExist(err) {
		t.Error("the error is not ErrExist")
	}
	fi, err := os.Stat(name)
	if err != nil || fi.Mode() != 0o600 {
		t.Errorf("the mode of a file created 0o600: %v, %v", fi.Mode(), err)
	}

	// A file opened read-only cannot be written, nor a write-only one read.
	f, err = os.Open(name)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	_, err = f.Write([]byte("x"))
	wantErr(t, "Write to a read-only file", err, "write "+name+": bad file descriptor")
	f.Close()
	f, _ = os.OpenFile(name, os.O_WRONLY, 0)
	_, err = f.Read(buf[:])
	wantErr(t, "Read of a write-only file", err, "read "+name+": bad file descriptor")
	f.Close()

	// Reading a directory.
	d, err := os.Open(dir)
	if err != nil {
		t.Fatalf("Open of a directory: %v", err)
	}
	_, err = d.Read(buf[:])
	wantErr(t, "Read of a directory", err, "read "+dir+": is a directory")
	d.Close()
}

func TestAppendTruncAt(t *testing.T) {
	dir := testDir(t, "append")
	defer os.RemoveAll(dir)
	name := dir + "/log"
	if err := os.WriteFile(name, []byte("one\n"), 0o644); err != nil {
		t.Fatalf("WriteFile: %v", err)
	}
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatalf("OpenFile(O_APPEND): %v", err)
	}
	f.WriteString("two\n")
	_, err = f.WriteAt([]byte("x"), 0)
	wantErr(t, "WriteAt in append mode", err, "os: invalid use of WriteAt on file opened with O_APPEND")
	f.Close()
	data, err := os.ReadFile(nil, name)
	if string(data) != "one\ntwo\n" || err != nil {
		t.Errorf("after appending: %q, %v", string(data), err)
	}
	mem.FreeSlice(nil, data)

	f, err = os.OpenFile(name, os.O_RDWR, 0)
	if err != nil {
		t.Fatalf("OpenFile(O_RDWR): %v", err)
	}
	if n, err := f.WriteAt([]byte("TW"), 4); n != 2 || err != nil {
		t.Errorf("WriteAt = %d, %v", n, err)
	}
	var buf [16]byte
	n, err := f.ReadAt(buf[:3], 4)
	if n != 3 || err != nil || string(buf[:n]) != "TWo" {
		t.Errorf("ReadAt = %d, %v, %q", n, err, string(buf[:n]))
	}
	n, err = f.ReadAt(buf[:], 5)
	if n != 3 || err != io.EOF || string(buf[:n]) != "Wo\n" {
		t.Errorf("ReadAt past the end = %d, %v, %q; want 3, EOF", n, err, string(buf[:n]))
	}
	// ReadAt and WriteAt do not move the offset.
	n, err = f.Read(buf[:4])
	if n != 4 || string(buf[:n]) != "one\n" {
		t.Errorf("Read after ReadAt = %d, %v, %q", n, err, string(buf[:n]))
	}
	_, err = f.ReadAt(buf[:], -1)
	wantErr(t, "ReadAt at a negative offset", err, "readat "+name+": negative offset")
	_, err = f.WriteAt(buf[:], -1)
	wantErr(t, "WriteAt at a negative offset", err, "writeat "+name+": negative offset")
	f.Close()

	if err := os.Truncate(name, 3); err != nil {
		t.Errorf("Truncate: %v", err)
	}
	data, err = os.ReadFile(nil, name)
	if string(data) != "one" || err != nil {
		t.Errorf("after Truncate: %q, %v", string(data), err)
	}
	mem.FreeSlice(nil, data)
	wantErr(t, "Truncate to a negative size", os.Truncate(name, -1), "truncate "+name+": invalid argument")

	// O_TRUNC empties the file.
	f, _ = os.OpenFile(name, os.O_WRONLY|os.O_TRUNC, 0)
	f.Close()
	if fi, err := os.Stat(name); err != nil || fi.Size() != 0 {
		t.Errorf("after O_TRUNC: %d, %v", fi.Size(), err)
	}
}

func TestReadWriteFile(t *testing.T) {
	dir := testDir(t, "readfile")
	defer os.RemoveAll(dir)
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	// A file larger than ReadFile's first buffer, and an empty one.
	big := make([]byte, 5000)
	for i := range big {
		big[i] = byte('a' + i%26)
	}
	name := dir + "/big"
	if err := os.WriteFile(name, big, 0o644); err != nil {
		t.Fatalf("WriteFile: %v", err)
	}
	data, err := os.ReadFile(a, name)
	if err != nil || string(data) != string(big) {
		t.Errorf("ReadFile: %d bytes, %v", len(data), err)
	}
	mem.FreeSlice(a, data)
	empty := dir + "/empty"
	os.WriteFile(empty, nil, 0o644)
	data, err = os.ReadFile(a, empty)
	if err != nil || len(data) != 0 {
		t.Errorf("ReadFile of an empty file: %d bytes, %v", len(data), err)
	}
	mem.FreeSlice(a, data)
	data, err = os.ReadFile(a, dir+"/nothing")
	wantErr(t, "ReadFile of a missing file", err, "open "+dir+"/nothing: no such file or directory")
	if data != nil {
		t.Error("ReadFile of a missing file returned data")
	}
	data, err = os.ReadFile(a, dir)
	wantErr(t, "ReadFile of a directory", err, "read "+dir+": is a directory")
	mem.FreeSlice(a, data)
	if tr.InUse() != 0 {
		t.Errorf("%d bytes not given back", tr.InUse())
	}
	wantErr(t, "WriteFile into a directory", os.WriteFile(dir, big, 0o644), "open "+dir+": is a directory")
}

func TestDirectories(t *testing.T) {
	dir := testDir(t, "dirs")
	defer os.RemoveAll(dir)
	if err := os.MkdirAll(dir+"/a/b/c", 0o755); err != nil {
		t.Fatalf("MkdirAll: %v", err)
	}
	if err := os.MkdirAll(dir+"/a/b", 0o755); err != nil {
		t.Errorf("MkdirAll of an existing directory: %v", err)
	}
	if err := os.MkdirAll(dir+"/a/b/c/", 0o755); err != nil {
		t.Errorf("MkdirAll with a trailing slash: %v", err)
	}
	err := os.Mkdir(dir+"/a", 0o755)
	wantErr(t, "Mkdir of an existing directory", err, "mkdir "+dir+"/a: file exists")
	if !os.IsExist(err) {
		t.Error("the Mkdir error is not ErrExist")
	}
	os.WriteFile(dir+"/a/f", []byte("f"), 0o644)
	wantErr(t, "MkdirAll over a file", os.MkdirAll(dir+"/a/f", 0o755), "mkdir "+dir+"/a/f: not a directory")
	wantErr(t, "MkdirAll under a file", os.MkdirAll(dir+"/a/f/g/h", 0o755), "mkdir "+dir+"/a/f: not a directory")
	wantErr(t, "Mkdir under a missing directory", os.Mkdir(dir+"/x/y", 0o755),
		"mkdir "+dir+"/x/y: no such file or directory")

	for _, c := range []struct {
		path, name string
		dir        bool
	}{
		{"/a/b", "b", true},
		{"/a/b/", "b", true},
		{"/a/b//", "b", true},
		{"/a/f", "f", false},
		{"/a/./b/../f", "f", false},
	} {
		fi, err := os.Stat(dir + c.path)
		if err != nil || fi.Name() != c.name || fi.IsDir() != c.dir || fi.Mode().IsDir() != c.dir {
			t.Errorf("Stat(%q): %q dir %t, %v", c.path, fi.Name(), fi.IsDir(), err)
		}
	}
	if fi, err := os.Stat("/"); err != nil || fi.Name() != "/" || !fi.IsDir() {
		t.Errorf("Stat(/): %q, %v", fi.Name(), err)
	}
	_, err = os.Stat(dir + "/none")
	wantErr(t, "Stat of a missing file", err, "stat "+dir+"/none: no such file or directory")
	_, err = os.Lstat(dir + "/none")
	wantErr(t, "Lstat of a missing file", err, "lstat "+dir+"/none: no such file or directory")
	_, err = os.Stat(dir + "/a/f/g")
	wantErr(t, "Stat under a file", err, "stat "+dir+"/a/f/g: not a directory")

	err = os.Remove(dir + "/a")
	wantErr(t, "Remove of a directory that is not empty", err, "remove "+dir+"/a: directory not empty")
	if !os.IsExist(err) {
		t.Error("ENOTEMPTY is not ErrExist")
	}
	wantErr(t, "Remove of a missing file", os.Remove(dir+"/none"), "remove "+dir+"/none: no such file or directory")
	if err := os.Remove(dir + "/a/f"); err != nil {
		t.Errorf("Remove of a file: %v", err)
	}
	if err := os.Remove(dir + "/a/b/c"); err != nil {
		t.Errorf("Remove of an empty directory: %v", err)
	}
	if _, err := os.Stat(dir + "/a/b/c"); !os.IsNotExist(err) {
		t.Errorf("the removed directory: %v", err)
	}
}

func TestReadDir(t *testing.T) {
	dir := testDir(t, "readdir")
	defer os.RemoveAll(dir)
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	names := []string{"zeta", "alpha", "Beta", "m.txt", "a10", "a2", "sub"}
	for _, n := range names {
		if n == "sub" {
			os.Mkdir(dir+"/"+n, 0o755)
		} else {
			os.WriteFile(dir+"/"+n, []byte(n), 0o644)
		}
	}
	os.Symlink("alpha", dir+"/link")
	ents, err := os.ReadDir(a, dir)
	if err != nil {
		t.Fatalf("ReadDir: %v", err)
	}
	want := []string{"Beta", "a10", "a2", "alpha", "link", "m.txt", "sub", "zeta"}
	if len(ents) != len(want) {
		t.Fatalf("ReadDir: %d entries, want %d", len(ents), len(want))
	}
	for i, e := range ents {
		if e.Name() != want[i] {
			t.Errorf("entry %d: %q, want %q", i, e.Name(), want[i])
		}
		switch e.Name() {
		case "sub":
			if !e.IsDir() || e.Type() != os.ModeDir || e.String() != "d sub/" {
				t.Errorf("sub: %t %v %q", e.IsDir(), e.Type(), e.String())
			}
		case "link":
			if e.IsDir() || e.Type() != os.ModeSymlink || e.String() != "L link" {
				t.Errorf("link: %t %v %q", e.IsDir(), e.Type(), e.String())
			}
		default:
			if e.IsDir() || e.Type() != 0 || e.String() != "- "+e.Name() {
				t.Errorf("%s: %t %v %q", e.Name(), e.IsDir(), e.Type(), e.String())
			}
		}
	}
	os.FreeDirEntry(a, ents)
	ents, err = os.ReadDir(a, dir+"/sub")
	if err != nil || len(ents) != 0 {
		t.Errorf("ReadDir of an empty directory: %d, %v", len(ents), err)
	}
	os.FreeDirEntry(a, ents)
	ents, err = os.ReadDir(a, dir+"/none")
	wantErr(t, "ReadDir of a missing directory", err, "open "+dir+"/none: no such file or directory")
	if ents != nil {
		t.Error("ReadDir of a missing directory returned entries")
	}
	_, err = os.ReadDir(a, dir+"/zeta")
	wantErr(t, "ReadDir of a file", err, "open "+dir+"/zeta: not a directory")
	if tr.InUse() != 0 {
		t.Errorf("%d bytes not given back", tr.InUse())
	}
}

func TestLinks(t *testing.T) {
	dir := testDir(t, "links")
	defer os.RemoveAll(dir)
	target := dir + "/target"
	os.WriteFile(target, []byte("data"), 0o644)
	if err := os.Symlink("target", dir+"/sym"); err != nil {
		t.Fatalf("Symlink: %v", err)
	}
	wantErr(t, "Symlink over an existing file", os.Symlink("target", dir+"/sym"),
		"symlink target "+dir+"/sym: file exists")
	if err := os.Link(target, dir+"/hard"); err != nil {
		t.Fatalf("Link: %v", err)
	}
	err := os.Link(target, dir+"/hard")
	wantErr(t, "Link over an existing file", err, "link "+target+" "+dir+"/hard: file exists")
	if !os.IsExist(err) {
		t.Error("the Link error is not ErrExist")
	}
	fi, err := os.Lstat(dir + "/sym")
	if err != nil || fi.Mode().Type() != os.ModeSymlink || fi.Mode().Perm() != 0o777 || fi.Name() != "sym" {
		t.Errorf("Lstat of a link: %v, %v", fi.Mode(), err)
	}
	sfi, err := os.Stat(dir + "/sym")
	if err != nil || !sfi.Mode().IsRegular() || sfi.Size() != 4 {
		t.Errorf("Stat through a link: %v %d, %v", sfi.Mode(), sfi.Size(), err)
	}
	tfi, _ := os.Stat(target)
	hfi, _ := os.Stat(dir + "/hard")
	if !os.SameFile(tfi, sfi) || !os.SameFile(tfi, hfi) || os.SameFile(tfi, fi) {
		t.Error("SameFile")
	}
	var buf [64]byte
	s, err := os.Readlink(buf[:], dir+"/sym")
	if s != "target" || err != nil {
		t.Errorf("Readlink = %q, %v", s, err)
	}
	s, err = os.Readlink(buf[:3], dir+"/sym")
	if s != "tar" || err != nil {
		t.Errorf("Readlink into a short buffer = %q, %v", s, err)
	}
	_, err = os.Readlink(buf[:], target)
	wantErr(t, "Readlink of a file", err, "readlink "+target+": invalid argument")
}

func TestRename(t *testing.T) {
	dir := testDir(t, "rename")
	defer os.RemoveAll(dir)
	a, b, d := dir+"/a", dir+"/b", dir+"/d"
	os.WriteFile(a, []byte("A"), 0o644)
	os.WriteFile(b, []byte("B"), 0o644)
	os.Mkdir(d, 0o755)
	if err := os.Rename(a, b); err != nil {
		t.Fatalf("Rename onto a file: %v", err)
	}
	data, _ := os.ReadFile(nil, b)
	if string(data) != "A" {
		t.Errorf("after Rename: %q", string(data))
	}
	mem.FreeSlice(nil, data)
	err := os.Rename(b, d)
	wantErr(t, "Rename onto a directory", err, "rename "+b+" "+d+": file exists")
	var le *os.LinkError
	if !errors.As(err, &le) || le.Op != "rename" || !os.IsExist(err) {
		t.Error("the Rename error is not a LinkError with ErrExist")
	}
	wantErr(t, "Rename of a missing file", os.Rename(a, dir+"/c"), "rename "+a+" "+dir+"/c: no such file or directory")
	wantErr(t, "Rename of a missing file onto a directory", os.Rename(a, d),
		"rename "+a+" "+d+": no such file or directory")
	if err := os.Rename(d, dir+"/e"); err != nil {
		t.Errorf("Rename of a directory: %v", err)
	}
}

func TestRemoveAll(t *testing.T) {
	dir := testDir(t, "removeall")
	defer os.RemoveAll(dir)
	root := dir + "/tree"
	os.MkdirAll(root+"/x/y/z", 0o755)
	for i := 0; i < 40; i++ {
		var nb [24]byte
		os.WriteFile(root+"/x/f"+strconv.Itoa(nb[:], i), []byte("data"), 0o644)
	}
	os.WriteFile(root+"/x/y/z/deep", nil, 0o644)
	os.Symlink("/", root+"/x/root-link")
	if err := os.RemoveAll(root); err != nil {
		t.Fatalf("RemoveAll: %v", err)
	}
	if _, err := os.Lstat(root); !os.IsNotExist(err) {
		t.Errorf("after RemoveAll: %v", err)
	}
	if _, err := os.Stat("/"); err != nil {
		t.Error("RemoveAll followed a symbolic link")
	}
	if err := os.RemoveAll(root); err != nil {
		t.Errorf("RemoveAll of a missing path: %v", err)
	}
	if err := os.RemoveAll(""); err != nil {
		t.Errorf("RemoveAll(\"\"): %v", err)
	}
	file := dir + "/file"
	os.WriteFile(file, nil, 0o644)
	if err := os.RemoveAll(file); err != nil {
		t.Errorf("RemoveAll of a file: %v", err)
	}
	wantErr(t, "RemoveAll of a path ending in .", os.RemoveAll(dir+"/."), "RemoveAll "+dir+"/.: invalid argument")
	wantErr(t, "RemoveAll(.)", os.RemoveAll("."), "RemoveAll .: invalid argument")
}

func TestEnv(t *testing.T) {
	const key = "SO_OS_TEST_VARIABLE"
	os.Unsetenv(key)
	if v, ok := os.LookupEnv(key); v != "" || ok {
		t.Errorf("LookupEnv of an unset variable = %q, %t", v, ok)
	}
	if err := os.Setenv(key, "value 1"); err != nil {
		t.Fatalf("Setenv: %v", err)
	}
	if v := os.Getenv(key); v != "value 1" {
		t.Errorf("Getenv = %q", v)
	}
	os.Setenv(key, "")
	if v, ok := os.LookupEnv(key); v != "" || !ok {
		t.Errorf("LookupEnv of an empty variable = %q, %t", v, ok)
	}
	os.Setenv(key, "v=2")
	found := 0
	for _, kv := range os.Environ() {
		if kv == key+"=v=2" {
			found++
		}
	}
	if found != 1 {
		t.Errorf("Environ holds %s=v=2 %d times", key, found)
	}
	if err := os.Unsetenv(key); err != nil {
		t.Errorf("Unsetenv: %v", err)
	}
	if _, ok := os.LookupEnv(key); ok {
		t.Error("the variable is still set")
	}
	for _, k := range []string{"", "A=B", "A\x00B"} {
		wantErr(t, "Setenv("+k+")", os.Setenv(k, "x"), "setenv: invalid argument")
		if _, ok := os.LookupEnv(k); ok {
			t.Errorf("LookupEnv(%q) found a value", k)
		}
		if err := os.Unsetenv(k); err != nil {
			t.Errorf("Unsetenv(%q): %v", k, err)
		}
	}
	wantErr(t, "Setenv with a NUL in the value", os.Setenv(key, "a\x00b"), "setenv: invalid argument")
	if os.Getenv("PATH") == "" {
		t.Error("PATH is empty")
	}
	old, had := os.LookupEnv("TMPDIR")
	os.Setenv("TMPDIR", "/some/where")
	if os.TempDir() != "/some/where" {
		t.Errorf("TempDir with $TMPDIR = %q", os.TempDir())
	}
	os.Setenv("TMPDIR", "")
	if os.TempDir() != "/tmp" {
		t.Errorf("TempDir without $TMPDIR = %q", os.TempDir())
	}
	if had {
		os.Setenv("TMPDIR", old)
	} else {
		os.Unsetenv("TMPDIR")
	}
}

func TestProcess(t *testing.T) {
	if len(os.Args) == 0 || os.Args[0] == "" {
		t.Error("os.Args has no program name")
	}
	if os.Getpid() <= 0 || os.Getppid() <= 0 || os.Getpid() == os.Getppid() {
		t.Errorf("pids %d, %d", os.Getpid(), os.Getppid())
	}
	if os.Getuid() < 0 || os.Geteuid() < 0 || os.Getgid() < 0 || os.Getegid() < 0 {
		t.Error("ids")
	}
	var buf [4096]byte
	wd, err := os.Getwd(buf[:])
	if err != nil || len(wd) == 0 || wd[0] != '/' {
		t.Fatalf("Getwd = %q, %v", wd, err)
	}
	fi1, _ := os.Stat(wd)
	fi2, _ := os.Stat(".")
	if !os.SameFile(fi1, fi2) {
		t.Error("Getwd is not .")
	}
	if _, err := os.Getwd(buf[:2]); err == nil {
		t.Error("Getwd into a short buffer gave no error")
	}
	host, err := os.Hostname(buf[:])
	if err != nil || host == "" {
		t.Errorf("Hostname = %q, %v", host, err)
	}

	dir := testDir(t, "chdir")
	defer os.RemoveAll(dir)
	var obuf [4096]byte
	old, _ := os.Getwd(obuf[:])
	if err := os.Chdir(dir); err != nil {
		t.Fatalf("Chdir: %v", err)
	}
	os.WriteFile("here", []byte("x"), 0o644)
	os.Chdir(old)
	if _, err := os.Stat(dir + "/here"); err != nil {
		t.Errorf("the file made after Chdir: %v", err)
	}
	wantErr(t, "Chdir to a missing directory", os.Chdir(dir+"/none"), "chdir "+dir+"/none: no such file or directory")
	wantErr(t, "Chdir to a file", os.Chdir(dir+"/here"), "chdir "+dir+"/here: not a directory")
	if err := os.Chmod(dir+"/here", 0o600); err != nil {
		t.Errorf("Chmod: %v", err)
	}
	if fi, _ := os.Stat(dir + "/here"); fi.Mode() != 0o600 {
		t.Errorf("mode after Chmod: %v", fi.Mode())
	}
	wantErr(t, "Chmod of a missing file", os.Chmod(dir+"/none", 0o600), "chmod "+dir+"/none: no such file or directory")
}

func TestStdStreams(t *testing.T) {
	for _, c := range []struct {
		f    *os.File
		name string
		fd   uintptr
	}{
		{os.Stdin, "/dev/stdin", 0},
		{os.Stdout, "/dev/stdout", 1},
		{os.Stderr, "/dev/stderr", 2},
	} {
		if c.f.Name() != c.name || c.f.Fd() != c.fd {
			t.Errorf("%s: Name %q Fd %d", c.name, c.f.Name(), c.f.Fd())
		}
	}
	var w io.Writer = os.Stdout
	if n, err := w.Write(nil); n != 0 || err != nil {
		t.Errorf("Stdout.Write(nil) = %d, %v", n, err)
	}
}

func TestPermissions(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root may read and write anything")
	}
	dir := testDir(t, "perm")
	defer os.RemoveAll(dir)
	name := dir + "/secret"
	os.WriteFile(name, []byte("s"), 0o000)
	_, err := os.Open(name)
	wantErr(t, "Open of a file without permission", err, "open "+name+": permission denied")
	if !errors.Is(err, os.ErrPermission) || !os.IsPermission(err) {
		t.Error("the error is not ErrPermission")
	}
}

// Go's Chown, Lchown and Chtimes: owners changed to themselves (any user may), times set and
// left alone by a zero Time, and Go's errors.
func TestChownChtimes(t *testing.T) {
	dir := testDir(t, "chown")
	defer os.RemoveAll(dir)
	name := dir + "/f"
	if err := os.WriteFile(name, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("f", dir+"/link"); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(name, os.Getuid(), os.Getgid()); err != nil {
		t.Errorf("Chown to the owner: %v", err)
	}
	if err := os.Chown(dir+"/link", -1, -1); err != nil {
		t.Errorf("Chown(-1, -1) through a link: %v", err)
	}
	if err := os.Lchown(dir+"/link", os.Getuid(), -1); err != nil {
		t.Errorf("Lchown of a link: %v", err)
	}
	wantErr(t, "Chown of a missing file", os.Chown(dir+"/none", -1, -1), "chown "+dir+"/none: no such file or directory")
	wantErr(t, "Lchown of a missing file", os.Lchown(dir+"/none", -1, -1), "lchown "+dir+"/none: no such file or directory")

	mtime := time.Unix(1000000000, 250000000)
	atime := time.Unix(1000086400, 0)
	if err := os.Chtimes(dir+"/link", atime, mtime); err != nil {
		t.Fatalf("Chtimes: %v", err)
	}
	fi, err := os.Stat(name)
	if err != nil {
		t.Fatal(err)
	}
	if got := fi.ModTime(); !got.Equal(mtime) {
		t.Errorf("ModTime after Chtimes = %d ns, want %d", got.UnixNano(), mtime.UnixNano())
	}
	// A zero Time leaves the file's time as it is.
	var zero time.Time
	if err := os.Chtimes(name, zero, zero); err != nil {
		t.Errorf("Chtimes with zero times: %v", err)
	}
	if fi, _ := os.Stat(name); !fi.ModTime().Equal(mtime) {
		t.Errorf("ModTime after Chtimes(zero) = %d ns, want %d", fi.ModTime().UnixNano(), mtime.UnixNano())
	}
	wantErr(t, "Chtimes of a missing file", os.Chtimes(dir+"/none", atime, mtime), "chtimes "+dir+"/none: no such file or directory")
}
