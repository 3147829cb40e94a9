// Package base is imported by both sides of the diamond.
package base

// Item is passed between packages.
type Item struct {
	ID  int
	Tag string
}

// Count counts the items seen.
var Count int

// Inits counts how often init ran.
var Inits int

func init() {
	Inits++
	println("init base")
}

// See records an item.
func See(it Item) {
	Count++
	println("see", it.ID, it.Tag)
}
