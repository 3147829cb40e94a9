// min, max and clear need Go 1.21; the go line says 1.20.
package main

func main() {
	s := []int{1, 2}
	println(min(1, 2), max(3, 4))
	clear(s)
}
