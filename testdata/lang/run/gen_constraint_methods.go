// Tests constraints that are interfaces with methods: a generic function over any type with
// an Area method, a constraint combining a type set with a method (~int plus String), and a
// generic type whose methods call the constraint's methods on its elements.
package main

type Areaer interface {
	Area() int
}

type Rect struct{ w, h int }
type Sq int

func (r Rect) Area() int { return r.w * r.h }
func (s Sq) Area() int   { return int(s) * int(s) }

func TotalArea[S Areaer](shapes []S) int {
	t := 0
	for _, s := range shapes {
		t += s.Area()
	}
	return t
}

func Biggest[S Areaer](shapes ...S) (best S) {
	for i, s := range shapes {
		if i == 0 || s.Area() > best.Area() {
			best = s
		}
	}
	return
}

// Enum is satisfied by integer types that can name their values.
type Enum interface {
	~int
	Name() string
}

type Weekday int

func (d Weekday) Name() string {
	switch d {
	case 0:
		return "sun"
	case 1:
		return "mon"
	case 2:
		return "tue"
	}
	return "day"
}

type Suit int

func (s Suit) Name() string {
	if s == 0 {
		return "spades"
	}
	return "hearts"
}

func Next[E Enum](e E, count int) E {
	return E((int(e) + 1) % count)
}

func ListNames[E Enum](from, to E) {
	for e := from; e <= to; e++ {
		print(int(e), "=", e.Name(), " ")
	}
	println()
}

// Ledger is a generic collection that uses its elements' methods.
type Valuer interface {
	Value() int
	Label() string
}

type Coin struct{ cents int }

func (c Coin) Value() int    { return c.cents }
func (c Coin) Label() string { return "coin" }
func (c *Coin) Polish()      { c.cents++ }
func (b Bill) Value() int    { return 100 * b.dollars }
func (b Bill) Label() string { return "bill" }

type Bill struct{ dollars int }

type Ledger[V Valuer] struct {
	items []V
}

func (l *Ledger[V]) Add(v V) { l.items = append(l.items, v) }
func (l *Ledger[V]) Sum() int {
	s := 0
	for _, it := range l.items {
		s += it.Value()
	}
	return s
}
func (l *Ledger[V]) Print() {
	for _, it := range l.items {
		print(it.Label(), ":", it.Value(), " ")
	}
	println()
}

func main() {
	println(TotalArea([]Rect{{2, 3}, {4, 5}}), TotalArea([]Sq{1, 2, 3}))
	b := Biggest(Rect{1, 10}, Rect{3, 4}, Rect{2, 2})
	println(b.w, b.h, Biggest[Sq](2, 5, 3))
	var none Rect = Biggest[Rect]()
	println(none.w, none.h)

	println(Next(Weekday(2), 3).Name(), Next(Suit(0), 2).Name())
	ListNames(Weekday(0), 3)
	ListNames[Suit](0, 1)

	coins := Ledger[Coin]{make([]Coin, 0, 4)}
	coins.Add(Coin{5})
	coins.Add(Coin{25})
	coins.items[0].Polish()
	coins.Print()
	println(coins.Sum())

	var mixed Ledger[Valuer] // an interface type satisfies its own constraint
	mixed.items = make([]Valuer, 0, 4)
	mixed.Add(Coin{10})
	mixed.Add(Bill{2})
	mixed.Add(&Coin{1})
	mixed.Print()
	println(mixed.Sum())
}
