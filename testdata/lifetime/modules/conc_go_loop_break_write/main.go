// Attack: a loop-scoped v is given to conc.Go, the loop breaks and the helper returns; the task
// then writes through its pointer.
// UNSAFE: the task writes into launch's dead frame (and main reads the value back through the
// task's result).
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/time"
)

func worker(arg any) any {
	p := arg.(*int)
	time.Sleep(20 * time.Millisecond)
	*p += 1000
	return arg
}

func launch() conc.Thread {
	var t conc.Thread
	for i := 0; i < 5; i++ {
		v := i
		if i == 2 {
			t = conc.Go(worker, &v)
			break
		}
	}
	return t
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = -1
	}
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return x[0] + y[0]
}

func main() {
	t := launch()
	clobber()
	p := t.Wait().(*int)
	println(*p)
}
