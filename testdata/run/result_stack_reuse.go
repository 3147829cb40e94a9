// Values returned through the result stack, in loops: the first mark a function takes may
// come before the stack has any memory, and the loop then returns to it every iteration; other
// results are larger than a chunk, or nest. Every value must still read back as it was made.
package main

// itoa returns its digits through the result stack.
func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var buf [20]byte
	i := len(buf)
	for ; n > 0; n /= 10 {
		i--
		buf[i] = byte('0' + n%10)
	}
	return string(buf[i:])
}

func pair(s string, n int) string {
	return s + "-" + itoa(n)
}

func big(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i * 3
	}
	return out
}

func nested(i int) string {
	a := pair("a", i)
	b := pair("b", i*2)
	return a + "/" + b
}

type point struct{ x, y int }

func newPoint(i int) *point {
	return &point{i, -i}
}

func main() {
	total := 0
	for i := 0; i < 3000; i++ {
		s := pair("x", i)
		total += len(s)
		if i%1000 == 0 {
			println(s)
		}
	}
	println("total", total)

	// Results larger than a chunk (64 KiB) between small ones.
	sum := 0
	for i := 0; i < 20; i++ {
		small := pair("y", i)
		b := big(10000 + i*1000)
		sum += b[len(b)-1] + len(small)
		p := newPoint(i)
		sum += p.x - p.y
	}
	println("sum", sum)

	for i := 0; i < 2000; i++ {
		s := nested(i)
		if i%500 == 0 {
			println(s)
		}
	}

	// Keep results of several iterations alive in one frame.
	var keep [5]string
	for i := range keep {
		keep[i] = nested(i)
	}
	for _, k := range keep {
		println(k)
	}
}
