// Tests the builtin print and println: operands of every basic type, println's single space
// separators and newline, print's absence of separators, empty calls, and named types.
package main

type Count int
type Label string
type Flag bool

func main() {
	println()
	println("hello", "world")
	println(true, false, !true)
	println(int8(-128), int16(-32768), int32(-2147483648), int64(-9223372036854775808))
	println(uint8(255), uint16(65535), uint32(4294967295), uint64(18446744073709551615))
	println(int(0), uint(0), uintptr(4096), byte('A'), rune('é'))
	var c Count = 42
	var l Label = "tag"
	var f Flag = true
	println(c, l, f)
	print("no", "spaces", 1, 2, 3, true, "\n")
	print()
	print("a", "\n")
	println("")
	println("", "")
	println("tab\tand\\backslash", `raw\n`)
	println("multi\nline")
	s := "héllo, 世界"
	println(s, len(s))
	var e string
	println("[" + e + "]")
	print(1)
	print(-1)
	print("\n")
}
