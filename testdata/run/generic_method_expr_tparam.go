// A method expression T.M of a type parameter T whose constraint has the method M: a function
// taking the receiver first, for value and pointer receivers of the type argument.
package main

type Namer interface{ Name() string }

type Dog struct{ name string }

func (d Dog) Name() string { return "dog " + d.name }

type Cat struct{ lives int }

func (c *Cat) Name() string {
	c.lives--
	if c.lives > 5 {
		return "cat with many lives"
	}
	return "cat"
}

type Adder interface {
	Add(n int) int
}

type Base int

func (b Base) Add(n int) int { return int(b) + n }

func names[T Namer](xs ...T) {
	f := T.Name
	for _, x := range xs {
		println(f(x))
	}
}

func apply[T Adder](x T, ns []int) int {
	add := T.Add
	total := 0
	for _, n := range ns {
		total += add(x, n)
	}
	return total
}

func main() {
	names(Dog{"rex"}, Dog{"fido"})
	c := &Cat{lives: 9}
	names(c, c, c, c)
	println(c.lives)
	names(&Dog{"ptr"})
	println(apply(Base(10), []int{1, 2, 3}))
	println(apply[Base](5, nil))
}
