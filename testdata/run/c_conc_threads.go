// Binding a slice of the runtime's so/conc in one file, as the standard library's So side
// does: threads through conc_Go and conc_Thread_Wait (Go bodies with goroutines, so go run
// behaves the same). The entry is a func(any) any: C calls it through an adapter that gives it
// back the *Task the call passed, so arg.(*Task) works; nil stays nil.
package main

import "unsafe"

//so:include "so/conc/conc.h"

// Thread is the runtime's thread handle (8 bytes, as conc_Thread).
//
//so:extern conc_Thread
type Thread struct {
	h unsafe.Pointer
}

// Go starts entry(arg) on its own thread.
//
//so:extern conc_Go
func Go(entry func(any) any, arg any) Thread {
	done := make(chan any, 1)
	go func() { done <- entry(arg) }()
	return Thread{unsafe.Pointer(&done)}
}

// Wait waits for the thread's entry to return and gives its result.
//
//so:extern conc_Thread_Wait
func (t Thread) Wait() any {
	return <-*(*chan any)(t.h)
}

type Task struct {
	in, out int
}

func square(arg any) any {
	task := arg.(*Task)
	task.out = task.in * task.in
	return nil
}

// report runs on its own thread: nil went to C as NULL and comes back as a nil any.
func report(arg any) any {
	println("argument is nil:", arg == nil)
	return nil
}

func main() {
	t := Go(report, nil)
	println("result is nil:", t.Wait() == nil)
	tasks := []Task{{in: 3}, {in: 4}, {in: 5}}
	var threads [3]Thread
	for i := range tasks {
		threads[i] = Go(square, &tasks[i])
	}
	for i := range threads {
		if r := threads[i].Wait(); r != nil {
			println("unexpected result")
		}
	}
	for _, t := range tasks {
		println(t.in, t.out)
	}
}
