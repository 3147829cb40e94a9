// Packages of the program's own named like the runtime's (conc, time) whose names would be the
// C runtime's symbols and macros (conc_Go, conc_NewChan, conc_Ok, time_Sleep, time_Nanotime),
// in a build that links the runtime (it imports so/mem): solod gives them other C names, and
// package time's header does not hide the system's <time.h>.
package main

import (
	"example.com/runtime_names/conc"
	"example.com/runtime_names/time"

	"solod.dev/so/mem"
)

func main() {
	p := mem.Alloc[int](mem.System)
	*p = 6
	conc.Go(func() { *p *= 7 })
	ch := conc.NewChan(3)
	println(*p, ch.N, conc.Ok, time.Sleep(2), time.Nanotime())
	mem.Free(mem.System, p)
}
