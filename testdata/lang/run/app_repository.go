// Tests a generic repository Repo[K comparable, V any] over a fixed-capacity map with a
// generic error type NotFound[K] returned through the error interface, a Duplicate error, an
// Update method taking a closure that edits the value in place, and the same code
// instantiated for string and struct keys.
package main

type NotFound[K comparable] struct{ Key K }

func (e NotFound[K]) Error() string { return "not found" }

type Duplicate struct{ N int }

func (e Duplicate) Error() string { return "duplicate" }

type Repo[K comparable, V any] struct {
	items map[K]V
	ops   int
}

func (r *Repo[K, V]) Insert(k K, v V) error {
	r.ops++
	if _, ok := r.items[k]; ok {
		return Duplicate{len(r.items)}
	}
	r.items[k] = v
	return nil
}

func (r *Repo[K, V]) Get(k K) (V, error) {
	r.ops++
	v, ok := r.items[k]
	if !ok {
		return v, NotFound[K]{k}
	}
	return v, nil
}

func (r *Repo[K, V]) Update(k K, edit func(v *V)) error {
	r.ops++
	v, ok := r.items[k]
	if !ok {
		return NotFound[K]{k}
	}
	edit(&v)
	r.items[k] = v
	return nil
}

func (r *Repo[K, V]) Delete(k K) error {
	r.ops++
	if _, ok := r.items[k]; !ok {
		return NotFound[K]{k}
	}
	delete(r.items, k)
	return nil
}

type Item struct {
	Name  string
	Qty   int
	Price int
}

type SKU struct {
	Line byte
	Num  int
}

func explain(err error) {
	switch e := err.(type) {
	case nil:
		println("  ok")
	case NotFound[string]:
		println("  missing string key", e.Key)
	case NotFound[SKU]:
		println("  missing SKU", string(e.Key.Line), e.Key.Num)
	case Duplicate:
		println("  duplicate; size", e.N)
	default:
		println("  unexpected", err.Error())
	}
}

func main() {
	r := Repo[string, Item]{items: make(map[string]Item, 4)}
	explain(r.Insert("bolt", Item{"bolt", 100, 2}))
	explain(r.Insert("nut", Item{"nut", 250, 1}))
	explain(r.Insert("bolt", Item{"bolt", 1, 1}))
	restock := 50
	explain(r.Update("bolt", func(it *Item) { it.Qty += restock }))
	explain(r.Update("gear", func(it *Item) { it.Qty = 0 }))
	it, err := r.Get("bolt")
	explain(err)
	println(" ", it.Name, it.Qty, it.Price)
	_, err = r.Get("washer")
	explain(err)
	explain(r.Delete("nut"))
	explain(r.Delete("nut"))
	println("ops", r.ops, "size", len(r.items))

	total := 0
	for _, v := range r.items {
		total += v.Qty * v.Price
	}
	println("stock value", total)

	s := Repo[SKU, int]{items: make(map[SKU]int, 2)}
	explain(s.Insert(SKU{'A', 1}, 10))
	explain(s.Update(SKU{'A', 1}, func(v *int) { *v *= 3 }))
	_, err = s.Get(SKU{'B', 7})
	explain(err)
	n, _ := s.Get(SKU{'A', 1})
	println(n, s.ops)
	var e1, e2 error = NotFound[int]{1}, NotFound[int]{1}
	println(e1 == e2, e1 == error(NotFound[int64]{1}))
}
