//go:build solod

package conc

import "unsafe"

// cCase is the C runtime's conc_Case.
//
//so:extern conc_Case
type cCase struct {
	kind int32          `c:"kind"`
	ok   bool           `c:"ok"`
	ch   *cChan         `c:"ch"`
	val  unsafe.Pointer `c:"val"`
}

// The case kinds (C's conc_CaseRecv, conc_CaseSend, conc_CaseDefault).
const (
	caseRecv    = 1
	caseSend    = 2
	caseDefault = 3
)

// inlineSend is how many bytes of a send case's value a Case holds itself (the compiler's
// check/conc_pkg.rs knows it too).
const inlineSend = 64

// Case is one case of a Select: C's conc_Case, and for a send case the value to send. A value of
// up to 64 bytes is kept in the Case itself; a larger one is a copy in the frame of the function
// that calls SendCase, made there by the compiler (see sendCaseAt), so a Case can be selected
// any number of times, but one of a large value must not outlive that frame.
type Case struct {
	c      cCase
	inline bool // the value is in buf
	buf    [inlineSend / 8]uint64
}

//so:extern conc_Select
func cSelect(cases []cCase, n int) int { return 0 }

// RecvCase is a case that receives from ch into *dst (dst may be nil), or zeroes *dst when the
// channel is closed and drained.
func RecvCase[T any](ch *Chan[T], dst *T) Case {
	return Case{c: cCase{kind: caseRecv, ch: &ch.c, val: unsafe.Pointer(dst)}}
}

// SendCase is a case that sends v on ch; chosen on a closed channel, it panics with "send on
// closed channel". The compiler checks a call SendCase(ch, v) of a value over 64 bytes as
// sendCaseAt(ch, p), p the address of a copy of v in the caller's frame, and rejects SendCase
// of such a value as a func value, so this body never gets one (the check guards the buffer).
func SendCase[T any](ch *Chan[T], v T) Case {
	if unsafe.Sizeof(v) > inlineSend {
		panic("conc: SendCase of a value over 64 bytes outside a call")
	}
	c := Case{c: cCase{kind: caseSend, ch: &ch.c}, inline: true}
	*(*T)(unsafe.Pointer(&c.buf)) = v
	return c
}

// sendCaseAt is the send case of the value at p, a copy in the frame of SendCase's caller that
// lives as long as that frame does.
func sendCaseAt[T any](ch *Chan[T], p *T) Case {
	return Case{c: cCase{kind: caseSend, ch: &ch.c, val: unsafe.Pointer(p)}}
}

// Default is the case Select chooses when no other case is ready.
func Default() Case { return Case{c: cCase{kind: caseDefault}} }

// Select waits until one of the cases can proceed, performs it and returns its index; when
// several are ready it chooses one uniformly at random, and with a Default case it never
// blocks.
func Select(cases ...Case) int {
	cs := make([]cCase, len(cases))
	for i := range cases {
		cs[i] = cases[i].c
		if cases[i].inline {
			cs[i].val = unsafe.Pointer(&cases[i].buf)
		}
	}
	return cSelect(cs, len(cs))
}
