// Held-out acceptance program: singly linked lists whose nodes live in a fixed array pool,
// linked by indices, with a free list, sorted insertion, deletion, in-place reversal, merging,
// and a pointer-linked stack built from nodes in the caller's array.
package main

const nilIdx = -1

type node struct {
	val  int
	next int
}

type Pool struct {
	nodes [32]node
	free  int
	used  int
}

func (p *Pool) Init() {
	for i := range p.nodes {
		p.nodes[i].next = i + 1
	}
	p.nodes[len(p.nodes)-1].next = nilIdx
	p.free = 0
}

func (p *Pool) alloc(v int) int {
	if p.free == nilIdx {
		panic("pool exhausted")
	}
	i := p.free
	p.free = p.nodes[i].next
	p.nodes[i] = node{val: v, next: nilIdx}
	p.used++
	return i
}

func (p *Pool) release(i int) {
	p.nodes[i].next = p.free
	p.free = i
	p.used--
}

type List struct {
	pool *Pool
	head int
}

func NewList(p *Pool) List { return List{pool: p, head: nilIdx} }

func (l *List) InsertSorted(v int) {
	n := l.pool.alloc(v)
	prev := nilIdx
	cur := l.head
	for cur != nilIdx && l.pool.nodes[cur].val < v {
		prev, cur = cur, l.pool.nodes[cur].next
	}
	l.pool.nodes[n].next = cur
	if prev == nilIdx {
		l.head = n
	} else {
		l.pool.nodes[prev].next = n
	}
}

func (l *List) Remove(v int) (removed int) {
	for link := &l.head; *link != nilIdx; {
		n := &l.pool.nodes[*link]
		if n.val == v {
			idx := *link
			*link = n.next
			l.pool.release(idx)
			removed++
			continue
		}
		link = &n.next
	}
	return
}

func (l *List) Reverse() {
	prev := nilIdx
	for cur := l.head; cur != nilIdx; {
		next := l.pool.nodes[cur].next
		l.pool.nodes[cur].next = prev
		prev, cur = cur, next
	}
	l.head = prev
}

func (l List) Len() (n int) {
	for i := l.head; i != nilIdx; i = l.pool.nodes[i].next {
		n++
	}
	return
}

func (l List) Print(name string) {
	print(name, " (", l.Len(), "):")
	for i := l.head; i != nilIdx; i = l.pool.nodes[i].next {
		print(" ", l.pool.nodes[i].val)
	}
	println()
}

// Merge moves all nodes of b into a (both sorted ascending), leaving b empty.
func Merge(a, b *List) {
	nodes := &a.pool.nodes
	var dummy int = nilIdx
	tail := &dummy
	x, y := a.head, b.head
	for x != nilIdx && y != nilIdx {
		if nodes[x].val <= nodes[y].val {
			*tail, x = x, nodes[x].next
		} else {
			*tail, y = y, nodes[y].next
		}
		tail = &nodes[*tail].next
	}
	if x != nilIdx {
		*tail = x
	} else {
		*tail = y
	}
	a.head, b.head = dummy, nilIdx
}

type StackNode struct {
	Val  string
	Next *StackNode
}

func main() {
	var pool Pool
	pool.Init()
	evens, odds := NewList(&pool), NewList(&pool)
	for _, v := range []int{42, 8, 15, 4, 23, 16, 8, 1, 99, 0, 8} {
		if v%2 == 0 {
			evens.InsertSorted(v)
		} else {
			odds.InsertSorted(v)
		}
	}
	evens.Print("evens")
	odds.Print("odds")
	r8, r7 := evens.Remove(8), odds.Remove(7)
	println("removed 8s:", r8, "removed 7s:", r7, "used:", pool.used)
	evens.Print("evens")
	Merge(&evens, &odds)
	evens.Print("merged")
	odds.Print("odds")
	evens.Reverse()
	evens.Print("reversed")
	println("free head:", pool.free, "used:", pool.used)

	// Removing everything returns all nodes to the pool.
	for evens.head != nilIdx {
		evens.Remove(pool.nodes[evens.head].val)
	}
	println("after clearing, used:", pool.used)
	count := 0
	for i := pool.free; i != nilIdx; i = pool.nodes[i].next {
		count++
	}
	println("free nodes:", count)

	// A stack of pointers between nodes that all live in main's frame.
	var storage [4]StackNode
	var top *StackNode
	for i, w := range []string{"alpha", "beta", "gamma", "delta"} {
		storage[i] = StackNode{Val: w, Next: top}
		top = &storage[i]
	}
	for n := top; n != nil; n = n.Next {
		print(n.Val, " ")
	}
	println()
	println(top == &storage[3], top.Next.Next.Val, storage[0].Next == nil)
	p := new(StackNode)
	p.Val = "extra"
	p.Next = top
	println(p.Next.Val, (*p).Val, len(p.Next.Next.Val))
}
