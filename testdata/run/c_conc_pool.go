// Binding the runtime's worker pool in one file: conc_NewPool, conc_Pool_Go (a method of the
// extern type Pool, named after its C type), conc_Pool_Wait and conc_Pool_Free; the task is a
// func(any) that gets its *Task back.
package main

import "unsafe"

//so:include "so/conc/conc.h"

// Allocator is the runtime's allocator handle.
//
//so:extern mem_Allocator
type Allocator struct {
	self, methods unsafe.Pointer
}

// System is the C heap.
//
//so:extern mem_System
func System() Allocator { return Allocator{} }

//so:extern conc_PoolOptions
type PoolOptions struct {
	NumThreads, QueueSize, StackSize int
}

// Pool is opaque: C only hands out pointers to it.
//
//so:extern conc_Pool
type Pool struct {
	h unsafe.Pointer
}

//so:extern conc_NewPool
func NewPool(alloc Allocator, opts PoolOptions) *Pool {
	var dones []chan bool
	return &Pool{unsafe.Pointer(&dones)}
}

//so:extern
func (p *Pool) Go(fn func(any), arg any) {
	done := make(chan bool)
	go func() {
		fn(arg)
		done <- true
	}()
	dones := (*[]chan bool)(p.h)
	*dones = append(*dones, done)
}

//so:extern
func (p *Pool) Wait() {
	dones := (*[]chan bool)(p.h)
	for _, d := range *dones {
		<-d
	}
	*dones = nil
}

//so:extern
func (p *Pool) Free() {}

type Task struct{ in, out int }

func square(arg any) {
	task := arg.(*Task)
	task.out = task.in * task.in
}

func main() {
	tasks := make([]Task, 10)
	pool := NewPool(System(), PoolOptions{NumThreads: 2})
	defer pool.Free()
	for i := range tasks {
		tasks[i].in = i
		pool.Go(square, &tasks[i])
	}
	pool.Wait()
	for _, t := range tasks {
		println(t.in, t.out)
	}
}
