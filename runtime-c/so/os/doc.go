// Package os is a platform-independent interface to the operating system: the command line,
// the environment, files and directories, with Go's semantics (the errors say what Go's say).
//
// Exported API (the So declarations mirror exactly this):
//
//	var Args []string                           // the command line, from the program name on
//	func Exit(code int)                         // at once: deferred calls do not run
//	func Getenv(key string) string
//	func LookupEnv(key string) (string, bool)
//	func Setenv(key, value string) error
//	func Unsetenv(key string) error
//	func Environ() []string                     // "key=value" strings, in the caller's frame
//	func Getpid() int; Getppid, Getuid, Geteuid, Getgid, Getegid
//	func Getwd(buf []byte) (string, error)      // the working directory, in buf
//	func Hostname(buf []byte) (string, error)   // in buf
//	func TempDir() string                       // $TMPDIR, else "/tmp"
//	func Chdir(dir string) error
//
//	type File struct{ ... }                     // an open file; its address is the io.Reader/Writer
//	var Stdin, Stdout, Stderr *File             // unbuffered, as in Go
//	const O_RDONLY, O_WRONLY, O_RDWR, O_APPEND, O_CREATE, O_EXCL, O_SYNC, O_TRUNC int
//	func Open(name string) (File, error)
//	func Create(name string) (File, error)
//	func OpenFile(name string, flag int, perm FileMode) (File, error)
//	    func (f *File) Read(b []byte) (int, error)      // io.EOF at the end
//	    func (f *File) ReadAt(b []byte, off int64) (int, error)
//	    func (f *File) Write(b []byte) (int, error)
//	    func (f *File) WriteString(s string) (int, error)
//	    func (f *File) WriteAt(b []byte, off int64) (int, error)
//	    func (f *File) Seek(offset int64, whence int) (int64, error)
//	    func (f *File) Sync() error
//	    func (f *File) Close() error
//	    func (f *File) Stat() (FileInfo, error)
//	    func (f *File) Name() string
//	    func (f *File) Fd() uintptr
//	func ReadFile(a mem.Allocator, name string) ([]byte, error) // the caller frees the result
//	func WriteFile(name string, data []byte, perm FileMode) error
//	func Stat(name string) (FileInfo, error)
//	func Lstat(name string) (FileInfo, error)
//	func ReadDir(a mem.Allocator, name string) ([]DirEntry, error) // free with FreeDirEntry
//	func FreeDirEntry(a mem.Allocator, entries []DirEntry)
//	func Mkdir(name string, perm FileMode) error
//	func MkdirAll(path string, perm FileMode) error
//	func Remove(name string) error
//	func RemoveAll(path string) error
//	func Rename(oldpath, newpath string) error
//	func Truncate(name string, size int64) error
//	func Chmod(name string, mode FileMode) error
//	func Chown(name string, uid, gid int) error  // -1 leaves either as it is
//	func Lchown(name string, uid, gid int) error
//	func Chtimes(name string, atime, mtime time.Time) error // a zero Time: left as it is
//	func Link(oldname, newname string) error
//	func Symlink(oldname, newname string) error
//	func Readlink(buf []byte, name string) (string, error) // the target, in buf
//	func SameFile(fi1, fi2 FileInfo) bool
//
//	type FileMode uint32                        // Go's bits: ModeDir, ModeSymlink, ..., ModePerm
//	    func (m FileMode) String() string        // "drwxr-xr-x", in the caller's frame
//	    IsDir, IsRegular, Perm, Type
//	type FileInfo struct{ ... }                 // Name, Size, Mode, ModTime, IsDir
//	type DirEntry struct{ ... }                 // Name, IsDir, Type, String
//	const PathSeparator, PathListSeparator; const DevNull; func IsPathSeparator(c uint8) bool
//
//	var ErrInvalid, ErrPermission, ErrExist, ErrNotExist, ErrClosed error
//	type PathError struct{ Op, Path string; Err error }          // "open x: no such file or directory"
//	type LinkError struct{ Op, Old, New string; Err error }      // "rename a b: file exists"
//	type SyscallError struct{ Syscall string; Err error }        // "setenv: invalid argument"
//	func IsExist(err error) bool; IsNotExist, IsPermission
//
// The errors are Go's: the functions on paths return a *PathError (a *LinkError for Rename,
// Link and Symlink, a *SyscallError for Setenv, Getwd and Hostname) around the system's error
// number, whose text is Go's ("no such file or directory") and which errors.Is relates to
// ErrNotExist, ErrExist and ErrPermission as Go's syscall.Errno does. The error structs live in
// the caller's frame, like any value a function returns.
//
// # Differences from Go's os
//
// The API is the peer Solod's where it has one, which differs from Go's where So's rule "no
// hidden heap allocation" asks for it:
//   - Open, Create and OpenFile return a File value, where Go returns *File: keep it in a
//     variable and use its address (f, err := os.Open(name); defer f.Close();
//     io.Copy(os.Stdout, &f)). A File keeps the name it was opened with, not a copy: the string
//     must live as long as the File and the errors of its methods. The zero File is not open.
//   - FileInfo and DirEntry are structs with Go's methods (Go's are interfaces), without Sys
//     and Info.
//   - ReadFile and ReadDir take the allocator their results come from (nil: mem.System); the
//     caller frees a ReadFile result with mem.FreeSlice and a ReadDir result with FreeDirEntry,
//     also when an error is returned. Getwd, Hostname and Readlink write into a caller's
//     buffer and panic when it is empty.
//   - Getenv, LookupEnv and Environ's strings are the C environment's own memory (not copies),
//     valid until that variable is set or unset again; Args's strings are the process's
//     argument memory.
//   - The errors of File's methods print and unwrap as Go's *PathError does ("read f: is a
//     directory", errors.Is(err, os.ErrClosed)), but are values of an unexported type small
//     enough to be held in the error itself, not a *PathError: errors.As(err, &pathErr) and
//     err.(*os.PathError) do not find them. (A Read error that lived in the caller's frame
//     could not be kept by a buffered reader.)
//   - RemoveAll's errors name the entry that could not be removed as Go's do, with its full
//     path; the operation is "unlinkat", "openfdat" or "readdirnames" as in Go.
//   - os.Exit flushes C's standard output (as a panic does), nothing else.
//
// Under the Go toolchain (files built without the solod build tag) everything is Go's own os
// package behind the same API, and the errors are Go's. solod builds with the solod tag, where
// the package is So code over a few system calls in C (os_so.h) and Args is filled by the
// program's C main.
package os
