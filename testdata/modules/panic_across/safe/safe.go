// Package safe is not safe.
package safe

var table = [3]int{10, 20, 30}

// At indexes the table.
func At(i int) int {
	defer println("deferred in safe.At", i)
	return table[i]
}
