package lib

type List struct {
	items [4]*int
	n     int
}

func (l *List) Push(p *int) {
	l.items[l.n] = p
	l.n++
}

func (l *List) Top() *int { return l.items[l.n-1] }
