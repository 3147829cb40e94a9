// Deliberate difference (language.md section 3, "The stack is the C stack"): a recursion a
// million calls deep in a conc.Go task needs about 100 MB of stack. Go grows the goroutine's
// stack (up to 1 GB) and prints 1000000; a So task has a fixed stack (256 KiB by default), so
// the program prints "fatal error: stack overflow" and exits with status 2, never a bare
// SIGSEGV. Expected output written by hand for that reason.
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
	println("the task recurses")
	j.r = depth(j.n)
	return nil
}

func main() {
	println("start")
	j := job{n: 1000000}
	conc.Go(deep, &j).Wait()
	println(j.r)
}
