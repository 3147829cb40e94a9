// REJECT: recover [recover]
// Valid Go that So rejects: calling recover (outside a deferred call it returns nil).
package main

func main() {
	r := recover()
	println(r == nil)
}
