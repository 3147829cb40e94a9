// Tests a finite state machine: states are a named int type with a String-like method,
// transitions are a map keyed by a struct {State, Event}, actions are top-level functions
// stored as values in the transition table, invalid transitions return a small custom error,
// and each step defers a trace line.
package main

type State int

const (
	Red State = iota
	Green
	Yellow
	Off
)

func (s State) Name() string {
	switch s {
	case Red:
		return "red"
	case Green:
		return "green"
	case Yellow:
		return "yellow"
	}
	return "off"
}

type Event byte

type key struct {
	from State
	ev   Event
}

type Light struct {
	state   State
	ticks   int
	changes int
}

type transition struct {
	to     State
	action func(l *Light)
}

type BadEvent struct {
	From State
	Ev   Event
}

func (b BadEvent) Error() string { return "bad event" }

func count(l *Light) { l.changes++ }
func reset(l *Light) { l.changes = 0 }

func step(l *Light, table map[key]transition, ev Event) (err error) {
	from := l.state
	defer func() {
		if err != nil {
			println("  ", from.Name(), string(ev), "-> rejected")
		} else {
			println("  ", from.Name(), string(ev), "->", l.state.Name())
		}
	}()
	t, ok := table[key{l.state, ev}]
	if !ok {
		return BadEvent{l.state, ev}
	}
	l.state = t.to
	if t.action != nil {
		t.action(l)
	}
	l.ticks++
	return nil
}

func main() {
	table := map[key]transition{
		{Red, 't'}:    {Green, count},
		{Green, 't'}:  {Yellow, count},
		{Yellow, 't'}: {Red, count},
		{Red, 'x'}:    {Off, reset},
		{Green, 'x'}:  {Off, reset},
		{Yellow, 'x'}: {Off, reset},
		{Off, 'o'}:    {Red, nil},
	}
	var l Light
	events := "tttttxto" + "ttx" + "?"
	bad := 0
	for i := 0; i < len(events); i++ {
		if err := step(&l, table, Event(events[i])); err != nil {
			be := err.(BadEvent)
			println("   error from", be.From.Name(), "on", string(be.Ev))
			bad++
		}
	}
	println(l.state.Name(), l.ticks, l.changes, bad, len(table))
}
