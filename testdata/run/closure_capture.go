// Function literals capture variables of the enclosing function by reference: a closure sees
// assignments made after it was created, assignments in the closure are seen outside, and two
// closures over the same variable share it.
package main

type point struct{ x, y int }

func main() {
	n := 1
	get := func() int { return n }
	set := func(v int) { n = v }
	println(get())
	n = 2
	println(get())
	set(3)
	println(n, get())

	// Several variables, one of them a struct and one an array.
	p := point{1, 2}
	arr := [3]int{1, 2, 3}
	total := 0
	add := func() {
		p.x += 10
		arr[1] *= 5
		total = p.x + p.y + arr[0] + arr[1] + arr[2]
	}
	add()
	println(p.x, p.y, arr[1], total)
	add()
	println(p.x, arr[1], total)

	// A counter and a reset sharing one variable.
	count := 0
	inc := func() int {
		count++
		return count
	}
	reset := func() { count = 0 }
	inc()
	inc()
	println(inc())
	reset()
	println(inc(), count)

	// A captured pointer and what it points to.
	v := 7
	ptr := &v
	bump := func() { *ptr += 1 }
	bump()
	bump()
	println(v)

	// Strings and slices are captured like any other variable.
	s := "abc"
	buf := make([]int, 0, 4)
	push := func(x int) { buf = append(buf, x) }
	show := func() { println(s, len(buf), cap(buf)) }
	push(1)
	push(2)
	s = "xyz"
	show()
	println(buf[0], buf[1])
}
