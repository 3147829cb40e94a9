// Tests the checked type assertion: a failing x.(int) on an `any` holding a string panics with
// "interface conversion: interface {} is string, not int" after the deferred calls of every
// frame on the stack have run, innermost first.
package main

func get(vals []any, i int) int {
	defer println("get: deferred", i)
	return vals[i].(int)
}

func sum(vals []any) int {
	defer println("sum: deferred")
	total := 0
	for i := range vals {
		total += get(vals, i)
		println("running total", total)
	}
	return total
}

func main() {
	defer println("main: deferred")
	vals := []any{1, 2, "three", 4}
	println(sum(vals))
}
