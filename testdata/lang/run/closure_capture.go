// Tests function literals capturing locals by reference: a counter closure that mutates a
// captured variable, two closures sharing one variable, captures of parameters, arrays,
// structs and slices, closures passed down to helpers, and nested closures capturing the
// variables of an enclosing closure.
package main

func repeat(n int, f func(i int)) {
	for i := 0; i < n; i++ {
		f(i)
	}
}

func apply(xs []int, f func(int) int) {
	for i := range xs {
		xs[i] = f(xs[i])
	}
}

type Totals struct {
	count int
	sum   int
}

func main() {
	count := 0
	inc := func() int {
		count++
		return count
	}
	inc()
	inc()
	third := inc()
	println(third, count)
	count = 10
	println(inc())

	// Two closures share a variable.
	balance := 100
	deposit := func(n int) { balance += n }
	withdraw := func(n int) bool {
		if n > balance {
			return false
		}
		balance -= n
		return true
	}
	deposit(50)
	ok1 := withdraw(120)
	ok2 := withdraw(40)
	println(ok1, ok2, balance)

	// Captured arrays and structs are the variables themselves, not copies.
	var grid [3]int
	var t Totals
	repeat(5, func(i int) {
		grid[i%3] += i
		t.count++
		t.sum += i
	})
	println(grid[0], grid[1], grid[2], t.count, t.sum)

	// Capturing a parameter of the enclosing function literal and a local slice.
	xs := []int{1, 2, 3, 4}
	offset := 100
	apply(xs, func(x int) int { return x*x + offset })
	println(xs[0], xs[1], xs[2], xs[3])
	offset = 0
	apply(xs, func(x int) int { return x - 100 + offset })
	println(xs[0], xs[3])

	// Nested closures.
	level := 1
	outer := func(k int) int {
		local := k * 10
		inner := func() int {
			local++
			return local + level
		}
		a := inner()
		b := inner()
		return a*1000 + b
	}
	println(outer(2), outer(5))
	level = 7
	println(outer(0))

	// Immediately invoked function literal.
	sq := func(v int) int { return v * v }(9)
	msg := func() string {
		if sq > 80 {
			return "big"
		}
		return "small"
	}()
	println(sq, msg)
}
