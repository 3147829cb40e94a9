// so/slices.Min of an empty slice panics with Go's message.
package main

import "solod.dev/so/slices"

func main() {
	println(slices.Min([]int{3, 1, 2}))
	var none []float64
	println(slices.Max(none))
}
