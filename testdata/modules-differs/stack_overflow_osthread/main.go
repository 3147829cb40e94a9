// Deliberate difference (language.md section 3, "The stack is the C stack"): a recursion a
// million calls deep on a dedicated OS thread (conc.GoWith with OSThread) needs about 100 MB of
// stack. Go grows the goroutine's stack (up to 1 GB) and prints 1000000; the So thread runs on
// its pthread stack (8 MB by default on Linux), so the program prints "fatal error: stack
// overflow" and exits with status 2, never a bare SIGSEGV. Expected output written by hand for
// that reason.
package main

import "solod.dev/so/conc"

type job struct{ n, r int }

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

func deep(arg any) any {
	j := arg.(*job)
	println("the thread recurses")
	j.r = depth(j.n)
	return nil
}

func main() {
	println("start")
	j := job{n: 1000000}
	conc.GoWith(deep, &j, conc.ThreadOptions{OSThread: true}).Wait()
	println(j.r)
}
