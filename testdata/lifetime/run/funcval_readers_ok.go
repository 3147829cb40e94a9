// Attack shape: a table of funcs called with &local, none of which keeps its argument.
// SAFE: the funcs only read.
package main

func double(v *int) int { return *v * 2 }
func square(v *int) int { return *v * *v }

var table = [2]func(*int) int{double, square}

func f(i int) int {
	v := 7
	return table[i](&v)
}

func main() { println(f(0), f(1)) }
