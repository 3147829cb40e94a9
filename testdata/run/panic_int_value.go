// Tests an explicit panic with an integer value: Go prints "panic: 42" followed by the
// goroutine trace (only the first line is compared), exit status 2.
package main

func main() {
	x := 40
	println("x =", x)
	panic(x + 2)
}
