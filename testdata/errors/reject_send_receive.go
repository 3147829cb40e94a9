// REJECT: channel send and receive [send|receive|chan]
// Valid Go that So rejects: sending on and receiving from a buffered channel.
package main

func main() {
	c := make(chan int, 1)
	c <- 42
	v := <-c
	println(v)
}
