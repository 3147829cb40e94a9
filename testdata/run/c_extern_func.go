// //so:extern functions and constants from the C library, called by their C names: abs and
// labs, strlen with a string argument decayed to a NUL-terminated copy (a constant goes as a
// C string literal), fputs to C's stderr (an extern variable), EXIT_FAILURE by name. Each Go
// body does what the C function does, so go run prints the same.
package main

import "unsafe"

//so:include <stdlib.h>
//so:include <string.h>
//so:include <stdio.h>

//so:extern
func abs(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

//so:extern
func labs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// strlen counts the bytes before the NUL the decay adds.
//
//so:extern
func strlen(s string) uintptr {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			return uintptr(i)
		}
	}
	return uintptr(len(s))
}

// stderr is C's FILE *stderr.
//
//so:extern
var stderr unsafe.Pointer

//so:extern
func fputs(s string, f unsafe.Pointer) int32 {
	print(s)
	return 1
}

//so:extern EXIT_FAILURE
const exitFailure = 1

//so:extern INT32_MAX
const maxInt32 int32 = 2147483647

func main() {
	println(abs(-5), abs(7), labs(-1<<40))
	word := "interop"
	println(strlen(word), strlen(word[2:]), strlen("constant"), strlen(""))
	println(strlen("nul\x00inside"))
	if fputs("to C's stderr\n", stderr) < 0 {
		println("fputs failed")
	}
	for i := 0; i < 3; i++ {
		// Each call copies the string into this frame.
		_ = fputs(word[i:i+1], stderr)
	}
	_ = fputs("\n", stderr)
	println(exitFailure, maxInt32, maxInt32-1)
}
