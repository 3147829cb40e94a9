package lib

import "solod.dev/so/conc"

func work(arg any) any {
	p := arg.(*int)
	*p = 42
	return nil
}

// Run runs work on a thread and waits for it; the result of Wait is nil.
func Run() int {
	n := 0
	thr := conc.Go(work, &n)
	if thr.Wait() != nil {
		return -1
	}
	return n
}
