package lib

func helper() int { return 1 }

// T has an unexported field and method.
type T struct {
	x int
	Y int
}

func (T) hidden() {}

// Use keeps the unexported names used.
func Use() int { var t T; t.hidden(); return helper() + t.x }
