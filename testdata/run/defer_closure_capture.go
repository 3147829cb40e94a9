// A deferred closure captures variables by reference, so it sees their values at the end of
// the function; arguments passed to a deferred literal are evaluated at the defer statement.
package main

func main() {
	x := 1
	defer func() { println("closure sees", x) }()
	defer func(v int) { println("argument was", v) }(x)
	s := make([]int, 0, 3)
	defer func() { println("slice length", len(s)) }()
	for i := 0; i < 3; i++ {
		s = append(s, i)
		defer func(k int) { println("iteration", i, k, len(s)) }(i * 10)
	}
	x = 42
	{
		inner := "block"
		defer func() { println(inner) }()
		inner = "changed in block"
	}
}
