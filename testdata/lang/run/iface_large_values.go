// Tests interface values holding values larger than two words within one frame: big
// structs and arrays assigned to `any` and to a method interface, kept in a local array of
// interfaces, passed down to functions, asserted back (a copy), compared, and switched on;
// the originals are modified afterwards without affecting the interface copies.
package main

type Record struct {
	ID    int
	Name  string
	Score [4]int
	Flag  bool
}

func (r Record) Total() int {
	return r.Score[0] + r.Score[1] + r.Score[2] + r.Score[3]
}

type Totaler interface{ Total() int }

type Big [16]int

func (b Big) Total() int {
	s := 0
	for _, v := range b {
		s += v
	}
	return s
}

func sumAll(ts []Totaler) int {
	s := 0
	for _, t := range ts {
		s += t.Total()
	}
	return s
}

func names(vals []any) {
	for _, v := range vals {
		switch x := v.(type) {
		case Record:
			print("record:", x.Name, " ")
		case Big:
			print("big:", x[15], " ")
		case [3]string:
			print("strings:", x[2], " ")
		default:
			print("? ")
		}
	}
	println()
}

func main() {
	r := Record{1, "ada", [4]int{10, 20, 30, 40}, true}
	var b Big
	for i := range b {
		b[i] = i
	}
	ts := [3]Totaler{r, b, Record{Name: "zero"}}
	r.Score[0] = 1000
	b[0] = 1000
	println(sumAll(ts[:]), r.Total(), b.Total())

	vals := []any{r, b, [3]string{"x", "y", "z"}, 7}
	names(vals)
	r.Name = "grace"
	names(vals)

	got := vals[0].(Record)
	got.Score[1] = -1
	println(vals[0].(Record).Score[1], got.Score[1])

	var a1, a2 any = Record{ID: 2, Name: "n"}, Record{ID: 2, Name: "n"}
	println(a1 == a2, a1 == vals[0], ts[1] == Totaler(b), ts[1] == Totaler(Big{}))

	if t, ok := vals[1].(Totaler); ok {
		println(t.Total())
	}
}
