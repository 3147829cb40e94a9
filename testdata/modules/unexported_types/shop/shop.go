// Package shop hides its types.
package shop

type cart struct {
	sum   int
	Count int
}

// NewCart returns a value of an unexported type.
func NewCart() *cart { return &theCart }

var theCart cart

// Add puts an item in the cart.
func (c *cart) Add(price int) {
	c.sum += price
	c.Count++
}

// Total of the cart.
func (c *cart) Total() int { return c.sum }

type item struct{ price int }

// Price of the item.
func (i item) Price() int { return i.price }

func (i item) secret() int { return i.price * 100 }

// Item returns an interface-friendly unexported type.
func Item(p int) item { return item{p} }

type secretive interface{ secret() int }

// Describe uses an unexported method through an unexported interface.
func Describe(x any) int {
	if s, ok := x.(secretive); ok {
		return s.secret()
	}
	return -1
}
