// A conc.SendCase of a value over 64 bytes refers to a copy of the value in the frame that made
// it: returning such a case, or storing it in a package-level variable, is an escape. A small
// value is held in the Case itself and may go anywhere. SendCase of a large value as a func value
// is rejected.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

type big struct{ vals [9]int }

var kept conc.Case

func bigCase(ch *conc.Chan[big]) conc.Case {
	return conc.SendCase(ch, big{})
}

func keep(ch *conc.Chan[big], v big) {
	kept = conc.SendCase(ch, v)
}

func smallCase(ch *conc.Chan[int]) conc.Case {
	return conc.SendCase(ch, 1)
}

func main() {
	ch := conc.NewChan[big](mem.System, 1)
	small := conc.NewChan[int](mem.System, 1)
	keep(&ch, big{})
	conc.Select(bigCase(&ch), smallCase(&small))
}

// sendFunc is SendCase of a large value as a func value, which cannot copy the value into the
// frame of the function calling it.
var sendFunc = conc.SendCase[big]
