//go:build solod

package os

import (
	"unsafe"

	"solod.dev/so/errors"
	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/time"
)

// Args holds the command-line arguments, starting with the program name (the C main fills
// it; the strings are the process's own argument memory).
//
//so:extern so_args
var Args []string

// Exit ends the program at once with the status code: deferred calls do not run. Only C's
// standard output is flushed (as a panic does); the package's own writes are unbuffered.
func Exit(code int) { sysExit(code) }

// The states of a File.
const (
	fileZero   uint8 = iota // the zero File: not open
	fileOpen                // open
	fileClosed              // closed by Close
)

// File is an open file descriptor. Open, Create and OpenFile return the File itself (a value,
// where Go returns *File); its methods take its address, which is also the io.Reader and
// io.Writer. The zero File is not open: its methods return ErrInvalid.
type File struct {
	name     string
	fd       int32
	state    uint8
	isAppend bool
}

// Stdin, Stdout and Stderr are the open Files of the standard streams. Their writes are not
// buffered, as in Go.
var (
	Stdin  = &File{name: "/dev/stdin", fd: 0, state: fileOpen}
	Stdout = &File{name: "/dev/stdout", fd: 1, state: fileOpen}
	Stderr = &File{name: "/dev/stderr", fd: 2, state: fileOpen}
)

// hasNul reports whether s holds a NUL byte, which no path may hold.
func hasNul(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			return true
		}
	}
	return false
}

// Open opens the named file for reading (O_RDONLY).
func Open(name string) (File, error) { return OpenFile(name, O_RDONLY, 0) }

// Create creates the named file with mode 0o666 (before umask), or truncates it if it
// exists; it is opened O_RDWR.
func Create(name string) (File, error) {
	return OpenFile(name, O_RDWR|O_CREATE|O_TRUNC, 0o666)
}

// OpenFile opens the named file with the flags (O_RDONLY etc.); with O_CREATE a file that does
// not exist is created with mode perm (before umask). The File keeps name itself (not a
// copy): Name returns it and its errors print it.
func OpenFile(name string, flag int, perm FileMode) (File, error) {
	if hasNul(name) {
		return File{}, &PathError{Op: "open", Path: name, Err: eINVAL}
	}
	fd := sysOpen(name, flag, sysMode(perm))
	if fd < 0 {
		return File{}, &PathError{Op: "open", Path: name, Err: errno(-fd)}
	}
	return File{name: name, fd: int32(fd), state: fileOpen, isAppend: flag&O_APPEND != 0}, nil
}

// sysMode is perm with its special bits as the system's (setuid, setgid, sticky).
func sysMode(perm FileMode) uint32 {
	m := uint32(perm.Perm())
	if perm&ModeSetuid != 0 {
		m |= 0o4000
	}
	if perm&ModeSetgid != 0 {
		m |= 0o2000
	}
	if perm&ModeSticky != 0 {
		m |= 0o1000
	}
	return m
}

// check returns the error of an operation on a File that is not open: ErrInvalid for a nil
// or zero File, ErrClosed (behind the operation and name) for a closed one.
func (f *File) check(op uint8) error {
	if f == nil || f.state == fileZero {
		return ErrInvalid
	}
	if f.state == fileClosed {
		return fileError{path: f.name, op: op, code: codeClosed}
	}
	return nil
}

// fail returns the error of op on f, from a result below zero.
func (f *File) fail(op uint8, r int64) error {
	return fileError{path: f.name, op: op, code: uint16(-r)}
}

// Name returns the name the file was opened with.
func (f *File) Name() string { return f.name }

// Fd returns the file descriptor of f (^uintptr(0) when f is not open).
func (f *File) Fd() uintptr {
	if f == nil || f.state != fileOpen {
		return ^uintptr(0)
	}
	return uintptr(f.fd)
}

// Read reads up to len(b) bytes into b; at the end of the file it returns 0, io.EOF.
func (f *File) Read(b []byte) (int, error) {
	if err := f.check(opRead); err != nil {
		return 0, err
	}
	if len(b) == 0 {
		return 0, nil
	}
	n := sysRead(f.fd, b)
	if n < 0 {
		return 0, f.fail(opRead, n)
	}
	if n == 0 {
		return 0, io.EOF
	}
	return int(n), nil
}

// ReadAt reads len(b) bytes at offset off, independently of the file's offset; it reads fewer
// only with an error, io.EOF at the end of the file.
func (f *File) ReadAt(b []byte, off int64) (int, error) {
	if err := f.check(opRead); err != nil {
		return 0, err
	}
	if off < 0 {
		return 0, fileError{path: f.name, op: opReadAt, code: codeNegOffset}
	}
	n := 0
	for len(b) > 0 {
		m := sysPread(f.fd, b, off)
		if m < 0 {
			return n, f.fail(opRead, m)
		}
		if m == 0 {
			return n, io.EOF
		}
		n += int(m)
		b = b[m:]
		off += m
	}
	return n, nil
}

// write writes all of b at off (off < 0: at the file's offset).
func (f *File) write(op uint8, b []byte, off int64) (int, error) {
	var e int32
	n := int(sysWrite(f.fd, b, off, &e))
	if e == -1 {
		return n, fileError{path: f.name, op: op, code: codeShortWrite}
	}
	if e != 0 {
		return n, fileError{path: f.name, op: op, code: uint16(e)}
	}
	return n, nil
}

// Write writes b; it returns an error when it wrote fewer than len(b) bytes.
func (f *File) Write(b []byte) (int, error) {
	if err := f.check(opWrite); err != nil {
		return 0, err
	}
	return f.write(opWrite, b, -1)
}

// WriteString writes the bytes of s (without copying them).
func (f *File) WriteString(s string) (int, error) {
	return f.Write(unsafe.Slice(unsafe.StringData(s), len(s)))
}

var errWriteAtInAppendMode = errors.New("os: invalid use of WriteAt on file opened with O_APPEND")

// WriteAt writes b at offset off, independently of the file's offset; not in a file opened
// with O_APPEND.
func (f *File) WriteAt(b []byte, off int64) (int, error) {
	if err := f.check(opWrite); err != nil {
		return 0, err
	}
	if f.isAppend {
		return 0, errWriteAtInAppendMode
	}
	if off < 0 {
		return 0, fileError{path: f.name, op: opWriteAt, code: codeNegOffset}
	}
	return f.write(opWrite, b, off)
}

// Seek sets the offset of the next Read or Write to offset from the start (io.SeekStart), the
// current offset (io.SeekCurrent) or the end (io.SeekEnd); it returns the new offset.
func (f *File) Seek(offset int64, whence int) (int64, error) {
	if err := f.check(opSeek); err != nil {
		return 0, err
	}
	r := sysSeek(f.fd, offset, whence)
	if r < 0 {
		return 0, f.fail(opSeek, r)
	}
	return r, nil
}

// Sync commits the file's contents to stable storage (fsync).
func (f *File) Sync() error {
	if err := f.check(opSync); err != nil {
		return err
	}
	if r := sysFsync(f.fd); r < 0 {
		return f.fail(opSync, r)
	}
	return nil
}

// Close closes the file; closing it again returns an error wrapping ErrClosed.
func (f *File) Close() error {
	if err := f.check(opClose); err != nil {
		return err
	}
	f.state = fileClosed
	if r := sysClose(f.fd); r < 0 {
		return f.fail(opClose, r)
	}
	return nil
}

// Stat returns the FileInfo of the open file.
func (f *File) Stat() (FileInfo, error) {
	if err := f.check(opStat); err != nil {
		return FileInfo{}, err
	}
	var st statBuf
	if r := sysFstat(f.fd, &st); r < 0 {
		return FileInfo{}, f.fail(opStat, r)
	}
	return statInfo(f.name, &st), nil
}

// statInfo is the FileInfo of what stat said about the file named name.
func statInfo(name string, st *statBuf) FileInfo {
	mode := FileMode(st.mode & 0o777)
	mode |= typeMode(st.mode)
	if st.mode&0o4000 != 0 {
		mode |= ModeSetuid
	}
	if st.mode&0o2000 != 0 {
		mode |= ModeSetgid
	}
	if st.mode&0o1000 != 0 {
		mode |= ModeSticky
	}
	return FileInfo{
		name:    baseName(name),
		size:    st.size,
		mode:    mode,
		modTime: time.Unix(st.mtimeSec, st.mtimeNsec),
		dev:     st.dev,
		ino:     st.ino,
	}
}

// typeMode returns the type bits of a FileMode for the S_IFMT bits of a system mode.
func typeMode(m uint32) FileMode {
	switch m & 0o170000 {
	case 0o060000:
		return ModeDevice
	case 0o020000:
		return ModeDevice | ModeCharDevice
	case 0o040000:
		return ModeDir
	case 0o010000:
		return ModeNamedPipe
	case 0o120000:
		return ModeSymlink
	case 0o140000:
		return ModeSocket
	}
	return 0
}

// stat is Stat (follow) and Lstat.
func stat(op, name string, follow bool) (FileInfo, error) {
	if hasNul(name) {
		return FileInfo{}, &PathError{Op: op, Path: name, Err: eINVAL}
	}
	var st statBuf
	if r := sysStat(name, follow, &st); r < 0 {
		return FileInfo{}, &PathError{Op: op, Path: name, Err: errno(-r)}
	}
	return statInfo(name, &st), nil
}

// Stat returns the FileInfo of the named file (of a symbolic link's target).
func Stat(name string) (FileInfo, error) { return stat("stat", name, true) }

// Lstat returns the FileInfo of the named file; of a symbolic link itself.
func Lstat(name string) (FileInfo, error) { return stat("lstat", name, false) }

// ReadFile reads the whole named file into memory from a (nil: mem.System) that the caller
// frees with mem.FreeSlice, also when an error is returned (nil when the file did not open).
func ReadFile(a mem.Allocator, name string) ([]byte, error) {
	f, err := Open(name)
	if err != nil {
		return nil, err
	}
	data, err := readAll(a, &f)
	f.Close()
	return data, err
}

// WriteFile writes data to the named file, created with mode perm (before umask) if it does
// not exist, truncated first otherwise.
func WriteFile(name string, data []byte, perm FileMode) error {
	f, err := OpenFile(name, O_WRONLY|O_CREATE|O_TRUNC, perm)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err1 := f.Close(); err1 != nil && err == nil {
		err = err1
	}
	return err
}

// pathErr is the error of a system call on a path: nil, or a PathError of op.
func pathErr(op, name string, r int64) error {
	if r < 0 {
		return &PathError{Op: op, Path: name, Err: errno(-r)}
	}
	return nil
}

// Remove removes the named file or empty directory.
func Remove(name string) error {
	if hasNul(name) {
		return &PathError{Op: "remove", Path: name, Err: eINVAL}
	}
	e := sysUnlink(name)
	if e == 0 {
		return nil
	}
	e1 := sysRmdir(name)
	if e1 == 0 {
		return nil
	}
	// Whether name is a directory is not known: rmdir of a file says ENOTDIR, so any other
	// answer of rmdir is the one to report.
	if e1 != -int64(eNOTDIR) {
		e = e1
	}
	return &PathError{Op: "remove", Path: name, Err: errno(-e)}
}

// Mkdir creates a directory with the permission bits perm (before umask).
func Mkdir(name string, perm FileMode) error {
	if hasNul(name) {
		return &PathError{Op: "mkdir", Path: name, Err: eINVAL}
	}
	return pathErr("mkdir", name, sysMkdir(name, sysMode(perm)))
}

// MkdirAll creates a directory and every parent it needs, with the permission bits perm
// (before umask); an existing directory is no error, an existing file is (ENOTDIR).
func MkdirAll(path string, perm FileMode) error {
	if fi, err := Stat(path); err == nil {
		if fi.IsDir() {
			return nil
		}
		return &PathError{Op: "mkdir", Path: path, Err: eNOTDIR}
	}
	// The parent: path without its trailing slashes and its last element.
	i := len(path) - 1
	for i >= 0 && path[i] == '/' {
		i--
	}
	for i >= 0 && path[i] != '/' {
		i--
	}
	if i > 0 {
		if err := MkdirAll(path[:i], perm); err != nil {
			return err
		}
	}
	if err := Mkdir(path, perm); err != nil {
		// "dir/." and the like: the directory may exist after all.
		if fi, err1 := Lstat(path); err1 == nil && fi.IsDir() {
			return nil
		}
		return err
	}
	return nil
}

// Rename renames (moves) oldpath to newpath, replacing a file (not a directory) there.
func Rename(oldpath, newpath string) error {
	if hasNul(oldpath) || hasNul(newpath) {
		return &LinkError{Op: "rename", Old: oldpath, New: newpath, Err: eINVAL}
	}
	if fi, err := Lstat(newpath); err == nil && fi.IsDir() {
		// A directory is never replaced: the error is oldpath's when it has one, else EEXIST
		// (unless both names are the same file under different names).
		ofi, err := Lstat(oldpath)
		if err != nil {
			return &LinkError{Op: "rename", Old: oldpath, New: newpath, Err: underlying(err)}
		}
		if newpath == oldpath || !SameFile(fi, ofi) {
			return &LinkError{Op: "rename", Old: oldpath, New: newpath, Err: eEXIST}
		}
	}
	if r := sysRename(oldpath, newpath); r < 0 {
		return &LinkError{Op: "rename", Old: oldpath, New: newpath, Err: errno(-r)}
	}
	return nil
}

// Link creates newname as a hard link to oldname.
func Link(oldname, newname string) error {
	if hasNul(oldname) || hasNul(newname) {
		return &LinkError{Op: "link", Old: oldname, New: newname, Err: eINVAL}
	}
	if r := sysLink(oldname, newname); r < 0 {
		return &LinkError{Op: "link", Old: oldname, New: newname, Err: errno(-r)}
	}
	return nil
}

// Symlink creates newname as a symbolic link to oldname.
func Symlink(oldname, newname string) error {
	if hasNul(oldname) || hasNul(newname) {
		return &LinkError{Op: "symlink", Old: oldname, New: newname, Err: eINVAL}
	}
	if r := sysSymlink(oldname, newname); r < 0 {
		return &LinkError{Op: "symlink", Old: oldname, New: newname, Err: errno(-r)}
	}
	return nil
}

// Readlink reads the target of the named symbolic link into buf and returns it (a string over
// buf); a target longer than buf is cut to len(buf) bytes. It panics if buf is empty.
func Readlink(buf []byte, name string) (string, error) {
	if len(buf) == 0 {
		panic("os: empty buffer")
	}
	if hasNul(name) {
		return "", &PathError{Op: "readlink", Path: name, Err: eINVAL}
	}
	n := sysReadlink(name, &buf[0], len(buf))
	if n < 0 {
		return "", &PathError{Op: "readlink", Path: name, Err: errno(-n)}
	}
	return unsafe.String(&buf[0], int(n)), nil
}

// Truncate changes the size of the named file.
func Truncate(name string, size int64) error {
	if hasNul(name) {
		return &PathError{Op: "truncate", Path: name, Err: eINVAL}
	}
	return pathErr("truncate", name, sysTruncate(name, size))
}

// Chmod changes the mode of the named file.
func Chmod(name string, mode FileMode) error {
	if hasNul(name) {
		return &PathError{Op: "chmod", Path: name, Err: eINVAL}
	}
	return pathErr("chmod", name, sysChmod(name, sysMode(mode)))
}

// Chown changes the numeric uid and gid of the named file, following a link; -1 leaves
// either as it is.
func Chown(name string, uid, gid int) error {
	if hasNul(name) {
		return &PathError{Op: "chown", Path: name, Err: eINVAL}
	}
	return pathErr("chown", name, sysChown(name, int64(uid), int64(gid)))
}

// Lchown changes the numeric uid and gid of the named file; of a link itself, not its target.
func Lchown(name string, uid, gid int) error {
	if hasNul(name) {
		return &PathError{Op: "lchown", Path: name, Err: eINVAL}
	}
	return pathErr("lchown", name, sysLchown(name, int64(uid), int64(gid)))
}

// Chtimes changes the access and modification times of the named file, following a link. A
// zero time.Time leaves that time as it is.
func Chtimes(name string, atime time.Time, mtime time.Time) error {
	if hasNul(name) {
		return &PathError{Op: "chtimes", Path: name, Err: eINVAL}
	}
	asec, ansec := atime.Unix(), int64(atime.Nanosecond())
	if atime.IsZero() {
		ansec = -1
	}
	msec, mnsec := mtime.Unix(), int64(mtime.Nanosecond())
	if mtime.IsZero() {
		mnsec = -1
	}
	return pathErr("chtimes", name, sysUtimens(name, asec, ansec, msec, mnsec))
}

// Chdir changes the working directory.
func Chdir(dir string) error {
	if hasNul(dir) {
		return &PathError{Op: "chdir", Path: dir, Err: eINVAL}
	}
	return pathErr("chdir", dir, sysChdir(dir))
}

// Getwd writes the working directory into buf and returns it (a string over buf). It panics
// if buf is empty; a buf too short gives an error.
func Getwd(buf []byte) (string, error) {
	if len(buf) == 0 {
		panic("os: empty buffer")
	}
	n := sysGetwd(buf)
	if n < 0 {
		return "", &SyscallError{Syscall: "getwd", Err: errno(-n)}
	}
	return unsafe.String(&buf[0], int(n)), nil
}

// Hostname writes the host name into buf and returns it (a string over buf). It panics if buf
// is empty.
func Hostname(buf []byte) (string, error) {
	if len(buf) == 0 {
		panic("os: empty buffer")
	}
	n := sysHostname(buf)
	if n < 0 {
		return "", &SyscallError{Syscall: "gethostname", Err: errno(-n)}
	}
	return unsafe.String(&buf[0], int(n)), nil
}

// TempDir returns the directory for temporary files: $TMPDIR, or /tmp when it is empty.
func TempDir() string {
	dir := Getenv("TMPDIR")
	if dir == "" {
		return "/tmp"
	}
	return dir
}

// validKey reports whether key can name an environment variable: not empty, without "=" or
// NUL.
func validKey(key string) bool {
	if key == "" {
		return false
	}
	for i := 0; i < len(key); i++ {
		if key[i] == '=' || key[i] == 0 {
			return false
		}
	}
	return true
}

// Getenv returns the value of the environment variable key, "" when it is not set.
func Getenv(key string) string {
	v, _ := LookupEnv(key)
	return v
}

// LookupEnv returns the value of the environment variable key and whether it is set. The
// value is the environment's own memory (not a copy), valid until that variable is set or
// unset again.
func LookupEnv(key string) (string, bool) {
	if !validKey(key) {
		return "", false
	}
	var v string
	if !sysLookupenv(key, &v) {
		return "", false
	}
	return v, true
}

// Setenv sets the environment variable key to value.
func Setenv(key, value string) error {
	if !validKey(key) || hasNul(value) {
		return &SyscallError{Syscall: "setenv", Err: eINVAL}
	}
	if r := sysSetenv(key, value); r < 0 {
		return &SyscallError{Syscall: "setenv", Err: errno(-r)}
	}
	return nil
}

// Unsetenv removes the environment variable key.
func Unsetenv(key string) error {
	if validKey(key) {
		sysUnsetenv(key)
	}
	return nil
}

// Environ returns the environment as "key=value" strings, in a slice in the caller's frame;
// the strings are the environment's own memory.
func Environ() []string {
	n := sysEnvironLen()
	env := make([]string, n)
	for i := range env {
		env[i] = sysEnvironAt(i)
	}
	return env
}

// Getpid returns the process id of the caller.
func Getpid() int { return sysGetpid() }

// Getppid returns the process id of the caller's parent.
func Getppid() int { return sysGetppid() }

// Getuid returns the numeric user id of the caller.
func Getuid() int { return sysGetuid() }

// Geteuid returns the numeric effective user id of the caller.
func Geteuid() int { return sysGeteuid() }

// Getgid returns the numeric group id of the caller.
func Getgid() int { return sysGetgid() }

// Getegid returns the numeric effective group id of the caller.
func Getegid() int { return sysGetegid() }

// ReadDir reads the named directory and returns its entries sorted by name, in memory from a
// (nil: mem.System): the slice and each name, which FreeDirEntry gives back. After an error
// while reading, it returns the entries read before it with the error.
func ReadDir(a mem.Allocator, name string) ([]DirEntry, error) {
	if hasNul(name) {
		return nil, &PathError{Op: "open", Path: name, Err: eINVAL}
	}
	var e int32
	d := sysOpendir(name, false, &e)
	if d == nil {
		return nil, &PathError{Op: "open", Path: name, Err: errno(e)}
	}
	var out []DirEntry
	var err error
	var ent dirent
	for {
		r := sysReaddir(d, &ent)
		if r == 0 {
			break
		}
		if r < 0 {
			err = &PathError{Op: "readdirent", Path: name, Err: errno(-r)}
			break
		}
		if len(out) == cap(out) {
			out = mem.ReallocSlice(a, out, len(out), max(8, 2*cap(out)))
		}
		out = append(out, DirEntry{name: allocString(a, ent.name), typ: typeMode(ent.mode)})
	}
	sysClosedir(d)
	sortEntries(out)
	return out, err
}

// sortEntries sorts entries by name (heapsort: no memory, n log n).
func sortEntries(es []DirEntry) {
	n := len(es)
	for i := n/2 - 1; i >= 0; i-- {
		siftDown(es, i, n)
	}
	for end := n - 1; end > 0; end-- {
		es[0], es[end] = es[end], es[0]
		siftDown(es, 0, end)
	}
}

// siftDown moves es[i] down the max-heap es[:n] to its place.
func siftDown(es []DirEntry, i, n int) {
	for {
		c := 2*i + 1
		if c >= n {
			return
		}
		if c+1 < n && es[c].name < es[c+1].name {
			c++
		}
		if es[i].name >= es[c].name {
			return
		}
		es[i], es[c] = es[c], es[i]
		i = c
	}
}

// RemoveAll removes path and everything it contains: the files it can, and the error of the
// first it cannot. A path that does not exist is no error; "" is nothing to do; a path
// ending in "." is rejected (EINVAL), as rmdir rejects it.
func RemoveAll(path string) error {
	if path == "" {
		return nil
	}
	if path == "." || len(path) >= 2 && path[len(path)-1] == '.' && path[len(path)-2] == '/' {
		return &PathError{Op: "RemoveAll", Path: path, Err: eINVAL}
	}
	err := Remove(path)
	if err == nil || IsNotExist(err) {
		return nil
	}
	var t tree
	if len(path) >= len(t.path) || hasNul(path) {
		return err
	}
	n := copy(t.path[:], path)
	t.path[n] = 0
	return t.remove(n)
}

// tree is RemoveAll's walk: the path of the entry at hand, NUL-terminated, in a buffer that
// every level of the walk shares.
type tree struct {
	path [4096]byte
}

func (t *tree) fail(op string, n int, e errno) error {
	return &PathError{Op: op, Path: string(t.path[:n]), Err: e}
}

// remove removes the file or directory tree at t.path[:n].
func (t *tree) remove(n int) error {
	r := sysUnlinkBuf(&t.path[0])
	if r == 0 || r == -int64(eNOENT) {
		return nil
	}
	// A directory (EISDIR), or a directory we may empty even though we may not remove it
	// from its parent (EPERM, EACCES): empty it, then remove it.
	uerr := errno(-r)
	if uerr != eISDIR && uerr != ePERM && uerr != eACCES {
		return t.fail("unlinkat", n, uerr)
	}
	var first error
	var ent dirent
	for {
		var e int32
		d := sysOpendirBuf(&t.path[0], true, &e)
		if d == nil {
			if errno(e) == eNOENT {
				return nil
			}
			if errno(e) == eNOTDIR || errno(e) == eLOOP {
				return t.fail("unlinkat", n, uerr)
			}
			if first == nil {
				first = t.fail("openfdat", n, errno(e))
			}
			break
		}
		// One pass over the entries; passes repeat while they remove something, since
		// removing entries during a pass may hide others from it.
		seen, failed := 0, 0
		for {
			r := sysReaddir(d, &ent)
			if r == 0 {
				break
			}
			if r < 0 {
				sysClosedir(d)
				if errno(-r) == eNOENT {
					return nil
				}
				return t.fail("readdirnames", n, errno(-r))
			}
			seen++
			m := n + 1 + len(ent.name)
			if m >= len(t.path) {
				failed++
				if first == nil {
					first = t.fail("unlinkat", n, eNAMETOOLONG)
				}
				continue
			}
			t.path[n] = '/'
			copy(t.path[n+1:], ent.name)
			t.path[m] = 0
			if err := t.remove(m); err != nil {
				failed++
				if first == nil {
					first = err
				}
			}
			t.path[n] = 0
		}
		sysClosedir(d)
		if seen == failed {
			break
		}
	}
	r = sysRmdirBuf(&t.path[0])
	if r == 0 || r == -int64(eNOENT) {
		return nil
	}
	if first != nil {
		return first
	}
	return t.fail("unlinkat", n, errno(-r))
}
