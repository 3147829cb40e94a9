// REJECT: recover in a deferred function [recover]
// Valid Go that So rejects: a deferred closure calling recover (a panic always ends the
// process in So, so there is nothing to recover; defer itself is supported).
package main

func main() {
	defer func() {
		if r := recover(); r != nil {
			println("recovered")
		}
	}()
	panic("boom")
}
