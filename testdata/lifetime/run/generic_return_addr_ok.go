// Attack: a generic function returns the address of its own parameter copy.
// SAFE: a returned &param lives in the caller's frame (result stack), as Go programs expect.
package main

func Addr[T any](v T) *T { return &v }

func main() {
	p := Addr(41)
	q := Addr("s")
	*p += 1
	println(*p, *q)
}
