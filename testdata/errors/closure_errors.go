// ERROR: 8:2: declared and not used: assigned; 12:3: declared and not used: unused; 13:2: missing return; 14:30: cannot use 3 (untyped int constant) as string value in return statement; 18:5: break is not in a loop, switch, or select; 22:24: undefined: missing
// Errors inside function literals: an unused variable of the literal, a variable of the
// enclosing function only assigned by a literal, a missing return, a wrong result type, a break
// outside any loop of the literal and an undefined name.
package main

func main() {
	assigned := 0
	set := func() { assigned = 2 }
	set()
	f := func() int {
		unused := 1
	}
	g := func() string { return 3 }
	for i := 0; i < 3; i++ {
		func() {
			if i > 1 {
				break
			}
		}()
	}
	h := func() { println(missing) }
	println(f(), g())
	h()
}
