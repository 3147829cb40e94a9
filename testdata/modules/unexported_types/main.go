// Values of another package's unexported types: returned by exported functions, their
// exported methods and fields used, stored in interface values and asserted back to an
// interface.
package main

import "example.com/ut/shop"

type pricer interface{ Price() int }

func main() {
	c := shop.NewCart()
	c.Add(3)
	c.Add(4)
	println(c.Total(), c.Count)
	var p pricer = shop.Item(5)
	println(p.Price())
	var x any = shop.Item(2)
	if q, ok := x.(pricer); ok {
		println("pricer", q.Price())
	}
	println(shop.Describe(shop.Item(1)))
}
