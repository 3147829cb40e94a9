// ERROR: 9:10: break label not defined: outer; 12:13: continue label not defined: missing; 15:7: label nowhere not defined
// Static error: goto, break and continue naming labels that do not exist or are not
// enclosing loops.
package main

func main() {
	for i := 0; i < 3; i++ {
		if i == 1 {
			break outer
		}
		if i == 2 {
			continue missing
		}
	}
	goto nowhere
}
