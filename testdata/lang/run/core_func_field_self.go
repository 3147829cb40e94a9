// Tests struct types with fields of function type that mention the struct itself (not an
// invalid recursive type): a Movie scored by a func(Movie) int field, a state machine whose
// states are structs holding a func(*Machine) State, and a Node with a func(*Node) visitor.
package main

type Movie struct {
	Title string
	Year  int
	score func(Movie) int
}

func byAge(m Movie) int   { return 2026 - m.Year }
func byTitle(m Movie) int { return len(m.Title) }

type Machine struct {
	input []byte
	pos   int
	count [3]int
}

// State is a struct whose function field returns a State.
type State struct {
	name string
	next func(m *Machine) State
}

func inWord(m *Machine) State {
	m.count[1]++
	return step(m)
}

func inSpace(m *Machine) State {
	m.count[2]++
	return step(m)
}

func step(m *Machine) State {
	if m.pos >= len(m.input) {
		return State{"end", nil}
	}
	c := m.input[m.pos]
	m.pos++
	if c == ' ' {
		return State{"space", inSpace}
	}
	if m.pos == 1 || m.input[m.pos-2] == ' ' {
		m.count[0]++ // a word starts
	}
	return State{"word", inWord}
}

type Node struct {
	val   int
	kids  []*Node
	visit func(n *Node, depth int)
}

func (n *Node) Walk(depth int) {
	n.visit(n, depth)
	for _, k := range n.kids {
		k.Walk(depth + 1)
	}
}

func show(n *Node, depth int) {
	for i := 0; i < depth; i++ {
		print(". ")
	}
	println(n.val)
}

func main() {
	ms := []Movie{{"Alien", 1979, byAge}, {"Up", 2009, byTitle}, {"Heat", 1995, byAge}}
	for _, m := range ms {
		println(m.Title, m.score(m))
	}
	ms[1].score = byAge
	println(ms[1].score(ms[1]))

	m := Machine{input: []byte("so is a subset of go")}
	st := step(&m)
	transitions := 0
	for st.next != nil {
		st = st.next(&m)
		transitions++
	}
	println(st.name, transitions, m.count[0], m.count[1], m.count[2])

	leaf1 := Node{val: 3, visit: show}
	leaf2 := Node{val: 4, visit: show}
	mid := Node{val: 2, kids: []*Node{&leaf1, &leaf2}, visit: show}
	root := Node{val: 1, kids: []*Node{&mid}, visit: show}
	root.Walk(0)
}
