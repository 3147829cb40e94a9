//go:build solod

package os

import "unsafe"

// The system calls, in C (os_so.h). A result below zero is minus the error number.

//so:embed os_so.h
var osHeader string

//so:extern os_c_open
func sysOpen(path string, flag int, perm uint32) int64 { return 0 }

//so:extern os_c_read nodecay
func sysRead(fd int32, b []byte) int64 { return 0 }

//so:extern os_c_pread nodecay
func sysPread(fd int32, b []byte, off int64) int64 { return 0 }

// sysWrite writes all of b (at off when off >= 0) and returns how much it wrote; *err is the
// error number that stopped it, -1 for a write that wrote nothing.
//
//so:extern os_c_write nodecay
func sysWrite(fd int32, b []byte, off int64, err *int32) int64 { return 0 }

//so:extern os_c_seek
func sysSeek(fd int32, off int64, whence int) int64 { return 0 }

//so:extern os_c_fsync
func sysFsync(fd int32) int64 { return 0 }

//so:extern os_c_close
func sysClose(fd int32) int64 { return 0 }

// statBuf is what the package reads of a struct stat.
//
//so:extern os_c_statbuf
type statBuf struct {
	size      int64
	mtimeSec  int64
	mtimeNsec int64
	dev       uint64
	ino       uint64
	mode      uint32
}

//so:extern os_c_stat
func sysStat(path string, follow bool, st *statBuf) int64 { return 0 }

//so:extern os_c_fstat
func sysFstat(fd int32, st *statBuf) int64 { return 0 }

//so:extern os_c_unlink
func sysUnlink(path string) int64 { return 0 }

//so:extern os_c_rmdir
func sysRmdir(path string) int64 { return 0 }

// The same two calls on a NUL-terminated path in a buffer (RemoveAll's).
//
//so:extern os_c_unlink
func sysUnlinkBuf(path *byte) int64 { return 0 }

//so:extern os_c_rmdir
func sysRmdirBuf(path *byte) int64 { return 0 }

//so:extern os_c_mkdir
func sysMkdir(path string, mode uint32) int64 { return 0 }

//so:extern os_c_rename
func sysRename(from, to string) int64 { return 0 }

//so:extern os_c_link
func sysLink(from, to string) int64 { return 0 }

//so:extern os_c_symlink
func sysSymlink(from, to string) int64 { return 0 }

//so:extern os_c_truncate
func sysTruncate(path string, size int64) int64 { return 0 }

//so:extern os_c_chmod
func sysChmod(path string, mode uint32) int64 { return 0 }

//so:extern os_c_chown
func sysChown(path string, uid, gid int64) int64 { return 0 }

//so:extern os_c_lchown
func sysLchown(path string, uid, gid int64) int64 { return 0 }

//so:extern os_c_utimens
func sysUtimens(path string, asec, ansec, msec, mnsec int64) int64 { return 0 }

//so:extern os_c_chdir
func sysChdir(path string) int64 { return 0 }

//so:extern os_c_readlink
func sysReadlink(path string, buf *byte, n int) int64 { return 0 }

//so:extern os_c_getwd nodecay
func sysGetwd(buf []byte) int64 { return 0 }

//so:extern os_c_hostname nodecay
func sysHostname(buf []byte) int64 { return 0 }

//so:extern os_c_opendir
func sysOpendir(path string, nofollow bool, err *int32) unsafe.Pointer { return nil }

//so:extern os_c_opendir
func sysOpendirBuf(path *byte, nofollow bool, err *int32) unsafe.Pointer { return nil }

// dirent is an entry of a directory stream: its name, in the stream's memory until the next
// read, and the S_IFMT bits of its type (0 when unknown).
//
//so:extern os_c_dirent
type dirent struct {
	name string
	mode uint32
}

// sysReaddir reads the next entry other than "." and ".." into e: 1, or 0 at the end.
//
//so:extern os_c_readdir
func sysReaddir(dir unsafe.Pointer, e *dirent) int64 { return 0 }

//so:extern os_c_closedir
func sysClosedir(dir unsafe.Pointer) {}

//so:extern os_c_lookupenv
func sysLookupenv(key string, val *string) bool { return false }

//so:extern os_c_setenv
func sysSetenv(key, value string) int64 { return 0 }

//so:extern os_c_unsetenv
func sysUnsetenv(key string) {}

//so:extern os_c_environ_len
func sysEnvironLen() int { return 0 }

//so:extern os_c_environ_at
func sysEnvironAt(i int) string { return "" }

//so:extern os_c_exit
func sysExit(code int) {}

//so:extern os_c_getpid
func sysGetpid() int { return 0 }

//so:extern os_c_getppid
func sysGetppid() int { return 0 }

//so:extern os_c_getuid
func sysGetuid() int { return 0 }

//so:extern os_c_geteuid
func sysGeteuid() int { return 0 }

//so:extern os_c_getgid
func sysGetgid() int { return 0 }

//so:extern os_c_getegid
func sysGetegid() int { return 0 }
