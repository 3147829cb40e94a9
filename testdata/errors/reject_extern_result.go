// REJECT: result C cannot hold [cannot hold the any]
// A func(any) any passed to C is called through an adapter that gives C back NULL: C has no
// place for a So value, so the function must return nil (results go back through *arg).
package main

import "unsafe"

//so:extern
func start(entry func(any) any, arg any) unsafe.Pointer {
	entry(arg)
	return nil
}

type job struct{ n int }

func run(arg any) any {
	j := arg.(*job)
	j.n++
	return j.n
}

func runNamed(arg any) (r any) {
	r = arg
	return
}

func main() {
	j := &job{}
	_ = start(run, j)
	_ = start(runNamed, j)
	println(j.n)
}
