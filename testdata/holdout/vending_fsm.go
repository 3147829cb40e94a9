// Held-out acceptance program: a vending machine as a finite-state machine with named state and
// event types, a transition table of structs, switch with fallthrough, and goto for retries.
package main

type State uint8
type Event uint8
type Cents = int // alias: plain int with a more telling name

const (
	Idle State = iota
	HasMoney
	Vending
	OutOfOrder
	numStates
)

const (
	Coin Event = iota + 1
	Select
	Refund
	Kick
	Repair
)

func (s State) Name() string {
	switch s {
	case Idle:
		return "Idle"
	case HasMoney:
		return "HasMoney"
	case Vending:
		return "Vending"
	case OutOfOrder:
		return "OutOfOrder"
	}
	return "?"
}

type transition struct {
	from State
	on   Event
	to   State
}

var table = [...]transition{
	{Idle, Coin, HasMoney},
	{HasMoney, Coin, HasMoney},
	{HasMoney, Select, Vending},
	{HasMoney, Refund, Idle},
	{Vending, Select, Idle},
	{OutOfOrder, Repair, Idle},
}

type Machine struct {
	state    State
	credit   Cents
	stock    int
	kicks    int
	sold     int
	refunded Cents
	visits   [numStates]int
}

const price Cents = 65

func (m *Machine) lookup(e Event) (State, bool) {
	for _, t := range table {
		if t.from == m.state && t.on == e {
			return t.to, true
		}
	}
	return m.state, false
}

func (m *Machine) Handle(e Event, amount Cents) {
	if e == Kick {
		m.kicks++
		switch {
		case m.kicks >= 3:
			m.state = OutOfOrder
			println("  machine breaks down")
			return
		case m.kicks == 2:
			println("  machine wobbles")
			fallthrough
		default:
			println("  ouch")
		}
		return
	}
	next, ok := m.lookup(e)
	if !ok {
		println("  ignored event", e, "in", m.state.Name())
		return
	}
	switch e {
	case Coin:
		m.credit += amount
	case Select:
		if m.state == HasMoney {
			if m.credit < price || m.stock == 0 {
				println("  cannot vend: credit", m.credit, "stock", m.stock)
				return
			}
			m.credit -= price
			m.stock--
			m.sold++
		}
	case Refund:
		m.refunded += m.credit
		m.credit = 0
	case Repair:
		m.kicks = 0
	}
	m.state = next
	m.visits[next]++
}

func main() {
	m := Machine{stock: 2}
	type step struct {
		e Event
		c Cents
	}
	script := []step{
		{Select, 0}, {Coin, 25}, {Coin, 25}, {Select, 0}, {Coin, 25}, {Select, 0},
		{Select, 0}, {Coin, 100}, {Select, 0}, {Select, 0}, {Coin, 10}, {Select, 0},
		{Refund, 0}, {Kick, 0}, {Kick, 0}, {Kick, 0}, {Coin, 25}, {Repair, 0}, {Coin, 5},
	}
	for i, s := range script {
		before := m.state
		m.Handle(s.e, s.c)
		println(i, before.Name(), "->", m.state.Name(), "credit", m.credit)
	}
	println("sold", m.sold, "refunded", m.refunded, "stock", m.stock)
	for s := range numStates {
		println(State(s).Name(), m.visits[s])
	}

	// Retry a flaky operation with goto, giving up after three attempts.
	attempts := 0
	failures := [...]bool{true, true, false}
retry:
	attempts++
	if failures[attempts-1] {
		println("attempt", attempts, "failed")
		if attempts < 3 {
			goto retry
		}
	}
	println("done after", attempts, "attempts")
}
