//go:build solod

package fmt

import (
	"unsafe"

	"solod.dev/so/internal/rtype"
	"solod.dev/so/io"
	"solod.dev/so/mem"
	"solod.dev/so/unicode/utf8"
)

// State is what a Formatter's Format method writes to and reads the flags from: the printer.
type State interface {
	// Write writes b as the operand's text.
	Write(b []byte) (n int, err error)
	// Width returns the width and whether one was given.
	Width() (wid int, ok bool)
	// Precision returns the precision and whether one was given.
	Precision() (prec int, ok bool)
	// Flag reports whether the flag c (one of "-+# 0") was given.
	Flag(c int) bool
}

// Formatter is implemented by a value with a custom formatter for every verb.
type Formatter interface {
	Format(f State, verb rune)
}

// Stringer is implemented by a value with a String method, which defines its "native"
// format (%v, %s, and %x, %X, %q on its text).
type Stringer interface {
	String() string
}

// GoStringer is implemented by a value with a GoString method, which defines its Go syntax
// (%#v).
type GoStringer interface {
	GoString() string
}

// The texts of the error forms.
const (
	nilAngle    = "<nil>"
	nilParen    = "(nil)"
	percentBang = "%!"
	missing     = "(MISSING)"
	badIndex    = "(BADINDEX)"
	extra       = "%!(EXTRA "
	badWidth    = "%!(BADWIDTH)"
	badPrec     = "%!(BADPREC)"
	noVerb      = "%!(NOVERB)"
)

// Where a printer's output goes.
const (
	toWriter = iota // written to w whenever out is full, and at the end
	toBuf           // out is the caller's buffer: what does not fit is dropped
	toAlloc         // out is memory from alloc, grown as needed
	toAppend        // out is the caller's slice: past its capacity is a panic
)

// pp is a printer: the output, the state of the format being printed, and the operand.
type pp struct {
	out     []byte // out[:n] is the output not yet handed on
	n       int
	dest    int
	dropped int           // toBuf: the bytes that did not fit
	w       *io.Writer    // toWriter: where the output goes (fprint's parameter)
	sent    int           // the bytes w accepted
	werr    error         // w's first error
	wrote   bool          // w was called
	alloc   mem.Allocator // toAlloc: where the output's memory comes from

	// The operand whose methods handleMethods looks for, when argSet.
	arg    any
	argSet bool
	// badVerb's copy of arg, printed as the operand of the bad verb (in the printer's memory,
	// so that printing it keeps no pointer to a frame that ends first).
	badArg any
	// The value printValue prints (badVerb prints it), vt nil for none.
	vt *rtype.Type
	vp uintptr

	f flags

	reordered  bool   // an argument index was used
	goodArgNum bool   // the current argument index is valid
	erroring   bool   // printing a bad verb's operand: no methods
	wrapErrs   bool   // Errorf: %w is allowed
	wrapped    *[]int // Errorf: the operands of %w
}

// init prepares a printer in memory nobody initialized for output to dest.
func (p *pp) init(dest int) {
	p.n = 0
	p.dest = dest
	p.dropped = 0
	p.sent = 0
	p.werr = nil
	p.wrote = false
	p.argSet = false
	p.vt = nil
	p.f = flags{}
	p.reordered = false
	p.erroring = false
	p.wrapErrs = false
	p.wrapped = nil
}

// ---- output ----

// write appends b to the output.
func (p *pp) write(b []byte) {
	if len(b) <= len(p.out)-p.n {
		p.n += copy(p.out[p.n:], b)
		return
	}
	for len(b) > 0 {
		if p.n == len(p.out) && !p.room(len(b)) {
			p.dropped += len(b)
			return
		}
		k := copy(p.out[p.n:], b)
		p.n += k
		b = b[k:]
	}
}

// writeString appends s to the output.
func (p *pp) writeString(s string) {
	if len(s) <= len(p.out)-p.n {
		p.n += copy(p.out[p.n:], s)
		return
	}
	for len(s) > 0 {
		if p.n == len(p.out) && !p.room(len(s)) {
			p.dropped += len(s)
			return
		}
		k := copy(p.out[p.n:], s)
		p.n += k
		s = s[k:]
	}
}

// writeByte appends c to the output.
func (p *pp) writeByte(c byte) {
	if p.n < len(p.out) || p.room(1) {
		p.out[p.n] = c
		p.n++
	} else {
		p.dropped++
	}
}

// writeRepeat appends n copies of c.
func (p *pp) writeRepeat(c byte, n int) {
	for n > 0 {
		if p.n == len(p.out) && !p.room(n) {
			p.dropped += n
			return
		}
		k := min(n, len(p.out)-p.n)
		b := p.out[p.n : p.n+k]
		for i := range b {
			b[i] = c
		}
		p.n += k
		n -= k
	}
}

// writeRune appends the UTF-8 encoding of r.
func (p *pp) writeRune(r rune) {
	if r < utf8.RuneSelf {
		p.writeByte(byte(r))
		return
	}
	var b [utf8.UTFMax]byte
	k := utf8.EncodeRune(b[:], r)
	p.write(b[:k])
}

// room makes room in a full output for more bytes (need is how many are waiting) and reports
// whether there is some.
func (p *pp) room(need int) bool {
	switch p.dest {
	case toWriter:
		p.flush(false)
		return len(p.out) > 0
	case toAlloc:
		grow := 2 * len(p.out)
		if grow < p.n+need {
			grow = p.n + need
		}
		if grow < 64 {
			grow = 64
		}
		p.out = mem.ReallocSlice(p.alloc, p.out, grow, grow)
		return true
	case toAppend:
		panic("append: out of capacity")
	}
	return false
}

// flush hands the pending output to the writer, unless it has failed. The last flush writes
// even nothing when nothing was written (Go's Fprintf makes one Write call in every case).
func (p *pp) flush(last bool) {
	if (p.n > 0 || last && !p.wrote) && p.werr == nil {
		k, err := (*p.w).Write(p.out[:p.n])
		p.sent += k
		p.werr = err
		p.wrote = true
	}
	p.n = 0
}

// ---- State ----

// Write writes b as the operand's text (State).
func (p *pp) Write(b []byte) (int, error) {
	p.write(b)
	return len(b), nil
}

// WriteString writes s as the operand's text.
func (p *pp) WriteString(s string) (int, error) {
	p.writeString(s)
	return len(s), nil
}

// Width returns the width and whether one was given (State).
func (p *pp) Width() (int, bool) { return p.f.wid, p.f.widPresent }

// Precision returns the precision and whether one was given (State).
func (p *pp) Precision() (int, bool) { return p.f.prec, p.f.precPresent }

// Flag reports whether the flag c was given (State); %+v and %#v count as + and #.
func (p *pp) Flag(c int) bool {
	switch c {
	case '-':
		return p.f.minus
	case '+':
		return p.f.plus || p.f.plusV
	case '#':
		return p.f.sharp || p.f.sharpV
	case ' ':
		return p.f.space
	case '0':
		return p.f.zero
	}
	return false
}

func (p *pp) clearFlags() {
	p.f = flags{}
}

// ---- operands ----

// badVerb writes %!verb(type=value) for the operand: the verb does not apply to it.
func (p *pp) badVerb(verb rune) {
	p.erroring = true
	p.writeString(percentBang)
	p.writeRune(verb)
	p.writeByte('(')
	switch {
	case p.argSet:
		p.writeString(rtype.TypeOf(p.arg).Name)
		p.writeByte('=')
		p.badArg = p.arg
		p.printArg(&p.badArg, 'v')
	case p.vt != nil:
		p.writeString(p.vt.Name)
		p.writeByte('=')
		// vp is a uintptr (it points into the caller's frame, which p must not be seen to
		// keep): unsafe.Add(nil, vp) takes it back on trust, as unsafe.Pointer(vp) may not.
		p.printValue(p.vt, unsafe.Add(nil, p.vp), 'v', 0, false)
	default:
		p.writeString(nilAngle)
	}
	p.writeByte(')')
	p.erroring = false
}

func (p *pp) fmtBool(v bool, verb rune) {
	switch verb {
	case 't', 'v':
		p.fmtBoolean(v)
	default:
		p.badVerb(verb)
	}
}

// fmt0x64 writes v in hexadecimal, with a 0x when leading0x says so.
func (p *pp) fmt0x64(v uint64, leading0x bool) {
	sharp := p.f.sharp
	p.f.sharp = leading0x
	p.fmtInt(v, 16, false, 'v', lowerDigits)
	p.f.sharp = sharp
}

// fmtInteger writes an integer operand in the verb's form.
func (p *pp) fmtInteger(v uint64, isSigned bool, verb rune) {
	switch verb {
	case 'v':
		if p.f.sharpV && !isSigned {
			p.fmt0x64(v, true)
		} else {
			p.fmtInt(v, 10, isSigned, verb, lowerDigits)
		}
	case 'd':
		p.fmtInt(v, 10, isSigned, verb, lowerDigits)
	case 'b':
		p.fmtInt(v, 2, isSigned, verb, lowerDigits)
	case 'o', 'O':
		p.fmtInt(v, 8, isSigned, verb, lowerDigits)
	case 'x':
		p.fmtInt(v, 16, isSigned, verb, lowerDigits)
	case 'X':
		p.fmtInt(v, 16, isSigned, verb, upperDigits)
	case 'c':
		p.fmtC(v)
	case 'q':
		p.fmtQc(v)
	case 'U':
		p.fmtUnicode(v)
	default:
		p.badVerb(verb)
	}
}

// fmtFloatVerb writes a float operand (size 32 or 64) in the verb's form.
func (p *pp) fmtFloatVerb(v float64, size int, verb rune) {
	switch verb {
	case 'v':
		p.fmtFloat(v, size, 'g', -1)
	case 'b', 'g', 'G', 'x', 'X':
		p.fmtFloat(v, size, verb, -1)
	case 'f', 'e', 'E':
		p.fmtFloat(v, size, verb, 6)
	case 'F':
		p.fmtFloat(v, size, 'f', 6)
	default:
		p.badVerb(verb)
	}
}

// fmtString writes a string operand in the verb's form.
func (p *pp) fmtString(v string, verb rune) {
	switch verb {
	case 'v':
		if p.f.sharpV {
			p.fmtQ(v)
		} else {
			p.fmtS(v)
		}
	case 's':
		p.fmtS(v)
	case 'x':
		p.fmtSbx(v, nil, lowerDigits)
	case 'X':
		p.fmtSbx(v, nil, upperDigits)
	case 'q':
		p.fmtQ(v)
	default:
		p.badVerb(verb)
	}
}

// fmtBytes writes a byte slice or array operand (of type t at vp, named typeName in %#v) in
// the verb's form; t is nil for the operand []byte itself.
func (p *pp) fmtBytes(v []byte, verb rune, typeName string, t *rtype.Type, vp unsafe.Pointer, depth int) {
	switch verb {
	case 'v', 'd':
		if p.f.sharpV {
			p.writeString(typeName)
			if v == nil {
				p.writeString(nilParen)
				return
			}
			p.writeByte('{')
			for i, c := range v {
				if i > 0 {
					p.writeString(", ")
				}
				p.fmt0x64(uint64(c), true)
			}
			p.writeByte('}')
		} else {
			p.writeByte('[')
			for i, c := range v {
				if i > 0 {
					p.writeByte(' ')
				}
				p.fmtInt(uint64(c), 10, false, verb, lowerDigits)
			}
			p.writeByte(']')
		}
	case 's':
		p.fmtBs(v)
	case 'x':
		p.fmtSbx("", v, lowerDigits)
	case 'X':
		p.fmtSbx("", v, upperDigits)
	case 'q':
		p.fmtQ(unsafe.String(unsafe.SliceData(v), len(v)))
	default:
		p.printList(t, vp, verb, depth, false)
	}
}

// pointerOf returns the address a value of kind k at v holds (a pointer, map, slice, func or
// unsafe.Pointer) and whether it has one.
func pointerOf(k uint8, v unsafe.Pointer) (uintptr, bool) {
	switch k {
	case rtype.Pointer, rtype.Map, rtype.UnsafePointer, rtype.Func, rtype.Chan:
		// A func value's first word is its code (or its closure's).
		return uintptr(*(*unsafe.Pointer)(v)), true
	case rtype.Slice:
		return uintptr(unsafe.Pointer(unsafe.SliceData(*(*[]byte)(v)))), true
	}
	return 0, false
}

// fmtPointer writes a value of type t at v that holds an address, in the verb's form.
func (p *pp) fmtPointer(t *rtype.Type, v unsafe.Pointer, verb rune) {
	u, ok := pointerOf(t.Info.Kind, v)
	if !ok {
		p.badVerb(verb)
		return
	}
	switch verb {
	case 'v':
		if p.f.sharpV {
			p.writeByte('(')
			p.writeString(t.Name)
			p.writeString(")(")
			if u == 0 {
				p.writeString("nil")
			} else {
				p.fmt0x64(uint64(u), true)
			}
			p.writeByte(')')
		} else {
			if u == 0 {
				p.padString(nilAngle)
			} else {
				p.fmt0x64(uint64(u), !p.f.sharp)
			}
		}
	case 'p':
		p.fmt0x64(uint64(u), !p.f.sharp)
	case 'b', 'o', 'd', 'x', 'X':
		p.fmtInteger(uint64(u), false, verb)
	default:
		p.badVerb(verb)
	}
}

// The interfaces handleMethods looks for.
const (
	isFormatter = iota
	isGoStringer
	isError
	isStringer
)

// nilByValue reports whether the operand is a nil pointer whose element type has the method
// of interface which too (a value receiver): Go's method wrapper dereferences nil then,
// which panics, and Go's fmt prints <nil> for that panic.
func (p *pp) nilByValue(which int) bool {
	t := rtype.TypeOf(p.arg)
	if t.Info.Kind != rtype.Pointer || *(*unsafe.Pointer)(rtype.Data(&p.arg)) != nil {
		return false
	}
	// A value of the element type, for a type assertion only (at most the bytes an interface
	// holds inline are copied from zero).
	var zero [24]byte
	probe := rtype.ToAny(t.Info.Elem, unsafe.Pointer(&zero))
	ok := false
	switch which {
	case isFormatter:
		_, ok = probe.(Formatter)
	case isGoStringer:
		_, ok = probe.(GoStringer)
	case isError:
		_, ok = probe.(error)
	default:
		_, ok = probe.(Stringer)
	}
	return ok
}

// handleMethods formats the operand with its Format, GoString, Error or String method when the
// verb asks for one, and reports whether it did.
func (p *pp) handleMethods(verb rune) bool {
	if p.erroring {
		return false
	}
	if verb == 'w' {
		// Only Errorf takes %w, and only for an error.
		_, ok := p.arg.(error)
		if !ok || !p.wrapErrs {
			p.badVerb(verb)
			return true
		}
		verb = 'v'
	}
	if formatter, ok := p.arg.(Formatter); ok {
		if p.nilByValue(isFormatter) {
			p.writeString(nilAngle)
			return true
		}
		formatter.Format(p, verb)
		return true
	}
	if p.f.sharpV {
		if stringer, ok := p.arg.(GoStringer); ok {
			if p.nilByValue(isGoStringer) {
				p.writeString(nilAngle)
				return true
			}
			p.fmtS(stringer.GoString())
			return true
		}
		return false
	}
	switch verb {
	case 'v', 's', 'x', 'X', 'q':
		switch v := p.arg.(type) {
		case error:
			if p.nilByValue(isError) {
				p.writeString(nilAngle)
				return true
			}
			p.fmtString(v.Error(), verb)
			return true
		case Stringer:
			if p.nilByValue(isStringer) {
				p.writeString(nilAngle)
				return true
			}
			p.fmtString(v.String(), verb)
			return true
		}
	}
	return false
}

// printArg writes the operand *arg in the verb's form (the values printed point into *arg).
func (p *pp) printArg(arg *any, verb rune) {
	p.argSet = false
	p.vt = nil
	if *arg == nil {
		switch verb {
		case 'T', 'v':
			p.padString(nilAngle)
		default:
			p.badVerb(verb)
		}
		return
	}
	t := rtype.TypeOf(*arg)
	v := rtype.Data(arg)
	switch verb {
	case 'T':
		p.fmtS(t.Name)
		return
	case 'p':
		p.vt = t
		p.vp = uintptr(v)
		p.fmtPointer(t, v, 'p')
		return
	}
	// The operand []byte itself is written as Go's fmt writes []byte (%#v says []byte).
	info := t.Info
	if info.Kind == rtype.Slice && !t.Named && info.Elem.Info.Kind == rtype.Uint8 && !info.Elem.Named {
		p.fmtBytes(*(*[]byte)(v), verb, "[]byte", t, v, 0)
		return
	}
	// Only a type with methods can have the ones handleMethods looks for; %w needs the check
	// that the operand is an error.
	if t.NMethods > 0 || verb == 'w' {
		p.arg = *arg
		p.argSet = true
		if p.handleMethods(verb) {
			return
		}
	}
	p.printValue(t, v, verb, 0, false)
}

// printValue writes the value of type t at v in the verb's form; depth is 0 for an operand
// and counts the levels of composite values above; ro says the value was reached through an
// unexported field (Go's reflection cannot call its methods then).
func (p *pp) printValue(t *rtype.Type, v unsafe.Pointer, verb rune, depth int, ro bool) {
	if depth > 0 && !ro && (t.NMethods > 0 || verb == 'w') {
		p.arg = rtype.ToAny(t, v)
		p.argSet = true
		if p.handleMethods(verb) {
			return
		}
	}
	p.argSet = false
	p.vt = t
	p.vp = uintptr(v)
	info := t.Info
	switch info.Kind {
	case rtype.Bool:
		p.fmtBool(*(*bool)(v), verb)
	case rtype.Int, rtype.Int64:
		p.fmtInteger(uint64(*(*int64)(v)), true, verb)
	case rtype.Int8:
		p.fmtInteger(uint64(*(*int8)(v)), true, verb)
	case rtype.Int16:
		p.fmtInteger(uint64(*(*int16)(v)), true, verb)
	case rtype.Int32:
		p.fmtInteger(uint64(*(*int32)(v)), true, verb)
	case rtype.Uint, rtype.Uint64, rtype.Uintptr:
		p.fmtInteger(*(*uint64)(v), false, verb)
	case rtype.Uint8:
		p.fmtInteger(uint64(*(*uint8)(v)), false, verb)
	case rtype.Uint16:
		p.fmtInteger(uint64(*(*uint16)(v)), false, verb)
	case rtype.Uint32:
		p.fmtInteger(uint64(*(*uint32)(v)), false, verb)
	case rtype.Float32:
		p.fmtFloatVerb(float64(*(*float32)(v)), 32, verb)
	case rtype.Float64:
		p.fmtFloatVerb(*(*float64)(v), 64, verb)
	case rtype.String:
		p.fmtString(*(*string)(v), verb)
	case rtype.Map:
		p.printMap(t, v, verb, depth, ro)
	case rtype.Struct:
		p.printStruct(t, v, verb, depth, ro)
	case rtype.Interface:
		x := (*any)(v)
		if *x == nil {
			if p.f.sharpV {
				p.writeString(t.Name)
				p.writeString(nilParen)
			} else {
				p.writeString(nilAngle)
			}
			return
		}
		p.printValue(rtype.TypeOf(*x), rtype.Data(x), verb, depth+1, ro)
	case rtype.Array, rtype.Slice:
		switch verb {
		case 's', 'q', 'x', 'X':
			// Bytes print as text or hexadecimal.
			if info.Elem.Info.Kind == rtype.Uint8 {
				var b []byte
				if info.Kind == rtype.Slice {
					b = *(*[]byte)(v)
				} else {
					b = unsafe.Slice((*byte)(v), info.Len)
				}
				p.fmtBytes(b, verb, t.Name, t, v, depth)
				return
			}
		}
		p.printList(t, v, verb, depth, ro)
	case rtype.Pointer:
		// An operand that points to a composite value prints as &value.
		if depth == 0 {
			e := *(*unsafe.Pointer)(v)
			if e != nil {
				switch info.Elem.Info.Kind {
				case rtype.Array, rtype.Slice, rtype.Struct, rtype.Map:
					p.writeByte('&')
					p.printValue(info.Elem, e, verb, depth+1, ro)
					return
				}
			}
		}
		p.fmtPointer(t, v, verb)
	case rtype.Chan, rtype.Func, rtype.UnsafePointer:
		p.fmtPointer(t, v, verb)
	default:
		p.writeByte('?')
		p.writeString(t.Name)
		p.writeByte('?')
	}
}

// printList writes the elements of the array or slice of type t at v.
func (p *pp) printList(t *rtype.Type, v unsafe.Pointer, verb rune, depth int, ro bool) {
	info := t.Info
	elem := info.Elem
	var base unsafe.Pointer
	n := info.Len
	if info.Kind == rtype.Slice {
		s := *(*[]byte)(v)
		base = unsafe.Pointer(unsafe.SliceData(s))
		n = len(s)
		if p.f.sharpV && base == nil {
			p.writeString(t.Name)
			p.writeString(nilParen)
			return
		}
	} else {
		base = v
	}
	if p.f.sharpV {
		p.writeString(t.Name)
		p.writeByte('{')
	} else {
		p.writeByte('[')
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			if p.f.sharpV {
				p.writeString(", ")
			} else {
				p.writeByte(' ')
			}
		}
		p.printValue(elem, unsafe.Add(base, uintptr(i*elem.Size)), verb, depth+1, ro)
	}
	if p.f.sharpV {
		p.writeByte('}')
	} else {
		p.writeByte(']')
	}
}

// printStruct writes the fields of the struct of type t at v (with their names for %+v and
// %#v). A field of interface type prints its dynamic value.
func (p *pp) printStruct(t *rtype.Type, v unsafe.Pointer, verb rune, depth int, ro bool) {
	if p.f.sharpV {
		p.writeString(t.Name)
	}
	p.writeByte('{')
	info := t.Info
	for i := 0; i < info.Len; i++ {
		f := rtype.FieldAt(info, i)
		if i > 0 {
			if p.f.sharpV {
				p.writeString(", ")
			} else {
				p.writeByte(' ')
			}
		}
		if p.f.plusV || p.f.sharpV {
			p.writeString(f.Name)
			p.writeByte(':')
		}
		ft := f.Type
		fv := unsafe.Add(v, uintptr(f.Offset))
		fro := ro || !f.Exported
		if ft.Info.Kind == rtype.Interface {
			x := (*any)(fv)
			if *x != nil {
				ft = rtype.TypeOf(*x)
				fv = rtype.Data(x)
			}
		}
		p.printValue(ft, fv, verb, depth+1, fro)
	}
	p.writeByte('}')
}

// printMap writes the entries of the map of type t at v, sorted by key.
func (p *pp) printMap(t *rtype.Type, v unsafe.Pointer, verb rune, depth int, ro bool) {
	m := *(*unsafe.Pointer)(v)
	if p.f.sharpV {
		p.writeString(t.Name)
		if m == nil {
			p.writeString(nilParen)
			return
		}
		p.writeByte('{')
	} else {
		p.writeString("map[")
	}
	n := rtype.MapLen(m)
	if n > 0 {
		entries := make([]entry, n)
		var it rtype.MapIter
		rtype.MapIterInit(&it, m)
		k := 0
		for k < n {
			var key, val unsafe.Pointer
			if !rtype.MapIterNext(&it, &key, &val) {
				break
			}
			entries[k] = entry{key, val}
			k++
		}
		entries = entries[:k]
		sortEntries(t.Info.Key, entries)
		for i, e := range entries {
			if i > 0 {
				if p.f.sharpV {
					p.writeString(", ")
				} else {
					p.writeByte(' ')
				}
			}
			p.printValue(t.Info.Key, e.key, verb, depth+1, ro)
			p.writeByte(':')
			p.printValue(t.Info.Elem, e.val, verb, depth+1, ro)
		}
	}
	if p.f.sharpV {
		p.writeByte('}')
	} else {
		p.writeByte(']')
	}
}

// ---- formats ----

// tooLarge reports whether a width or precision is beyond what Go's fmt accepts.
func tooLarge(x int) bool {
	const max = 1e6
	return x > max || x < -max
}

// parsenum reads a decimal number in s[start:end]: the number, whether there was one, and
// where it ends.
func parsenum(s string, start, end int) (num int, isnum bool, newi int) {
	if start >= end {
		return 0, false, end
	}
	for newi = start; newi < end && '0' <= s[newi] && s[newi] <= '9'; newi++ {
		if tooLarge(num) {
			return 0, false, end
		}
		num = num*10 + int(s[newi]-'0')
		isnum = true
	}
	return num, isnum, newi
}

// intFromArg takes a width or precision from a[argNum]: an integer operand that fits an int
// and is not too large.
func intFromArg(a []any, argNum int) (num int, isInt bool, newArgNum int) {
	newArgNum = argNum
	if argNum < len(a) {
		if a[argNum] != nil {
			t := rtype.TypeOf(a[argNum])
			v := rtype.Data(&a[argNum])
			switch t.Info.Kind {
			case rtype.Int, rtype.Int64:
				num, isInt = int(*(*int64)(v)), true
			case rtype.Int8:
				num, isInt = int(*(*int8)(v)), true
			case rtype.Int16:
				num, isInt = int(*(*int16)(v)), true
			case rtype.Int32:
				num, isInt = int(*(*int32)(v)), true
			case rtype.Uint, rtype.Uint64, rtype.Uintptr:
				if u := *(*uint64)(v); int64(u) >= 0 {
					num, isInt = int(u), true
				}
			case rtype.Uint8:
				num, isInt = int(*(*uint8)(v)), true
			case rtype.Uint16:
				num, isInt = int(*(*uint16)(v)), true
			case rtype.Uint32:
				num, isInt = int(*(*uint32)(v)), true
			}
		}
		newArgNum = argNum + 1
		if tooLarge(num) {
			num = 0
			isInt = false
		}
	}
	return num, isInt, newArgNum
}

// parseArgNumber reads an argument index [n] at the start of format: the index (from 0),
// the length of the bracketed text, and whether it is a number.
func parseArgNumber(format string) (index int, wid int, ok bool) {
	if len(format) < 3 {
		return 0, 1, false
	}
	for i := 1; i < len(format); i++ {
		if format[i] == ']' {
			width, ok, newi := parsenum(format, 1, i)
			if !ok || newi != i {
				return 0, i + 1, false
			}
			return width - 1, i + 1, true
		}
	}
	return 0, 1, false
}

// argNumber reads an argument index at format[i]: the argument to use next, where the format
// continues, and whether there was a valid index.
func (p *pp) argNumber(argNum int, format string, i int, numArgs int) (newArgNum, newi int, found bool) {
	if len(format) <= i || format[i] != '[' {
		return argNum, i, false
	}
	p.reordered = true
	index, wid, ok := parseArgNumber(format[i:])
	if ok && 0 <= index && index < numArgs {
		return index, i + wid, true
	}
	p.goodArgNum = false
	return argNum, i + wid, ok
}

func (p *pp) badArgNum(verb rune) {
	p.writeString(percentBang)
	p.writeRune(verb)
	p.writeString(badIndex)
}

func (p *pp) missingArg(verb rune) {
	p.writeString(percentBang)
	p.writeRune(verb)
	p.writeString(missing)
}

// doPrintf writes format with its verbs replaced by the operands a.
func (p *pp) doPrintf(format string, a []any) {
	end := len(format)
	argNum := 0
	afterIndex := false // the previous item was an index like [3]
	p.reordered = false
	i := 0
	for i < end {
		p.goodArgNum = true
		lasti := i
		for i < end && format[i] != '%' {
			i++
		}
		if i > lasti {
			p.writeString(format[lasti:i])
		}
		if i >= end {
			break
		}
		i++ // the %
		p.clearFlags()
		// Flags, and the fast path of a simple verb after them.
		simple := false
	flagLoop:
		for ; i < end; i++ {
			c := format[i]
			switch c {
			case '#':
				p.f.sharp = true
			case '0':
				p.f.zero = true
			case '+':
				p.f.plus = true
			case '-':
				p.f.minus = true
			case ' ':
				p.f.space = true
			default:
				if 'a' <= c && c <= 'z' && argNum < len(a) {
					switch c {
					case 'w':
						p.wrap(argNum)
						p.vFlags()
					case 'v':
						p.vFlags()
					}
					p.printArg(&a[argNum], rune(c))
					argNum++
					i++
					simple = true
				}
				break flagLoop
			}
		}
		if simple {
			continue
		}

		// An argument index, then the width.
		argNum, i, afterIndex = p.argNumber(argNum, format, i, len(a))
		if i < end && format[i] == '*' {
			i++
			p.f.wid, p.f.widPresent, argNum = intFromArg(a, argNum)
			if !p.f.widPresent {
				p.writeString(badWidth)
			}
			// A negative width is the minus flag.
			if p.f.wid < 0 {
				p.f.wid = -p.f.wid
				p.f.minus = true
				p.f.zero = false
			}
			afterIndex = false
		} else {
			p.f.wid, p.f.widPresent, i = parsenum(format, i, end)
			if afterIndex && p.f.widPresent { // %[3]2d
				p.goodArgNum = false
			}
		}

		// The precision.
		if i+1 < end && format[i] == '.' {
			i++
			if afterIndex { // %[3].2d
				p.goodArgNum = false
			}
			argNum, i, afterIndex = p.argNumber(argNum, format, i, len(a))
			if i < end && format[i] == '*' {
				i++
				p.f.prec, p.f.precPresent, argNum = intFromArg(a, argNum)
				// A negative precision is none.
				if p.f.prec < 0 {
					p.f.prec = 0
					p.f.precPresent = false
				}
				if !p.f.precPresent {
					p.writeString(badPrec)
				}
				afterIndex = false
			} else {
				p.f.prec, p.f.precPresent, i = parsenum(format, i, end)
				if !p.f.precPresent {
					p.f.prec = 0
					p.f.precPresent = true
				}
			}
		}

		if !afterIndex {
			argNum, i, afterIndex = p.argNumber(argNum, format, i, len(a))
		}

		if i >= end {
			p.writeString(noVerb)
			break
		}

		verb, size := rune(format[i]), 1
		if verb >= utf8.RuneSelf {
			verb, size = utf8.DecodeRuneInString(format[i:])
		}
		i += size

		switch {
		case verb == '%':
			p.writeByte('%')
		case !p.goodArgNum:
			p.badArgNum(verb)
		case argNum >= len(a):
			p.missingArg(verb)
		default:
			if verb == 'w' {
				p.wrap(argNum)
			}
			if verb == 'v' || verb == 'w' {
				p.vFlags()
			}
			p.printArg(&a[argNum], verb)
			argNum++
		}
	}

	// Operands no verb used.
	if !p.reordered && argNum < len(a) {
		p.clearFlags()
		p.writeString(extra)
		for k := argNum; k < len(a); k++ {
			if k > argNum {
				p.writeString(", ")
			}
			if a[k] == nil {
				p.writeString(nilAngle)
			} else {
				p.writeString(rtype.TypeOf(a[k]).Name)
				p.writeByte('=')
				p.printArg(&a[k], 'v')
			}
		}
		p.writeByte(')')
	}
}

// wrap records that operand argNum is under a %w verb (for Errorf).
func (p *pp) wrap(argNum int) {
	if p.wrapErrs {
		*p.wrapped = append(*p.wrapped, argNum)
	}
}

// vFlags turns the sharp and plus flags of %v into %#v's and %+v's.
func (p *pp) vFlags() {
	p.f.sharpV = p.f.sharp
	p.f.sharp = false
	p.f.plusV = p.f.plus
	p.f.plus = false
}

// doPrint writes the operands in their %v form, with a space between two that are not strings.
func (p *pp) doPrint(a []any) {
	prevString := false
	for k := range a {
		isString := a[k] != nil && rtype.TypeOf(a[k]).Info.Kind == rtype.String
		if k > 0 && !isString && !prevString {
			p.writeByte(' ')
		}
		p.printArg(&a[k], 'v')
		prevString = isString
	}
}

// doPrintln writes the operands in their %v form, separated by spaces, and a newline.
func (p *pp) doPrintln(a []any) {
	for k := range a {
		if k > 0 {
			p.writeByte(' ')
		}
		p.printArg(&a[k], 'v')
	}
	p.writeByte('\n')
}
