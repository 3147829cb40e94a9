// Package-level variables initialized with conversions and composite literals of types
// declared further down the file (Go's fixedbugs/bug194): the types are resolved on demand.
package main

var v1 = T1(1)
var v2 = T2{2}
var v3 = T3{0: 3, 1: 4}
var v4 = T4{0: 5, 1: 6}
var v5 = T5{0: 7, 1: 8}
var v6 = T2{f: 9}
var v7 = Celsius(21.5).F()

func main() {
	println(v1, v2.f, v3[0], v3[1], v4[0], v4[1], v5[0], v5[1], v6.f)
	println(int(v7 * 10))
}

type T1 int
type T2 struct {
	f int
}
type T3 []int
type T4 [2]int
type T5 map[int]int

type Celsius float64
type Fahrenheit float64

func (c Celsius) F() Fahrenheit { return Fahrenheit(c*9/5 + 32) }
