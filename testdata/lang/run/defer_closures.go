// Tests `defer func() { ... }()`: a deferred closure reads captured variables when it runs
// (seeing later changes) while arguments to a deferred literal are evaluated at the defer;
// deferred closures in a loop each capture their own iteration's variable; a deferred
// closure that itself defers nothing but calls other closures.
package main

type Tx struct {
	ops       int
	committed bool
}

func (t *Tx) Commit() { t.committed = true }

func transfer(amount int) (status string) {
	tx := Tx{}
	defer func() {
		if !tx.committed {
			status = "rolled back"
		}
		println("tx ops", tx.ops, "committed", tx.committed)
	}()
	tx.ops++
	if amount <= 0 {
		return "rejected"
	}
	tx.ops++
	tx.Commit()
	return "ok"
}

func main() {
	x := 1
	defer func() { println("closure sees x =", x) }()
	defer func(v int) { println("argument captured x =", v) }(x)
	x = 2

	for i := 0; i < 3; i++ {
		defer func() { println("loop closure i =", i) }()
	}

	total := 0
	add := func(n int) { total += n }
	defer func() {
		add(100)
		println("total in deferred closure", total)
	}()
	add(5)

	println(transfer(10))
	println(transfer(0))
	x = 3
	println("main done", total)
}
