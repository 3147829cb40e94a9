package main

// Run runs.
func Run() {}

func main() {}
