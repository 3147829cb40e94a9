// REJECT: defer statement [defer]
// Valid Go that So rejects in this issue: a deferred call.
package main

func done() { println("done") }

func main() {
	defer done()
	println("working")
}
