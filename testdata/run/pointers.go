// Tests pointers: &, new, dereference, automatic dereference for fields and array indexing
// through pointers, pointer comparison, nil pointers, pointers to pointers, pointers to
// array and slice elements, and swapping through pointers.
package main

type Node struct {
	Val  int
	Next *Node
}

func swap(a, b *int) {
	*a, *b = *b, *a
}

func incAll(p *[4]int) {
	for i := range p {
		p[i]++
	}
}

func setPtr(pp **int, p *int) { *pp = p }

func listSum(n *Node) int {
	s := 0
	for n != nil {
		s += n.Val
		n = n.Next
	}
	return s
}

func main() {
	x, y := 1, 2
	swap(&x, &y)
	println(x, y)

	p := new(int)
	println(*p)
	*p = 42
	q := p
	*q++
	println(*p, p == q)

	r := new(Node)
	r.Val = 3
	println(r.Val, r.Next == nil)

	arr := [4]int{1, 2, 3, 4}
	incAll(&arr)
	ap := &arr
	println(arr[0], ap[3], len(ap), (*ap)[1])

	s := []int{10, 20, 30}
	e := &s[1]
	*e = 25
	println(s[1])

	var np *int
	println(np == nil, np != p)
	var target *int
	setPtr(&target, &x)
	*target = 77
	println(x, *target)
	pp := &p
	**pp = 5
	println(*p)

	n3 := Node{Val: 3}
	n2 := Node{Val: 2, Next: &n3}
	n1 := Node{Val: 1, Next: &n2}
	println(listSum(&n1), n1.Next.Next.Val)
	n1.Next.Val = 20
	println(n2.Val, listSum(&n1))

	a := 1
	b := 1
	println(&a == &a, &a == &b)

	type Pt struct{ X, Y float64 }
	pt := &Pt{1.5, 2.5}
	pt.X *= 2
	println(pt.X, (*pt).Y)
	np2 := new(Pt)
	*np2 = *pt
	np2.Y = 0
	println(pt.Y, np2.Y)
	ptrs := [2]*int{&x, &y}
	*ptrs[1] = 1000
	println(y)
}
