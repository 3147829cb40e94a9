// BUG cc-rejects: a function whose only caller is itself is an unused static C function (-Werror=unused-function); Go prints "ok".
package main

func loop(n int) int {
	if n == 0 {
		return 0
	}
	return loop(n - 1)
}

func main() {
	println("ok")
}
