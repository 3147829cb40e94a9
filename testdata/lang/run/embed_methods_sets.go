// Tests promoted methods and the method sets of embedding structs: embedding T gives S the
// value methods of T and *S the pointer methods too; embedding *T gives S all of them; the
// resulting types satisfy interfaces accordingly, and promoted pointer methods mutate the
// embedded value in place.
package main

type Logger struct {
	prefix string
	lines  int
}

func (l Logger) Prefix() string { return l.prefix }
func (l *Logger) Log(msg string) {
	l.lines++
	println(l.prefix+":", msg)
}

type Prefixer interface{ Prefix() string }

type LogPrefixer interface {
	Prefix() string
	Log(string)
}

// Service embeds Logger by value.
type Service struct {
	Logger
	name string
}

// Worker embeds *Logger.
type Worker struct {
	*Logger
	id int
}

func use(lp LogPrefixer, msg string) {
	lp.Log(msg + " via " + lp.Prefix())
}

func main() {
	s := Service{Logger{prefix: "svc"}, "api"}
	s.Log("start") // (&s.Logger).Log
	println(s.Prefix(), s.lines)

	var p Prefixer = s // value method set of Service includes Prefix
	println(p.Prefix())
	use(&s, "hello") // only *Service has Log
	println(s.lines)

	shared := Logger{prefix: "pool"}
	w1 := Worker{&shared, 1}
	w2 := Worker{&shared, 2}
	use(w1, "one") // Worker value has both through *Logger
	use(w2, "two")
	var lp LogPrefixer = w1
	lp.Log("three")
	println(shared.lines, w1.lines, w2.lines)

	// Method values and expressions on promoted methods.
	f := s.Log
	f("method value")
	g := (*Service).Log
	g(&s, "method expression")
	h := Service.Prefix
	println(h(s), s.lines)

	// Interface satisfaction checked with assertions.
	var anyS any = s
	_, ok1 := anyS.(LogPrefixer)
	_, ok2 := anyS.(Prefixer)
	var anyPS any = &s
	_, ok3 := anyPS.(LogPrefixer)
	println(ok1, ok2, ok3)
}
