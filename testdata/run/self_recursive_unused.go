// Regression: a function whose only caller is itself (C warned that it is unused).
package main

func countdown(n int) int {
	if n == 0 {
		return 0
	}
	return countdown(n - 1)
}

func ping(n int) int {
	if n == 0 {
		return 0
	}
	return pong(n - 1)
}

func pong(n int) int { return ping(n) }

func main() {
	println("ok")
}
