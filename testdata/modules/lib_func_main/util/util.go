package util

// main is an ordinary function outside package main.
func main() int { return 1 }

func Twice(n int) int { return 2 * n * main() }
