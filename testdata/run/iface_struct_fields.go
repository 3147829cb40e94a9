// Interfaces as struct fields, slice elements and map-free registries; nil interface fields;
// interface values passed and returned.
package main

type Animal interface {
	Sound() string
	Legs() int
}

type Dog struct{ name string }

func (d Dog) Sound() string { return "woof" }
func (d Dog) Legs() int     { return 4 }

type Bird struct{}

func (Bird) Sound() string { return "tweet" }
func (Bird) Legs() int     { return 2 }

type Pen struct {
	first Animal
	rest  []Animal
}

func (p *Pen) Add(a Animal) {
	if p.first == nil {
		p.first = a
		return
	}
	p.rest = append(p.rest, a)
}

func (p *Pen) Legs() int {
	if p.first == nil {
		return 0
	}
	n := p.first.Legs()
	for _, a := range p.rest {
		n += a.Legs()
	}
	return n
}

func loudest(as []Animal) Animal {
	var best Animal
	for _, a := range as {
		if best == nil || len(a.Sound()) > len(best.Sound()) {
			best = a
		}
	}
	return best
}

func main() {
	buf := make([]Animal, 0, 8)
	p := Pen{rest: buf}
	println(p.Legs(), p.first == nil)
	p.Add(Dog{"rex"})
	p.Add(Bird{})
	p.Add(Bird{})
	println(p.Legs(), len(p.rest))
	println(loudest(p.rest).Sound(), loudest([]Animal{Dog{}, Bird{}}).Sound())
	println(loudest(nil) == nil)
	d, ok := p.first.(Dog)
	println(d.name, ok)
}
