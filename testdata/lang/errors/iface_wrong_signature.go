// ERROR: 14:17: cannot use Sink{} (value of struct type Sink) as Writer value in variable declaration: Sink does not implement Writer (wrong type for method Write)
// Static error: the type has a method of the right name with the wrong signature.
package main

type Writer interface {
	Write(p []byte) int
}

type Sink struct{}

func (Sink) Write(s string) int { return len(s) }

func main() {
	var w Writer = Sink{}
	println(w.Write(nil))
}
