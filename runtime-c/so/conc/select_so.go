//go:build solod

package conc

import (
	"unsafe"

	"solod.dev/so/mem"
)

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

// inlineSend is how many bytes of a send case's value a Case holds itself.
const inlineSend = 64

// Case is one case of a Select: C's conc_Case, and for a send case the value to send. A value of
// up to 64 bytes is kept in the Case itself; a larger one is copied to mem.System memory, which
// the Select that gets the case gives back: such a send case can be selected only once (a
// second Select panics with "conc: send case of a large value selected twice").
type Case struct {
	c      cCase
	inline bool // the value is in buf
	heap   bool // the value is in mem.System memory at c.val
	spent  bool // a Select gave that memory back
	size   int  // the value's size and alignment, when heap
	align  int
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
// closed channel".
func SendCase[T any](ch *Chan[T], v T) Case {
	c := Case{c: cCase{kind: caseSend, ch: &ch.c}}
	if unsafe.Sizeof(v) <= inlineSend {
		c.inline = true
		*(*T)(unsafe.Pointer(&c.buf)) = v
	} else {
		p := mem.Alloc[T](mem.System)
		*p = v
		c.c.val = unsafe.Pointer(p)
		c.heap = true
		c.size, c.align = int(unsafe.Sizeof(v)), int(unsafe.Alignof(v))
	}
	return c
}

// Default is the case Select chooses when no other case is ready.
func Default() Case { return Case{c: cCase{kind: caseDefault}} }

// Select waits until one of the cases can proceed, performs it and returns its index; when
// several are ready it chooses one uniformly at random, and with a Default case it never
// blocks.
func Select(cases ...Case) int {
	cs := make([]cCase, len(cases))
	for i := range cases {
		if cases[i].spent {
			panic("conc: send case of a large value selected twice")
		}
		cs[i] = cases[i].c
		if cases[i].inline {
			cs[i].val = unsafe.Pointer(&cases[i].buf)
		}
	}
	k := cSelect(cs, len(cs))
	for i := range cases {
		if cases[i].heap {
			mem.System.Free(cases[i].c.val, cases[i].size, cases[i].align)
			cases[i].c.val = nil
			cases[i].heap = false
			cases[i].spent = true
		}
	}
	return k
}
