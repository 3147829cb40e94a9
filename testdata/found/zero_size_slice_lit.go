// BUG cc-rejects: `[]E{}` with a zero-size E compiles to a division by zero in so_slice_lit (-Werror=div-by-zero); Go prints "0 0".
package main

type E struct{}

func main() {
	xs := []E{}
	println(len(xs), cap(xs))
}
