// REJECT: channel type [chan]
// Valid Go that So rejects: a channel type in a declaration and a make call.
package main

func main() {
	var c chan int
	d := make(chan string, 1)
	println(c == nil, cap(d))
}
