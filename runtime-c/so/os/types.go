package os

import "solod.dev/so/time"

// The flags of OpenFile: exactly one of O_RDONLY, O_WRONLY and O_RDWR, or-ed with any of the
// others. The values are linux's, as Go's are.
const (
	O_RDONLY int = 0x0      // open the file read-only
	O_WRONLY int = 0x1      // open the file write-only
	O_RDWR   int = 0x2      // open the file read-write
	O_APPEND int = 0x400    // append data to the file when writing
	O_CREATE int = 0x40     // create a new file if none exists
	O_EXCL   int = 0x80     // with O_CREATE: the file must not exist
	O_SYNC   int = 0x101000 // open for synchronous I/O
	O_TRUNC  int = 0x200    // truncate a regular writable file when opened
)

// PathSeparator and PathListSeparator are the operating system's separators of path elements
// and of paths in a list (such as PATH).
const (
	PathSeparator     = '/'
	PathListSeparator = ':'
)

// DevNull is the name of the operating system's null device.
const DevNull = "/dev/null"

// IsPathSeparator reports whether c is a directory separator character.
func IsPathSeparator(c uint8) bool { return c == PathSeparator }

// A FileMode is a file's mode and permission bits, with Go's definition on every system: the
// type and special bits are the high bits, the Unix permission bits the low nine.
type FileMode uint32

// The mode bits above the permissions. Only ModeDir, ModeSymlink, ModeNamedPipe, ModeSocket,
// ModeDevice, ModeCharDevice and ModeIrregular are types; the others are properties.
const (
	ModeDir        FileMode = 1 << (32 - 1 - iota) // d: is a directory
	ModeAppend                                     // a: append-only
	ModeExclusive                                  // l: exclusive use
	ModeTemporary                                  // T: temporary file; Plan 9 only
	ModeSymlink                                    // L: symbolic link
	ModeDevice                                     // D: device file
	ModeNamedPipe                                  // p: named pipe (FIFO)
	ModeSocket                                     // S: Unix domain socket
	ModeSetuid                                     // u: setuid
	ModeSetgid                                     // g: setgid
	ModeCharDevice                                 // c: Unix character device, when ModeDevice is set
	ModeSticky                                     // t: sticky
	ModeIrregular                                  // ?: non-regular file; nothing else is known about this file

	// ModeType is the mask of the type bits.
	ModeType = ModeDir | ModeSymlink | ModeNamedPipe | ModeSocket | ModeDevice | ModeCharDevice | ModeIrregular

	// ModePerm is the mask of the Unix permission bits.
	ModePerm FileMode = 0o777
)

// modeLetters are the letters String writes for the bits above the permissions, from the
// highest (ModeDir) down.
const modeLetters = "dalTLDpSugct?"

// String returns m as Go writes it: the letters of the set bits above the permissions (or "-"
// when there is none), then rwx for each permission bit, "-" when clear: "drwxr-xr-x",
// "-rw-r--r--", "Lrwxrwxrwx". The string lives in the caller's frame.
func (m FileMode) String() string {
	var buf [32]byte
	w := 0
	for i := 0; i < len(modeLetters); i++ {
		if m&(1<<uint(32-1-i)) != 0 {
			buf[w] = modeLetters[i]
			w++
		}
	}
	if w == 0 {
		buf[w] = '-'
		w++
	}
	const rwx = "rwxrwxrwx"
	for i := 0; i < 9; i++ {
		if m&(1<<uint(8-i)) != 0 {
			buf[w] = rwx[i]
		} else {
			buf[w] = '-'
		}
		w++
	}
	return string(buf[:w])
}

// IsDir reports whether m describes a directory.
func (m FileMode) IsDir() bool { return m&ModeDir != 0 }

// IsRegular reports whether m describes a regular file: no type bit is set.
func (m FileMode) IsRegular() bool { return m&ModeType == 0 }

// Perm returns the Unix permission bits of m.
func (m FileMode) Perm() FileMode { return m & ModePerm }

// Type returns the type bits of m.
func (m FileMode) Type() FileMode { return m & ModeType }

// A FileInfo describes a file: what Stat, Lstat and File.Stat return. (Go's FileInfo is an
// interface; here it is a value with the same methods, except Sys.)
type FileInfo struct {
	name    string
	size    int64
	mode    FileMode
	modTime time.Time
	dev     uint64
	ino     uint64
}

// Name returns the base name of the file: the last element of the name given to Stat.
func (fi FileInfo) Name() string { return fi.name }

// Size returns the length in bytes of a regular file; what the system says for the others.
func (fi FileInfo) Size() int64 { return fi.size }

// Mode returns the file's mode bits.
func (fi FileInfo) Mode() FileMode { return fi.mode }

// ModTime returns the time of the file's last modification.
func (fi FileInfo) ModTime() time.Time { return fi.modTime }

// IsDir reports whether the file is a directory: Mode().IsDir().
func (fi FileInfo) IsDir() bool { return fi.mode.IsDir() }

// SameFile reports whether fi1 and fi2 describe the same file: the same device and inode.
func SameFile(fi1, fi2 FileInfo) bool {
	return fi1.dev == fi2.dev && fi1.ino == fi2.ino
}

// A DirEntry is an entry of a directory, as ReadDir returns them. (Go's DirEntry is an
// interface; here it is a value with the same methods, except Info.)
type DirEntry struct {
	name string
	typ  FileMode
}

// Name returns the name of the entry: only the final element of its path, "hello.go", not
// "home/gopher/hello.go".
func (d DirEntry) Name() string { return d.name }

// IsDir reports whether the entry describes a directory.
func (d DirEntry) IsDir() bool { return d.typ.IsDir() }

// Type returns the type bits of the entry (FileMode.Type).
func (d DirEntry) Type() FileMode { return d.typ }

// String returns the entry as Go's fs.FormatDirEntry writes it: the type's mode string
// without the permission bits, a space and the name ("d subdir/", "- hello.go"); a
// directory's name ends with a slash.
func (d DirEntry) String() string {
	t := d.typ.String()
	t = t[:len(t)-9]
	if d.typ.IsDir() {
		return t + " " + d.name + "/"
	}
	return t + " " + d.name
}

// baseName returns the last element of name, as Go's FileInfo names it: trailing slashes
// removed, then everything up to the last slash ("/" stays "/", "" stays "").
func baseName(name string) string {
	i := len(name) - 1
	for i > 0 && name[i] == '/' {
		name = name[:i]
		i--
	}
	for i--; i >= 0; i-- {
		if name[i] == '/' {
			return name[i+1:]
		}
	}
	return name
}
