package path

import (
	"unsafe"

	"solod.dev/so/mem"
)

// Clean returns the shortest path naming the same file as path, by lexical processing
// alone: repeated slashes become one, "." elements go, each ".." element goes with the
// element before it, a ".." at the start of a rooted path goes, and a trailing slash goes
// (except from "/"). An empty result is ".". The result is in memory from a (nil:
// mem.System), exactly its length; the caller owns it (mem.FreeString(a, s)).
func Clean(a mem.Allocator, path string) string {
	n := max(len(path), 1)
	buf := mem.AllocSlice[byte](a, n, n)
	w := cleanInto(buf, unsafe.Slice(unsafe.StringData(path), len(path)))
	return fitted(a, buf, w)
}

// fitted returns buf[:w] as a string, giving the rest of buf back to a first.
func fitted(a mem.Allocator, buf []byte, w int) string {
	if w < len(buf) {
		buf = mem.ReallocSlice(a, buf, w, w)
	}
	return unsafe.String(unsafe.SliceData(buf), w)
}

// cleanInto writes the cleaned src into dst (len(dst) >= max(len(src), 1)) and returns its
// length. dst may be src's own memory: every byte is written at or before the position it is
// read from.
func cleanInto(dst, src []byte) int {
	n := len(src)
	if n == 0 {
		dst[0] = '.'
		return 1
	}
	rooted := src[0] == '/'
	r, w := 0, 0 // next byte to read from src, next byte to write to dst
	// stop is where backing up over ".." must stop: after the root, or after leading "..".
	stop := 0
	if rooted {
		dst[0] = '/'
		r, w, stop = 1, 1, 1
	}
	for r < n {
		switch {
		case src[r] == '/':
			r++ // an empty element
		case src[r] == '.' && (r+1 == n || src[r+1] == '/'):
			r++ // "."
		case src[r] == '.' && src[r+1] == '.' && (r+2 == n || src[r+2] == '/'):
			r += 2 // "..": drop the last element written, if there is one to drop
			switch {
			case w > stop:
				w--
				for w > stop && dst[w] != '/' {
					w--
				}
			case !rooted:
				if w > 0 {
					dst[w] = '/'
					w++
				}
				dst[w], dst[w+1] = '.', '.'
				w += 2
				stop = w
			}
		default:
			// A real element: a separator unless it is the first, then its bytes.
			if w > 0 && !(rooted && w == 1) {
				dst[w] = '/'
				w++
			}
			for ; r < n && src[r] != '/'; r++ {
				dst[w] = src[r]
				w++
			}
		}
	}
	if w == 0 {
		dst[0] = '.'
		w = 1
	}
	return w
}

// Split splits path after its last slash: dir ends with the slash (or is empty) and
// dir+file == path. Both are parts of path.
func Split(path string) (dir, file string) {
	i := len(path) - 1
	for i >= 0 && path[i] != '/' {
		i--
	}
	return path[:i+1], path[i+1:]
}

// Join joins the non-empty elements with slashes and cleans the result, in memory from a
// (nil: mem.System) that the caller owns (mem.FreeString); with no non-empty element it
// returns "" and allocates nothing.
func Join(a mem.Allocator, elem ...string) string {
	size := 0
	for _, e := range elem {
		if e != "" {
			if size > 0 {
				size++
			}
			size += len(e)
		}
	}
	if size == 0 {
		return ""
	}
	buf := mem.AllocSlice[byte](a, size, size)
	w := 0
	for _, e := range elem {
		if e != "" {
			if w > 0 {
				buf[w] = '/'
				w++
			}
			w += copy(buf[w:], e)
		}
	}
	return fitted(a, buf, cleanInto(buf, buf))
}

// Ext returns the extension of path's last element: from its last dot on, or "" without a
// dot. The result is a part of path.
func Ext(path string) string {
	for i := len(path) - 1; i >= 0 && path[i] != '/'; i-- {
		if path[i] == '.' {
			return path[i:]
		}
	}
	return ""
}

// Base returns path's last element, after removing trailing slashes: "." for an empty path,
// "/" for a path of slashes only. The result is a part of path (or a constant).
func Base(path string) string {
	if path == "" {
		return "."
	}
	end := len(path)
	for end > 0 && path[end-1] == '/' {
		end--
	}
	if end == 0 {
		return "/"
	}
	start := end
	for start > 0 && path[start-1] != '/' {
		start--
	}
	return path[start:end]
}

// IsAbs reports whether path is absolute (starts with a slash).
func IsAbs(path string) bool {
	return len(path) > 0 && path[0] == '/'
}

// Dir returns all of path but its last element, cleaned (Clean(a, dir) of Split's dir): "."
// when nothing is left. The result is in memory from a (nil: mem.System) that the caller owns.
func Dir(a mem.Allocator, path string) string {
	dir, _ := Split(path)
	return Clean(a, dir)
}
