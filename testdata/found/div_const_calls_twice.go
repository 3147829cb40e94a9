// BUG miscompile: `(id(3) + id(4)) / 2` hoists the calls twice: the C is rejected (-Werror=unused-variable), and with CFLAGS=-Wno-error id runs four times (id 3, id 4, id 3, id 4); Go prints "id 3", "id 4", "3".
package main

func id(x int) int {
	println("id", x)
	return x
}

func main() {
	x := (id(3) + id(4)) / 2
	println(x)
}
