// ERROR: 7:7: []int (type) is not an expression
// A newline between a type and `{` ends the statement: `x := []int` then a block is not a
// composite literal (solod accepted it as one before).
package main

func main() {
	x := []int
	{
	}
	_ = x
}
