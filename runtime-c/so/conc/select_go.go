//go:build !solod

package conc

import "reflect"

// Case is one case of a Select, made by RecvCase, SendCase or Default.
type Case struct {
	dir  reflect.SelectDir
	ch   func() reflect.Value           // the channel, read when Select runs; invalid: nil
	send reflect.Value                  // the value of a send case
	recv func(v reflect.Value, ok bool) // stores what a receive case received
}

// RecvCase is a case that receives from *ch into *dst (dst may be nil to discard the value).
// When the channel is closed and drained the case proceeds and zeroes *dst.
func RecvCase[T any](ch *Chan[T], dst *T) Case {
	return Case{
		dir: reflect.SelectRecv,
		ch:  chanValue(ch),
		recv: func(v reflect.Value, ok bool) {
			if dst == nil {
				return
			}
			var p *T
			if ok {
				p = v.Interface().(*T)
			}
			received(dst, p, ok)
		},
	}
}

// SendCase is a case that sends v on *ch.
func SendCase[T any](ch *Chan[T], v T) Case {
	return Case{
		dir:  reflect.SelectSend,
		ch:   chanValue(ch),
		send: reflect.ValueOf(&v),
	}
}

// Default is the case that proceeds when no other case is ready.
func Default() Case {
	return Case{dir: reflect.SelectDefault}
}

func chanValue[T any](ch *Chan[T]) func() reflect.Value {
	return func() reflect.Value {
		if ch == nil || ch.c == nil {
			return reflect.Value{} // a nil channel: never ready
		}
		return reflect.ValueOf(ch.c.ch)
	}
}

// Select waits until one of the cases can proceed, performs it and returns its index. When
// several are ready one is chosen uniformly at random; with a Default case Select never blocks.
// A send case on a closed channel panics with "send on closed channel" when chosen. Cases on nil
// channels are never ready, and a Select with none that can ever proceed blocks forever.
func Select(cases ...Case) int {
	sc := make([]reflect.SelectCase, len(cases))
	for i, c := range cases {
		sc[i].Dir = c.dir
		if c.ch != nil {
			sc[i].Chan = c.ch()
		}
		if c.dir == reflect.SelectSend {
			sc[i].Send = c.send
		}
	}
	chosen, v, ok := reflect.Select(sc)
	if c := cases[chosen]; c.dir == reflect.SelectRecv {
		c.recv(v, ok)
	}
	return chosen
}
