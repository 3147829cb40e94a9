// Package main is tested like any package: go test builds it as a library, and its main is an
// ordinary function the tests may call.
package main

func twice(n int) int { return 2 * n }

func main() { println(twice(21)) }
