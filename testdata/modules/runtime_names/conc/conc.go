// Package conc is the program's own, not solod.dev/so/conc.
package conc

// Ok is a name the C runtime's conc.h defines as a macro (conc_Ok).
var Ok = "ok"

// Chan is not the runtime's conc_Chan.
type Chan struct{ N int }

// Go calls f (the runtime has a conc_Go).
func Go(f func()) { f() }

// NewChan makes a Chan (the runtime has a conc_NewChan).
func NewChan(n int) Chan { return Chan{N: n} }
