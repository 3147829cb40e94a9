// Comparing interfaces whose dynamic type is not comparable panics at run time.
package main

func main() {
	var a any = []int{1}
	var b any = []int{1}
	println("before")
	println(a == b)
	println("not reached")
}
