// ERROR: 11:17: cannot use 5 (untyped int constant) as string value in variable declaration; 13:21: cannot use c (variable of float64 type Celsius) as Fahrenheit value in variable declaration; 14:7: cannot use 42 (untyped int constant) as string value in argument to show; 15:14: cannot use "seven" (untyped string constant) as int value in variable declaration
// Static error: assigning and passing values of the wrong type.
package main

type Celsius float64
type Fahrenheit float64

func show(s string) { println(s) }

func main() {
	var s string = 5
	var c Celsius = 10
	var f Fahrenheit = c
	show(42)
	var n int = "seven"
	println(s, f, n)
}
