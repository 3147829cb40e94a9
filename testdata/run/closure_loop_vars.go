// Closures made in loops: each iteration of a for loop and of a range loop has its own
// variables (Go 1.22), so closures kept after the loop see the value of their iteration,
// while a variable declared before the loop is shared by all of them.
package main

func main() {
	var fs [4]func() int
	for i := 0; i < 4; i++ {
		fs[i] = func() int { return i * i }
	}
	for _, f := range fs {
		print(f(), " ")
	}
	println()

	// The loop variable changed inside the body: the next iteration starts from it.
	var gs []func() int
	store := make([]func() int, 0, 8)
	gs = store
	for i := 0; i < 10; i += 2 {
		gs = append(gs, func() int { return i })
		i++
	}
	for _, g := range gs {
		print(g(), " ")
	}
	println()

	// Range loops over a slice and a string.
	words := []string{"go", "so", "c"}
	var hs [3]func() string
	for k, w := range words {
		hs[k] = func() string { return w }
	}
	println(hs[0](), hs[1](), hs[2]())
	var rs [3]func() (int, rune)
	j := 0
	for k, r := range "héj" {
		rs[j] = func() (int, rune) { return k, r }
		j++
	}
	for _, f := range rs {
		k, r := f()
		println(k, r)
	}

	// One variable declared outside the loop is shared.
	shared := 0
	var adds [3]func()
	for i := range 3 {
		adds[i] = func() { shared += i + 1 }
	}
	for _, a := range adds {
		a()
	}
	println(shared)

	// A closure called inside its iteration only.
	sum := 0
	for i := 1; i <= 100; i++ {
		sq := func() int { return i * i }
		sum += sq()
	}
	println(sum)
}
