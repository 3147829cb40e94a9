// Tests variables declared after a label that a backward goto jumps to: as in a for loop,
// each pass through the declaration makes a new variable, so pointers to it and closures
// that captured it see each pass's value (0 1 2, not 2 2 2), at a function's top level, in a
// closure's body and in a nested block; a variable whose address does not outlive the pass
// keeps working as one.
package main

type counter struct{ n int }

func (c *counter) add(k int) { c.n += k }

func topLevel() {
	var ps [3]*int
	var fs [3]func() int
	i := 0
loop:
	v := i * 10
	ps[i] = &v
	fs[i] = func() int { return v }
	i++
	if i < 3 {
		goto loop
	}
	println(*ps[0], *ps[1], *ps[2])
	println(fs[0](), fs[1](), fs[2]())
}

func nested(n int) {
	if n > 0 {
		var ps [3]*int
		i := 0
	again:
		w := i + n
		ps[i] = &w
		i++
		if i < 3 {
			goto again
		}
		println(*ps[0], *ps[1], *ps[2])
	}
}

func local() int {
	total, i := 0, 0
next:
	var c counter
	c.add(i)
	c.add(1)
	total += c.n
	i++
	if i < 4 {
		goto next
	}
	return total
}

func main() {
	topLevel()
	nested(5)
	println(local())
	run := func() {
		var ps [3]*int
		var gs [3]func() int
		j := 0
	top:
		x := j + 100
		ps[j] = &x
		gs[j] = func() int { return x }
		j++
		if j < 3 {
			goto top
		}
		println(*ps[0], *ps[1], *ps[2], gs[0](), gs[1](), gs[2]())
	}
	run()
}
