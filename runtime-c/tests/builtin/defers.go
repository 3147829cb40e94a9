//go:build ignore

// Twin of defers.c: the deferred calls of generated functions (so_Defers): last in, first out
// at a normal return, defers in a loop, closures with an environment, panics running the
// pending calls of every frame innermost first, a deferred call that panics at a normal return
// or during a panic (the nested form), and a nil func value deferred.
// so-test-cases: 6
package main

import (
	"os"
	"strconv"
)

func say(s string) { println(s) }

func inner(c int) {
	defer say("inner 1")
	defer say("inner 2")
	switch c {
	case 1:
		panic("boom")
	case 2:
		defer say("inner 3")
		defer func() { panic("second") }()
		panic("first")
	case 3:
		defer func() { panic("at return") }()
	case 4:
		var f func()
		defer f()
	}
	println("inner returns")
}

func main() {
	c, _ := strconv.Atoi(os.Args[1])
	defer say("main 1")
	if c == 5 {
		for i := 0; i < 3; i++ {
			n := i * 10
			defer func() { println("loop", n) }()
		}
		return
	}
	inner(c)
	println("main returns")
}
