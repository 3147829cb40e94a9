// ERROR: 12:3: cannot fallthrough final case in switch; 15:3: fallthrough statement out of place
// Static error: fallthrough in the final case of a switch and outside of a switch.
package main

func main() {
	x := 1
	switch x {
	case 1:
		println("one")
	case 2:
		println("two")
		fallthrough
	}
	for i := 0; i < 1; i++ {
		fallthrough
	}
}
