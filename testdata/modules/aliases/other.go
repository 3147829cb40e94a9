package main

import geo "example.com/aliases/geometry"

func other() {
	c := geo.Circle{R: 1}
	println("other", c.Area())
}
