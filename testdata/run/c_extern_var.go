// An //so:extern variable used by its C name: errno, which C's strtol sets when the number
// does not fit (ERANGE, 34 on Linux); So assigns and reads C's variable. The Go bodies keep a
// Go variable of the same name up to date.
package main

import "unsafe"

//so:include <errno.h>
//so:include <stdlib.h>

//so:extern
var errno int32

//so:extern ERANGE
const erange = 34

// strtol parses a number (the Go body: base 10 only).
//
//so:extern
func strtol(s string, end unsafe.Pointer, base int32) int64 {
	neg := len(s) > 0 && s[0] == '-'
	if neg {
		s = s[1:]
	}
	var n uint64
	over := false
	for i := 0; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		d := uint64(s[i] - '0')
		if n > (1<<64-1-d)/10 {
			over = true
			break
		}
		n = n*10 + d
	}
	limit := uint64(1<<63 - 1)
	if neg {
		limit++
	}
	if over || n > limit {
		errno = erange
		if neg {
			return -1 << 63
		}
		return 1<<63 - 1
	}
	if neg {
		return int64(-n)
	}
	return int64(n)
}

func main() {
	errno = 0
	println(strtol("12345", nil, 10), errno)
	println(strtol("99999999999999999999", nil, 10), errno == erange)
	errno = 0
	println(strtol("-42", nil, 10), errno)
	println(strtol("-99999999999999999999", nil, 10), errno == erange)
}
