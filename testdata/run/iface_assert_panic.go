// A failing type assertion panics with Go's interface conversion message.
package main

func main() {
	var v any = "text"
	n, ok := v.(int)
	println(n, ok)
	println(v.(int))
}
