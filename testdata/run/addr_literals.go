// Tests taking the address of slice literals, and pointers to variables declared in an inner
// block that are used after the block ends.
package main

func fill(ps *string) {
	if ps == nil {
		var s string
		ps = &s
	}
	*ps = "filled"
}

func main() {
	a := &[]int{12, 13}
	println(len(*a), (*a)[1])
	var p *int
	{
		v := 41
		p = &v
	}
	if true {
		w := 1
		p = &w
		*p += 100
	}
	println(*p)
	var s string
	fill(&s)
	fill(nil)
	println(s)
}
