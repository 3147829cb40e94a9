// Memory in the frame of the caller that so/c and C interop give must not outlive it: a
// c.CString of a non-constant string, the result of a C function that may point into the C
// string copied for it, and a c.Alloca are each returned.
package main

import (
	"unsafe"

	"solod.dev/so/c"
)

// index is C's strchr: its result points into s.
//
//so:include <string.h>
//so:extern strchr
func index(s string, ch c.Int) *c.Char {
	for i := 0; i < len(s); i++ {
		if c.Int(s[i]) == ch {
			return (*c.Char)(unsafe.Pointer(unsafe.StringData(s[i:])))
		}
	}
	return nil
}

func cstring(s string) *c.Char {
	return c.CString(s)
}

func comma(s string) *c.Char {
	return index(s, ',')
}

func buffer() *c.Long {
	return c.Alloca[c.Long](4)
}

func main() {
	println(cstring("a") != nil, comma("a,b") != nil, *buffer())
}
