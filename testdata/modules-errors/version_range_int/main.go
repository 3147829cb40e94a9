// Range over an integer needs Go 1.22; the go line says 1.21.
package main

func main() {
	for i := range 3 {
		println(i)
	}
}
