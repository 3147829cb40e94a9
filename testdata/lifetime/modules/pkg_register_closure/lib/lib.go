package lib

var handler func() int

func Handle(fn func() int) { handler = fn }

func Fire() int { return handler() }
