// Pasted into the C header of the So package os (//so:embed in os_so.go): the system calls
// the package makes, each a small function over POSIX. A function that fails returns minus
// the error number (system calls never return such values otherwise), or sets *err; each
// retries a call that a signal interrupted (EINTR), as Go's os does.
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

// Go's open flags are linux's (so/os declares them as numbers).
_Static_assert(O_WRONLY == 0x1 && O_RDWR == 0x2 && O_APPEND == 0x400 && O_CREAT == 0x40 &&
                   O_EXCL == 0x80 && O_SYNC == 0x101000 && O_TRUNC == 0x200,
               "so/os: the open flags differ from linux's");

// Go reads and writes at most 1 GiB per system call.
#define OS_C_MAX_RW ((int64_t)1 << 30)

static inline int64_t os_c_open(const void *path, int64_t flag, uint32_t perm) {
    int fd;
    do {
        fd = open((const char *)path, (int)flag | O_CLOEXEC, (mode_t)perm);
    } while (fd < 0 && errno == EINTR);
    return fd < 0 ? -(int64_t)errno : fd;
}

static inline int64_t os_c_read(int32_t fd, so_Slice b) {
    int64_t n = b.len < OS_C_MAX_RW ? b.len : OS_C_MAX_RW;
    ssize_t r;
    do {
        r = read(fd, b.ptr, (size_t)n);
    } while (r < 0 && errno == EINTR);
    return r < 0 ? -(int64_t)errno : (int64_t)r;
}

static inline int64_t os_c_pread(int32_t fd, so_Slice b, int64_t off) {
    int64_t n = b.len < OS_C_MAX_RW ? b.len : OS_C_MAX_RW;
    ssize_t r;
    do {
        r = pread(fd, b.ptr, (size_t)n, (off_t)off);
    } while (r < 0 && errno == EINTR);
    return r < 0 ? -(int64_t)errno : (int64_t)r;
}

// os_c_write writes all of b (at offset off when off >= 0, else at the file's offset) and
// returns how much it wrote; *err is the error number that stopped it (0: none; -1: a write
// that wrote nothing, Go's io.ErrUnexpectedEOF). An empty b still makes one call, as Go does.
static inline int64_t os_c_write(int32_t fd, so_Slice b, int64_t off, int32_t *err) {
    const uint8_t *p = (const uint8_t *)b.ptr;
    int64_t done = 0;
    *err = 0;
    do {
        int64_t n = b.len - done < OS_C_MAX_RW ? b.len - done : OS_C_MAX_RW;
        ssize_t w = off >= 0 ? pwrite(fd, p + done, (size_t)n, (off_t)(off + done))
                             : write(fd, p + done, (size_t)n);
        if (w < 0) {
            if (errno == EINTR) {
                continue;
            }
            *err = errno;
            break;
        }
        done += w;
        if (w == 0 && done < b.len) {
            *err = -1;
            break;
        }
    } while (done < b.len);
    return done;
}

static inline int64_t os_c_seek(int32_t fd, int64_t off, int64_t whence) {
    off_t r = lseek(fd, (off_t)off, (int)whence);
    return r < 0 ? -(int64_t)errno : (int64_t)r;
}

static inline int64_t os_c_fsync(int32_t fd) {
    int r;
    do {
        r = fsync(fd);
    } while (r < 0 && errno == EINTR);
    return r < 0 ? -(int64_t)errno : 0;
}

static inline int64_t os_c_close(int32_t fd) {
    return close(fd) < 0 ? -(int64_t)errno : 0;
}

// What Stat, Lstat and File.Stat read of a struct stat (so/os's statBuf).
typedef struct os_c_statbuf {
    int64_t size;
    int64_t mtimeSec;
    int64_t mtimeNsec;
    uint64_t dev;
    uint64_t ino;
    uint32_t mode;
} os_c_statbuf;

static inline void os_c_fill(os_c_statbuf *out, const struct stat *st) {
    out->size = (int64_t)st->st_size;
    out->mtimeSec = (int64_t)st->st_mtim.tv_sec;
    out->mtimeNsec = (int64_t)st->st_mtim.tv_nsec;
    out->dev = (uint64_t)st->st_dev;
    out->ino = (uint64_t)st->st_ino;
    out->mode = (uint32_t)st->st_mode;
}

// os_c_stat stats path (lstat when follow is false).
static inline int64_t os_c_stat(const void *path, bool follow, os_c_statbuf *out) {
    struct stat st;
    int r;
    do {
        r = follow ? stat((const char *)path, &st) : lstat((const char *)path, &st);
    } while (r < 0 && errno == EINTR);
    if (r < 0) {
        return -(int64_t)errno;
    }
    os_c_fill(out, &st);
    return 0;
}

static inline int64_t os_c_fstat(int32_t fd, os_c_statbuf *out) {
    struct stat st;
    int r;
    do {
        r = fstat(fd, &st);
    } while (r < 0 && errno == EINTR);
    if (r < 0) {
        return -(int64_t)errno;
    }
    os_c_fill(out, &st);
    return 0;
}

// The calls on paths that only succeed or fail.
#define OS_C_RETRY(call)                                                                       \
    do {                                                                                       \
        int r_;                                                                                \
        do {                                                                                   \
            r_ = (call);                                                                       \
        } while (r_ < 0 && errno == EINTR);                                                    \
        return r_ < 0 ? -(int64_t)errno : 0;                                                   \
    } while (0)

static inline int64_t os_c_unlink(const void *path) { OS_C_RETRY(unlink((const char *)path)); }
static inline int64_t os_c_rmdir(const void *path) { OS_C_RETRY(rmdir((const char *)path)); }
static inline int64_t os_c_mkdir(const void *path, uint32_t mode) {
    OS_C_RETRY(mkdir((const char *)path, (mode_t)mode));
}
static inline int64_t os_c_rename(const void *from, const void *to) {
    OS_C_RETRY(rename((const char *)from, (const char *)to));
}
static inline int64_t os_c_link(const void *from, const void *to) {
    OS_C_RETRY(link((const char *)from, (const char *)to));
}
static inline int64_t os_c_symlink(const void *from, const void *to) {
    OS_C_RETRY(symlink((const char *)from, (const char *)to));
}
static inline int64_t os_c_truncate(const void *path, int64_t size) {
    OS_C_RETRY(truncate((const char *)path, (off_t)size));
}
static inline int64_t os_c_chmod(const void *path, uint32_t mode) {
    OS_C_RETRY(chmod((const char *)path, (mode_t)mode));
}
static inline int64_t os_c_chown(const void *path, int64_t uid, int64_t gid) {
    OS_C_RETRY(chown((const char *)path, (uid_t)uid, (gid_t)gid));
}
static inline int64_t os_c_lchown(const void *path, int64_t uid, int64_t gid) {
    OS_C_RETRY(lchown((const char *)path, (uid_t)uid, (gid_t)gid));
}
// os_c_utimens sets the access and modification times of path (following a link); a negative
// nanosecond count leaves that time as it is.
static inline int64_t os_c_utimens(const void *path, int64_t asec, int64_t ansec, int64_t msec,
                                   int64_t mnsec) {
    struct timespec ts[2] = {
        {.tv_sec = (time_t)asec, .tv_nsec = ansec < 0 ? UTIME_OMIT : (long)ansec},
        {.tv_sec = (time_t)msec, .tv_nsec = mnsec < 0 ? UTIME_OMIT : (long)mnsec},
    };
    OS_C_RETRY(utimensat(AT_FDCWD, (const char *)path, ts, 0));
}
static inline int64_t os_c_chdir(const void *path) { OS_C_RETRY(chdir((const char *)path)); }

// os_c_readlink reads the target of the link at path into buf (n bytes); returns its length
// (at most n: a longer target is cut, as readlink(2) does).
static inline int64_t os_c_readlink(const void *path, void *buf, int64_t n) {
    ssize_t r = readlink((const char *)path, (char *)buf, (size_t)n);
    return r < 0 ? -(int64_t)errno : (int64_t)r;
}

// os_c_getwd writes the working directory into b; returns its length.
static inline int64_t os_c_getwd(so_Slice b) {
    if (getcwd((char *)b.ptr, (size_t)b.len) == NULL) {
        return -(int64_t)errno;
    }
    return (int64_t)strlen((const char *)b.ptr);
}

// os_c_hostname writes the host name into b; returns its length.
static inline int64_t os_c_hostname(so_Slice b) {
    if (gethostname((char *)b.ptr, (size_t)b.len) < 0) {
        return -(int64_t)errno;
    }
    return (int64_t)strnlen((const char *)b.ptr, (size_t)b.len);
}

// os_c_opendir opens the directory at path as a stream (not following a final symbolic link
// when nofollow); NULL with *err set when it cannot.
static inline void *os_c_opendir(const void *path, bool nofollow, int32_t *err) {
    int flags = O_RDONLY | O_CLOEXEC | O_DIRECTORY | (nofollow ? O_NOFOLLOW : 0);
    int fd;
    do {
        fd = open((const char *)path, flags);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        *err = errno;
        return NULL;
    }
    DIR *d = fdopendir(fd);
    if (d == NULL) {
        *err = errno;
        close(fd);
        return NULL;
    }
    *err = 0;
    return d;
}

// An entry: its name (in the stream's memory, until the next call) and its type, one of
// os_c_dirent's kinds; DT_UNKNOWN is resolved with an lstat of the entry.
typedef struct os_c_dirent {
    so_String name;
    uint32_t mode; // the S_IFMT bits of the entry's type, 0 when unknown
} os_c_dirent;

// os_c_readdir reads the next entry other than "." and ".."; returns 1 with an entry, 0 at
// the end, minus the error number on an error.
static inline int64_t os_c_readdir(void *dir, os_c_dirent *out) {
    DIR *d = (DIR *)dir;
    for (;;) {
        errno = 0;
        struct dirent *e = readdir(d);
        if (e == NULL) {
            return errno != 0 ? -(int64_t)errno : 0;
        }
        const char *n = e->d_name;
        if (n[0] == '.' && (n[1] == 0 || (n[1] == '.' && n[2] == 0))) {
            continue;
        }
        out->name = (so_String){(const uint8_t *)n, (int64_t)strlen(n)};
        switch (e->d_type) {
        case DT_REG: out->mode = S_IFREG; break;
        case DT_DIR: out->mode = S_IFDIR; break;
        case DT_LNK: out->mode = S_IFLNK; break;
        case DT_FIFO: out->mode = S_IFIFO; break;
        case DT_SOCK: out->mode = S_IFSOCK; break;
        case DT_CHR: out->mode = S_IFCHR; break;
        case DT_BLK: out->mode = S_IFBLK; break;
        default: {
            struct stat st;
            out->mode = fstatat(dirfd(d), n, &st, AT_SYMLINK_NOFOLLOW) == 0 ? (uint32_t)(st.st_mode & S_IFMT) : 0;
        }
        }
        return 1;
    }
}

static inline void os_c_closedir(void *dir) {
    closedir((DIR *)dir);
}

// The environment. A value is the C environment's own memory, not a copy.
extern char **environ;

static inline bool os_c_lookupenv(const char *key, so_String *out) {
    const char *v = getenv(key);
    if (v == NULL) {
        return false;
    }
    *out = (so_String){(const uint8_t *)v, (int64_t)strlen(v)};
    return true;
}

static inline int64_t os_c_setenv(const char *key, const char *value) {
    return setenv(key, value, 1) < 0 ? -(int64_t)errno : 0;
}

static inline void os_c_unsetenv(const char *key) {
    unsetenv(key);
}

static inline int64_t os_c_environ_len(void) {
    int64_t n = 0;
    while (environ != NULL && environ[n] != NULL) {
        n++;
    }
    return n;
}

static inline const char *os_c_environ_at(int64_t i) {
    return environ[i];
}

// os_c_exit ends the process with code: C's standard output is flushed, as a panic does;
// nothing else runs (no deferred call, no atexit function).
_Noreturn static inline void os_c_exit(int64_t code) {
    fflush(stdout);
    _exit((int)code);
}

static inline int64_t os_c_getpid(void) { return (int64_t)getpid(); }
static inline int64_t os_c_getppid(void) { return (int64_t)getppid(); }
static inline int64_t os_c_getuid(void) { return (int64_t)getuid(); }
static inline int64_t os_c_geteuid(void) { return (int64_t)geteuid(); }
static inline int64_t os_c_getgid(void) { return (int64_t)getgid(); }
static inline int64_t os_c_getegid(void) { return (int64_t)getegid(); }
static inline int64_t os_c_umask(int64_t mask) { return (int64_t)umask((mode_t)mask); }
