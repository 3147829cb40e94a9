// Tests a run-time panic: slicing a string beyond its length prints
// "slice bounds out of range [:10] with length 5" (strings report length, not capacity).
package main

func main() {
	s := "hello"
	n := 3
	println(s[:n])
	n = 10
	println(s[2:n])
}
