// new with an expression needs Go 1.26; the go line says 1.25.
package main

func main() {
	p := new(5)
	println(*p)
}
