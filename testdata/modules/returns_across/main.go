// Values that functions of another package make and return: strings, slices and errors whose
// Error method builds its message, used directly, through the error interface, in loops, and on
// threads of their own (each task has its own result stack).
package main

import (
	"example.com/returns_across/words"

	"solod.dev/so/conc"
)

type work struct {
	n     int
	total int
}

func count(arg any) any {
	w := arg.(*work)
	for i := 0; i < w.n; i++ {
		w.total += len(words.Repeat("ab", "-", i%5))
	}
	return nil
}

func main() {
	list := words.Fields("alpha beta gamma")
	println(len(list), list[2], words.Quote(list[1]))
	if _, err := words.Find(list, "delta"); err != nil {
		println(err.Error())
	}
	i, err := words.Find(list, "beta")
	println(i, err == nil)
	println(words.Repeat("so", ", ", 3))

	ws := [2]work{{n: 50000}, {n: 70000}}
	a := conc.Go(count, &ws[0])
	b := conc.Go(count, &ws[1])
	a.Wait()
	b.Wait()
	println(ws[0].total, ws[1].total)
}
