//go:build go1.22

package main

// newer's file is compiled as Go 1.22: it may range over an integer.
func newer() {
	for i := range 2 {
		println("range", i)
	}
}
