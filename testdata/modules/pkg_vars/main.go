// Package-level variables of imported types: a struct, an array of them, a copy of another
// package's variable, a func value and an interface value holding another package's type.
package main

import "example.com/pv/geom"

var origin = geom.Point{X: 1, Y: 2}

var corners [3]geom.Point

var def = geom.Default

var scale = geom.Double

var shape geom.Shape = geom.Square{Side: 3}

var moved = geom.Move(origin, 10)

func init() {
	corners[1] = geom.Point{X: 5, Y: 6}
}

func main() {
	println(origin.X, origin.Y, corners[1].X, corners[2].Y)
	println(def.X, def.Y, scale(21), shape.Area(), moved.X)
	geom.Default.X = 100
	println(def.X, geom.Default.X)
}
