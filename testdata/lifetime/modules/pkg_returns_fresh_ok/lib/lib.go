package lib

func NewInt(n int) *int {
	v := n
	return &v
}

func Greet(name string) string { return "hello, " + name }
