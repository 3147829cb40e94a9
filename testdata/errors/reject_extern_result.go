// REJECT: result C cannot hold [cannot hold the any]
// A func(any) any passed to C is called through an adapter that gives C back a pointer (and
// its type, which so/conc's Thread.Wait rebuilds the any from): C has no place for another So
// value, so the function must return nil or its any argument unchanged (other results go back
// through *arg).
package main

import "unsafe"

//so:extern
func start(entry func(any) any, arg any) unsafe.Pointer {
	entry(arg)
	return nil
}

type job struct{ n int }

var other job

func run(arg any) any {
	j := arg.(*job)
	j.n++
	return j.n
}

func runNamed(arg any) (r any) {
	r = arg
	return
}

// Returning the argument is fine only while it is the one C gave.
func reassigned(arg any) any {
	arg = &other
	return arg
}

func captured(arg any) any {
	set := func() { arg = nil }
	set()
	return arg
}

func fine(arg any) any {
	if arg.(*job).n > 0 {
		return arg
	}
	return nil
}

func main() {
	j := &job{}
	_ = start(run, j)
	_ = start(runNamed, j)
	_ = start(reassigned, j)
	_ = start(captured, j)
	_ = start(fine, j)
	println(j.n)
}
