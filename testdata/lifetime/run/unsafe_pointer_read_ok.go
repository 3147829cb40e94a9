// Attack shape: unsafe.Pointer conversions of &local used within the same frame.
// SAFE: the pointer is used while v is alive.
package main

import "unsafe"

func main() {
	v := [2]int32{1, 2}
	p := (*int32)(unsafe.Add(unsafe.Pointer(&v[0]), 4))
	*p = 20
	println(v[1], unsafe.Sizeof(v))
}
