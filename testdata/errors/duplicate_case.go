// ERROR: 10:7: duplicate case 2 (constant of type int) in expression switch; 16:12: duplicate case "a" (constant of type string) in expression switch
// Static error: duplicate constant cases in expression switches.
package main

func main() {
	x := 2
	switch x {
	case 1, 2:
		println("small")
	case 2:
		println("two")
	}
	s := "a"
	switch s {
	case "a":
	case "b", "a":
	}
}
