// Calling a method on a nil interface value panics with Go's nil dereference message.
package main

type Speaker interface{ Speak() string }

func main() {
	var s Speaker
	println(s == nil)
	println(s.Speak())
}
