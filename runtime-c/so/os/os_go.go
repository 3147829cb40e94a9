//go:build !solod

package os

import (
	goio "io"
	goos "os"
	"syscall"
	gotime "time"
	"unsafe"

	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/time"
)

// The errors of the package: Go's own, so that errors.Is and the Is* functions see the errors
// Go's os returns.
var (
	ErrInvalid    = goos.ErrInvalid    // "invalid argument"
	ErrPermission = goos.ErrPermission // "permission denied"
	ErrExist      = goos.ErrExist      // "file already exists"
	ErrNotExist   = goos.ErrNotExist   // "file does not exist"
	ErrClosed     = goos.ErrClosed     // "file already closed"
)

// PathError records an error and the operation and file path that caused it.
type PathError = goos.PathError

// LinkError records an error during a link, symlink or rename, and the paths that caused it.
type LinkError = goos.LinkError

// SyscallError records an error from a specific system call.
type SyscallError = goos.SyscallError

// IsExist reports whether err says that a file or directory already exists.
func IsExist(err error) bool { return goos.IsExist(err) }

// IsNotExist reports whether err says that a file or directory does not exist.
func IsNotExist(err error) bool { return goos.IsNotExist(err) }

// IsPermission reports whether err says that permission is denied.
func IsPermission(err error) bool { return goos.IsPermission(err) }

// Args holds the command-line arguments, starting with the program name.
var Args = goos.Args

// Exit ends the program with the status code; deferred calls do not run.
func Exit(code int) { goos.Exit(code) }

// File is an open file. The zero File is not open: its methods return ErrInvalid.
type File struct {
	f *goos.File
}

// Stdin, Stdout and Stderr are the open Files of the standard streams.
var (
	Stdin  = &File{goos.Stdin}
	Stdout = &File{goos.Stdout}
	Stderr = &File{goos.Stderr}
)

// ioErr gives back so/io's EOF where Go's io package says EOF.
func ioErr(err error) error {
	if err == goio.EOF {
		return io.EOF
	}
	return err
}

// Open opens the named file for reading (O_RDONLY).
func Open(name string) (File, error) { return OpenFile(name, O_RDONLY, 0) }

// Create creates the named file with mode 0o666 (before umask), or truncates it if it
// exists; it is opened O_RDWR.
func Create(name string) (File, error) {
	return OpenFile(name, O_RDWR|O_CREATE|O_TRUNC, 0o666)
}

// OpenFile opens the named file with the flags (O_RDONLY etc.); with O_CREATE a file that does
// not exist is created with mode perm (before umask).
func OpenFile(name string, flag int, perm FileMode) (File, error) {
	f, err := goos.OpenFile(name, flag, goos.FileMode(perm))
	if err != nil {
		return File{}, err
	}
	return File{f}, nil
}

// Name returns the name the file was opened with.
func (f *File) Name() string {
	if f.f == nil {
		return ""
	}
	return f.f.Name()
}

// Fd returns the file descriptor of f (^uintptr(0) when f is not open).
func (f *File) Fd() uintptr {
	if f == nil {
		return ^uintptr(0)
	}
	return f.f.Fd()
}

// Read reads up to len(b) bytes into b; at the end of the file it returns 0, io.EOF.
func (f *File) Read(b []byte) (int, error) {
	if f == nil {
		return 0, ErrInvalid
	}
	n, err := f.f.Read(b)
	return n, ioErr(err)
}

// ReadAt reads len(b) bytes at offset off; fewer only with an error (io.EOF at the end).
func (f *File) ReadAt(b []byte, off int64) (int, error) {
	if f == nil {
		return 0, ErrInvalid
	}
	n, err := f.f.ReadAt(b, off)
	return n, ioErr(err)
}

// Write writes b; it returns an error when it wrote fewer than len(b) bytes.
func (f *File) Write(b []byte) (int, error) {
	if f == nil {
		return 0, ErrInvalid
	}
	return f.f.Write(b)
}

// WriteString writes the bytes of s.
func (f *File) WriteString(s string) (int, error) {
	if f == nil {
		return 0, ErrInvalid
	}
	return f.f.WriteString(s)
}

// WriteAt writes b at offset off (not in a file opened with O_APPEND).
func (f *File) WriteAt(b []byte, off int64) (int, error) {
	if f == nil {
		return 0, ErrInvalid
	}
	return f.f.WriteAt(b, off)
}

// Seek sets the offset of the next Read or Write to offset from the start (io.SeekStart), the
// current offset (io.SeekCurrent) or the end (io.SeekEnd); it returns the new offset.
func (f *File) Seek(offset int64, whence int) (int64, error) {
	if f == nil {
		return 0, ErrInvalid
	}
	return f.f.Seek(offset, whence)
}

// Sync commits the file's contents to stable storage (fsync).
func (f *File) Sync() error {
	if f == nil {
		return ErrInvalid
	}
	return f.f.Sync()
}

// Close closes the file; closing it again returns an error wrapping ErrClosed.
func (f *File) Close() error {
	if f == nil {
		return ErrInvalid
	}
	return f.f.Close()
}

// Stat returns the FileInfo of the open file.
func (f *File) Stat() (FileInfo, error) {
	if f == nil {
		return FileInfo{}, ErrInvalid
	}
	fi, err := f.f.Stat()
	if err != nil {
		return FileInfo{}, err
	}
	return fileInfo(fi), nil
}

// fileInfo is Go's FileInfo as this package's.
func fileInfo(fi goos.FileInfo) FileInfo {
	out := FileInfo{
		name:    fi.Name(),
		size:    fi.Size(),
		mode:    FileMode(fi.Mode()),
		modTime: time.Unix(0, fi.ModTime().UnixNano()),
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		out.dev = uint64(st.Dev)
		out.ino = st.Ino
		out.modTime = time.Unix(st.Mtim.Sec, st.Mtim.Nsec)
	}
	return out
}

// Stat returns the FileInfo of the named file (of a symbolic link's target).
func Stat(name string) (FileInfo, error) {
	fi, err := goos.Stat(name)
	if err != nil {
		return FileInfo{}, err
	}
	return fileInfo(fi), nil
}

// Lstat returns the FileInfo of the named file; of a symbolic link itself.
func Lstat(name string) (FileInfo, error) {
	fi, err := goos.Lstat(name)
	if err != nil {
		return FileInfo{}, err
	}
	return fileInfo(fi), nil
}

// ReadFile reads the whole named file into memory from a (nil: mem.System) that the caller
// frees with mem.FreeSlice, also when an error is returned (nil when the file did not open).
func ReadFile(a mem.Allocator, name string) ([]byte, error) {
	f, err := Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readAll(a, &f)
}

// WriteFile writes data to the named file, created with mode perm (before umask) if it does
// not exist, truncated first otherwise.
func WriteFile(name string, data []byte, perm FileMode) error {
	return goos.WriteFile(name, data, goos.FileMode(perm))
}

// Remove removes the named file or empty directory.
func Remove(name string) error { return goos.Remove(name) }

// RemoveAll removes path and everything it contains; a path that does not exist is no error.
func RemoveAll(path string) error { return goos.RemoveAll(path) }

// Mkdir creates a directory with the permission bits perm (before umask).
func Mkdir(name string, perm FileMode) error { return goos.Mkdir(name, goos.FileMode(perm)) }

// MkdirAll creates a directory and every parent it needs, with the permission bits perm
// (before umask); an existing directory is no error.
func MkdirAll(path string, perm FileMode) error {
	return goos.MkdirAll(path, goos.FileMode(perm))
}

// Rename renames (moves) oldpath to newpath, replacing a file (not a directory) there.
func Rename(oldpath, newpath string) error { return goos.Rename(oldpath, newpath) }

// Truncate changes the size of the named file.
func Truncate(name string, size int64) error { return goos.Truncate(name, size) }

// Chmod changes the mode of the named file.
func Chmod(name string, mode FileMode) error { return goos.Chmod(name, goos.FileMode(mode)) }

// Chown changes the numeric uid and gid of the named file, following a link; -1 leaves
// either as it is.
func Chown(name string, uid, gid int) error { return goos.Chown(name, uid, gid) }

// Lchown changes the numeric uid and gid of the named file; of a link itself, not its target.
func Lchown(name string, uid, gid int) error { return goos.Lchown(name, uid, gid) }

// Chtimes changes the access and modification times of the named file, following a link. A
// zero time.Time leaves that time as it is.
func Chtimes(name string, atime time.Time, mtime time.Time) error {
	return goos.Chtimes(name, goTime(atime), goTime(mtime))
}

// goTime is t as Go's time.Time (the zero Time stays zero).
func goTime(t time.Time) gotime.Time {
	if t.IsZero() {
		return gotime.Time{}
	}
	return gotime.Unix(t.Unix(), int64(t.Nanosecond()))
}

// Chdir changes the working directory.
func Chdir(dir string) error { return goos.Chdir(dir) }

// Link creates newname as a hard link to oldname.
func Link(oldname, newname string) error { return goos.Link(oldname, newname) }

// Symlink creates newname as a symbolic link to oldname.
func Symlink(oldname, newname string) error { return goos.Symlink(oldname, newname) }

// Readlink reads the target of the named symbolic link into buf and returns it (a string over
// buf); a target longer than buf is cut to len(buf) bytes. It panics if buf is empty.
func Readlink(buf []byte, name string) (string, error) {
	if len(buf) == 0 {
		panic("os: empty buffer")
	}
	s, err := goos.Readlink(name)
	if err != nil {
		return "", err
	}
	return bufString(buf, s), nil
}

// bufString copies s into buf (cut to its length) and returns the copy.
func bufString(buf []byte, s string) string {
	n := copy(buf, s)
	return unsafe.String(&buf[0], n)
}

// Getwd writes the working directory into buf and returns it (a string over buf). It panics
// if buf is empty; a buf too short gives an error.
func Getwd(buf []byte) (string, error) {
	if len(buf) == 0 {
		panic("os: empty buffer")
	}
	s, err := goos.Getwd()
	if err != nil {
		return "", err
	}
	if len(s) >= len(buf) {
		return "", &SyscallError{Syscall: "getwd", Err: syscall.ERANGE}
	}
	return bufString(buf, s), nil
}

// Hostname writes the host name into buf and returns it (a string over buf). It panics if buf
// is empty.
func Hostname(buf []byte) (string, error) {
	if len(buf) == 0 {
		panic("os: empty buffer")
	}
	s, err := goos.Hostname()
	if err != nil {
		return "", err
	}
	return bufString(buf, s), nil
}

// TempDir returns the directory for temporary files: $TMPDIR, or /tmp when it is empty.
func TempDir() string { return goos.TempDir() }

// Getenv returns the value of the environment variable key, "" when it is not set.
func Getenv(key string) string { return goos.Getenv(key) }

// LookupEnv returns the value of the environment variable key and whether it is set.
func LookupEnv(key string) (string, bool) { return goos.LookupEnv(key) }

// Setenv sets the environment variable key to value.
func Setenv(key, value string) error { return goos.Setenv(key, value) }

// Unsetenv removes the environment variable key.
func Unsetenv(key string) error { return goos.Unsetenv(key) }

// Environ returns the environment as "key=value" strings.
func Environ() []string { return goos.Environ() }

// Getpid returns the process id of the caller.
func Getpid() int { return goos.Getpid() }

// Getppid returns the process id of the caller's parent.
func Getppid() int { return goos.Getppid() }

// Getuid returns the numeric user id of the caller.
func Getuid() int { return goos.Getuid() }

// Geteuid returns the numeric effective user id of the caller.
func Geteuid() int { return goos.Geteuid() }

// Getgid returns the numeric group id of the caller.
func Getgid() int { return goos.Getgid() }

// Getegid returns the numeric effective group id of the caller.
func Getegid() int { return goos.Getegid() }

// ReadDir reads the named directory and returns its entries sorted by name, in memory from a
// (nil: mem.System): the slice and each name, which FreeDirEntry gives back. After an error
// while reading, it returns the entries read before it with the error.
func ReadDir(a mem.Allocator, name string) ([]DirEntry, error) {
	ents, err := goos.ReadDir(name)
	out := mem.AllocSlice[DirEntry](a, 0, len(ents))
	for _, e := range ents {
		out = append(out, DirEntry{name: allocString(a, e.Name()), typ: FileMode(e.Type())})
	}
	return out, err
}
