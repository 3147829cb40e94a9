// ERROR: 8:3: break is not in a loop, switch, or select; 12:3: continue is not in a loop
// Static error: break and continue outside of any loop (continue is not allowed in a switch).
package main

func main() {
	x := 1
	if x > 0 {
		break
	}
	switch x {
	case 1:
		continue
	}
}
