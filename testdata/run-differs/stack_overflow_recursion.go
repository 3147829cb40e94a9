// Deliberate difference (language.md section 3, "The stack is the C stack"): a recursion a
// million calls deep needs about 100 MB of stack. Go grows a goroutine's stack up to 1 GB and
// prints 1000000; a So program runs on the C stack (8 MB by default on Linux), so it prints
// "fatal error: stack overflow" and exits with status 2, never a bare SIGSEGV. Expected output
// written by hand for that reason.
package main

var sink int

func depth(n int) int {
	var pad [64]byte
	pad[n%64] = byte(n)
	if n == 0 {
		return 0
	}
	r := depth(n - 1)
	sink += int(pad[(n+r)%64])
	return r + 1
}

func main() {
	println("start")
	println(depth(1000000))
}
