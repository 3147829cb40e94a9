// REJECT: any passed to C [as any|exactly one any]
// An any crosses into C as the pointer it holds, so the call must pass a pointer it can see:
// not an int, not an any variable. A function taking any that C calls needs the call's one
// any argument.
package main

import "unsafe"

//so:extern
func start(entry func(any) any, arg any) unsafe.Pointer {
	entry(arg)
	return nil
}

//so:extern
func each(f func(any), a, b any) {
	f(a)
	f(b)
}

type job struct{ n int }

func run(arg any) any {
	arg.(*job).n++
	return nil
}

func visit(arg any) {}

func main() {
	j := &job{}
	_ = start(run, 42)
	var a any = j
	_ = start(run, a)
	each(visit, j, j)
	_ = start(run, j)
	println(j.n)
}
