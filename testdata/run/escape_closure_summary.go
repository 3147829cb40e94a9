// A call of a function literal refers only to what the literal's results come from (its
// summary): a closure that captured a parameter and returns an error value (not the
// parameter) can be called and its error returned; one that returns what it captured makes
// the captured variable outlive the function with the result.
package main

type VMError struct{ pc, code int }

func (e VMError) Error() string {
	if e.code == 1 {
		return "stack underflow"
	}
	return "bad"
}

type Stack struct {
	items []int
}

func (s *Stack) Pop() (int, bool) {
	if len(s.items) == 0 {
		return 0, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

func run(st *Stack, n int) (sum int, err error) {
	pop := func(pc int) (int, error) {
		v, ok := st.Pop()
		if !ok {
			return 0, VMError{pc, 1}
		}
		return v, nil
	}
	for pc := 0; pc < n; pc++ {
		v, err := pop(pc)
		if err != nil {
			return sum, err
		}
		sum += v
	}
	return sum, nil
}

func captured() *int {
	x := 10
	get := func() *int { return &x }
	p := get()
	*p++
	return p
}

func passThrough(p *int) *int {
	id := func(q *int) *int { return q }
	return id(p)
}

func clobber() int {
	var a [256]int
	for i := range a {
		a[i] = i * 7
	}
	return a[3] + a[200]
}

func main() {
	st := Stack{items: []int{1, 2, 3}}
	sum, err := run(&st, 2)
	println(sum, err == nil)
	sum, err = run(&st, 5)
	println(sum, err.Error())
	p := captured()
	v := 7
	q := passThrough(&v)
	println(clobber())
	println(*p, *q)
}
