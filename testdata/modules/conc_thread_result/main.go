// Thread.Wait gives back what the thread's entry returned: its argument, with its type (so a
// type assertion or a type switch on the result works), or nil; on tasks and on OS threads.
package main

import "solod.dev/so/conc"

type job struct{ n, out int }

// square works in place and gives its argument back.
func square(arg any) any {
	j := arg.(*job)
	j.out = j.n * j.n
	return arg
}

// mark works in place and returns nil.
func mark(arg any) any {
	arg.(*job).out = -1
	return nil
}

// maybe returns its argument or nil.
func maybe(arg any) any {
	if arg.(*job).n > 2 {
		return arg
	}
	return nil
}

func main() {
	jobs := [4]job{{n: 1}, {n: 2}, {n: 3}, {n: 4}}
	var ths [4]conc.Thread
	for i := range jobs {
		ths[i] = conc.Go(square, &jobs[i])
	}
	for i := range ths {
		j := ths[i].Wait().(*job)
		println(i, j.out, j == &jobs[i])
	}
	t := conc.GoWith(square, &jobs[0], conc.ThreadOptions{OSThread: true})
	println("os thread:", t.Wait().(*job).out)
	t = conc.Go(mark, &jobs[1])
	println("nil:", t.Wait() == nil, jobs[1].out)
	t = conc.GoWith(square, &jobs[2], conc.ThreadOptions{StackSize: 1 << 20})
	switch v := t.Wait().(type) {
	case *job:
		println("job", v.n, v.out)
	default:
		println("other")
	}
	for i := range jobs {
		ths[i] = conc.Go(maybe, &jobs[i])
	}
	for i := range ths {
		r := ths[i].Wait()
		if j, ok := r.(*job); ok {
			println("maybe", i, j.n)
		} else {
			println("maybe", i, r == nil)
		}
	}
}
