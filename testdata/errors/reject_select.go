// REJECT: select statement [select]
// Valid Go that So rejects: a select statement (with only a default case, so it never blocks).
package main

func main() {
	select {
	default:
		println("nothing ready")
	}
}
