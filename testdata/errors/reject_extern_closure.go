// REJECT: plain C function [plain c function]
// C calls a plain function pointer: a function literal, a method value or a func variable
// passed to an //so:extern function's func parameter may be a closure.
package main

//so:extern
func call_twice(f func(int32) int32, x int32) int32 { return f(f(x)) }

type adder struct{ n int32 }

func (a adder) add(x int32) int32 { return x + a.n }

func inc(x int32) int32 { return x + 1 }

func main() {
	k := int32(3)
	println(call_twice(func(x int32) int32 { return x + k }, 1))
	println(call_twice(adder{2}.add, 1))
	f := inc
	println(call_twice(f, 1))
	println(call_twice(inc, 1))
}
