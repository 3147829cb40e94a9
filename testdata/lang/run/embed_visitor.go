// Tests a visitor built with embedding: a base visitor supplies default methods, specialised
// visitors embed it and override some of them, the embedding struct satisfies the Visitor
// interface through promoted methods, and promoted methods are not virtual (the base's method
// calls the base's own helpers, not the override).
package main

type Node interface {
	Accept(v Visitor)
}

type Visitor interface {
	VisitLeaf(l *Leaf)
	VisitPair(p *Pair)
	Name() string
}

type Leaf struct{ V int }

type Pair struct{ L, R Node }

func (l *Leaf) Accept(v Visitor) { v.VisitLeaf(l) }
func (p *Pair) Accept(v Visitor) { v.VisitPair(p) }

// BaseVisitor walks the tree and does nothing at the leaves.
type BaseVisitor struct {
	self  Visitor // the outermost visitor, so the walk dispatches to overrides
	depth int
	pairs int
}

func (b *BaseVisitor) VisitLeaf(l *Leaf) {}
func (b *BaseVisitor) VisitPair(p *Pair) {
	b.pairs++
	b.depth++
	p.L.Accept(b.self)
	p.R.Accept(b.self)
	b.depth--
}
func (b *BaseVisitor) Name() string  { return b.tag() }
func (b *BaseVisitor) tag() string   { return "plain" }
func (b *BaseVisitor) Describe() int { return b.pairs }

// Summer overrides VisitLeaf.
type Summer struct {
	BaseVisitor
	sum int
}

func (s *Summer) VisitLeaf(l *Leaf) { s.sum += l.V }
func (s *Summer) tag() string       { return "summer" } // not used by BaseVisitor.Name

// Printer overrides VisitLeaf and Name, and uses the promoted depth.
type Printer struct {
	BaseVisitor
	maxDepth int
}

func (p *Printer) VisitLeaf(l *Leaf) {
	for i := 0; i < p.depth; i++ {
		print("  ")
	}
	println("leaf", l.V)
	if p.depth > p.maxDepth {
		p.maxDepth = p.depth
	}
}
func (p *Printer) Name() string { return "printer" }

func run(root Node, v Visitor) {
	root.Accept(v)
	println("visited with", v.Name())
}

func main() {
	l1, l2, l3, l4 := Leaf{1}, Leaf{2}, Leaf{3}, Leaf{4}
	p1 := Pair{&l1, &l2}
	p2 := Pair{&p1, &l3}
	root := Pair{&p2, &l4}

	var b BaseVisitor
	b.self = &b
	run(&root, &b)
	println(b.Describe(), b.depth)

	var s Summer
	s.self = &s
	run(&root, &s)
	println(s.sum, s.pairs, s.Describe(), s.tag(), s.BaseVisitor.tag())

	var p Printer
	p.self = &p
	run(&root, &p)
	println(p.maxDepth, p.pairs, p.BaseVisitor.Name())
}
