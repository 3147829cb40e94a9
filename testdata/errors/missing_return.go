// ERROR: 11:1: missing return; 17:1: missing return
// Static error: functions with results whose bodies can end without a return.
package main

func sign(x int) int {
	if x > 0 {
		return 1
	} else if x < 0 {
		return -1
	}
}

func loop(x int) int {
	for x > 0 {
		return x
	}
}

func main() {
	println(sign(1), loop(1))
}
