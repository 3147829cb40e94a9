// Tests an event dispatcher: events are interface values whose concrete types embed a
// BaseEvent (promoted fields and methods), handlers are closures registered in a local
// map[string][]func(Event) backed by preallocated slices, dispatch goes through the promoted
// Kind method, and handlers use type switches and assertions on the event.
package main

type Event interface {
	Kind() string
	Seq() int
}

type BaseEvent struct {
	kind string
	seq  int
}

func (b BaseEvent) Kind() string { return b.kind }
func (b BaseEvent) Seq() int     { return b.seq }

type Click struct {
	BaseEvent
	X, Y int
}

type Key struct {
	BaseEvent
	Code  byte
	Shift bool
}

type Resize struct {
	BaseEvent
	W, H int
}

type Bus struct {
	handlers map[string][]func(Event)
	sent     int
}

func (b *Bus) On(kind string, h func(Event)) {
	b.handlers[kind] = append(b.handlers[kind], h)
}

func (b *Bus) Emit(e Event) int {
	b.sent++
	hs := b.handlers[e.Kind()]
	for _, h := range hs {
		h(e)
	}
	return len(hs)
}

func main() {
	store := make([]func(Event), 9)
	bus := Bus{handlers: make(map[string][]func(Event), 4)}
	bus.handlers["click"] = store[0:0:3]
	bus.handlers["key"] = store[3:3:6]
	bus.handlers["resize"] = store[6:6:8]
	bus.handlers["any"] = store[8:8:9]

	clicks, keys := 0, 0
	var typed []byte = make([]byte, 0, 16)
	area := 0
	bus.On("click", func(e Event) {
		clicks++
		c := e.(Click)
		println("click at", c.X, c.Y, "seq", c.seq)
	})
	bus.On("click", func(e Event) {
		if c, ok := e.(Click); ok && c.X == c.Y {
			println("diagonal click")
		}
	})
	bus.On("key", func(e Event) {
		keys++
		k := e.(Key)
		c := k.Code
		if k.Shift && c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		typed = append(typed, c)
	})
	bus.On("resize", func(e Event) {
		switch r := e.(type) {
		case Resize:
			area = r.W * r.H
		}
	})
	bus.On("any", func(e Event) { println("never") })

	seq := 0
	next := func(kind string) BaseEvent {
		seq++
		return BaseEvent{kind, seq}
	}
	events := []Event{
		Click{next("click"), 3, 4},
		Key{next("key"), 'h', true},
		Key{next("key"), 'i', false},
		Click{next("click"), 5, 5},
		Resize{next("resize"), 80, 25},
		Key{next("key"), '!', true},
		BaseEvent{"unknown", 99},
	}
	delivered := 0
	for _, e := range events {
		delivered += bus.Emit(e)
	}
	println(clicks, keys, string(typed), area, delivered, bus.sent)
	println(events[4].Seq(), events[4].(Resize).kind, len(bus.handlers["click"]))
}
