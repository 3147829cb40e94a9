// The So side's bridge package, solod.dev/so/internal/memc, is internal to solod.dev/so: a
// program may not import it.
package main

import "solod.dev/so/internal/memc"

func main() {
	_ = memc.System()
}
