// A struct with a field of function type that mentions the struct itself.
package main

type Movie struct {
	Title string
	Score func(Movie) int
	next  *Movie
}

func byLength(m Movie) int { return len(m.Title) }

type Visitor struct {
	visit func(v *Visitor, depth int) int
}

func walk(v *Visitor, depth int) int {
	if depth == 0 {
		return 0
	}
	return 1 + v.visit(v, depth-1)
}

func main() {
	m := Movie{Title: "Alien", Score: byLength}
	println(m.Score(m))
	v := Visitor{visit: walk}
	println(v.visit(&v, 5))
}
