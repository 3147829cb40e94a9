// Tests switch: with and without a tag, init statements, several values per case, default
// in the middle, fallthrough chains, break inside a case (leaves only the switch), switch
// on strings, and cases that are evaluated in order until one matches.
package main

var evals int

func val(v int) int {
	evals++
	return v
}

func grade(score int) string {
	switch {
	case score >= 90:
		return "A"
	case score >= 80:
		return "B"
	case score >= 70:
		return "C"
	default:
		return "F"
	}
}

func kind(c byte) string {
	switch c {
	case 'a', 'e', 'i', 'o', 'u':
		return "vowel"
	case ' ', '\t', '\n':
		return "space"
	default:
		return "other"
	case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return "digit"
	}
}

func main() {
	for _, s := range []int{95, 85, 72, 10} {
		print(grade(s), " ")
	}
	println()
	word := "a1 x"
	for i := 0; i < len(word); i++ {
		print(kind(word[i]), " ")
	}
	println()

	for n := 0; n < 4; n++ {
		switch n {
		case 0:
			print("zero ")
			fallthrough
		case 1:
			print("le-one ")
			fallthrough
		case 2:
			print("le-two ")
		case 3:
			print("three ")
			fallthrough
		default:
			print("default ")
		}
		println()
	}

	for i := 0; i < 5; i++ {
		switch {
		case i%2 == 0:
			if i == 2 {
				break
			}
			println("even", i)
		default:
			println("odd", i)
		}
	}

	switch x := 5; {
	case x > 3:
		println("x > 3")
	}

	switch cmd := "stop"; cmd {
	case "go":
		println("going")
	case "stop", "halt":
		println("stopping", cmd)
	}

	switch val(3) {
	case val(1), val(2):
		println("never")
	case val(3):
		println("matched three")
	case val(4):
		println("never")
	}
	println("evals:", evals)

	switch {
	}
	switch 7 {
	default:
		println("only default")
	}
	switch y := 2; y {
	case 1:
		println("one")
	}

	type Color int
	const (
		Red Color = iota
		Green
		Blue
	)
	c := Blue
	switch c {
	case Red:
		println("red")
	case Green, Blue:
		println("green or blue", c)
	}
}
