// Attack shape: a map of pointers to locals, all in main's frame.
// SAFE: map and pointees share main's frame.
package main

func main() {
	x, y := 1, 2
	m := map[string]*int{"x": &x, "y": &y}
	y = 20
	println(*m["x"], *m["y"])
}
