// Deliberate difference (language.md section 3, "The stack is the C stack"): a 1 MiB local
// array in a conc.Go task. Go moves it to the heap and prints 0; a So task has a fixed stack
// (256 KiB by default, a 64 KiB guard region below it), so the program prints "fatal error:
// stack overflow" and exits with status 2, rather than writing past the guard into memory that
// is not the task's. Expected output written by hand for that reason.
package main

import "solod.dev/so/conc"

type job struct{ n, r int }

func fill(arg any) any {
	j := arg.(*job)
	var a [1 << 20]byte
	for i := len(a) - 1; i >= 0; i -= 4096 {
		a[i] = byte(i + j.n)
	}
	j.r = int(a[len(a)-1])
	return nil
}

func main() {
	println("main starts a task with a 1 MiB array")
	j := job{n: 1}
	conc.Go(fill, &j).Wait()
	println(j.r)
}
