// REJECT: go statement [go statement|goroutine]
// Valid Go that So rejects: a go statement starting a goroutine.
package main

func work() {}

func main() {
	go work()
	println("started")
}
