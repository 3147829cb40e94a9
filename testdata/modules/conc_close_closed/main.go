// Closing a conc.Chan twice panics with Go's "close of closed channel" (exit status 2).
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func main() {
	ch := conc.NewChan[string](mem.System, 0)
	ch.Close()
	println("closed once")
	ch.Close()
	println("unreachable")
}
