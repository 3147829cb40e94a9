// ERROR: 8:10: undefined: count; 9:2: undefined: helper; 10:8: undefined: Vector; 12:12: p.Z undefined (type Point has no field or method Z)
// Static error: uses of names that are not declared (variable, function, type, field).
package main

type Point struct{ X, Y int }

func main() {
	println(count)
	helper()
	var v Vector
	p := Point{1, 2}
	println(p.Z)
	_ = v
}
