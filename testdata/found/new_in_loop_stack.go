// BUG crash: each iteration's `new([100]byte)` takes new stack that is never released: SIGSEGV, exit 139; Go prints "done" and exits 0.
package main

func main() {
	for i := 0; i < 100000; i++ {
		x := new([100]byte)
		_ = x
	}
	println("done")
}
