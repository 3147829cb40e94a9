// ERROR: 6:1: label unused defined and not used
// Static error: a label that is defined but never used.
package main

func main() {
unused:
	for i := 0; i < 2; i++ {
		println(i)
	}
}
