package testing

// The formatting of log messages: so/fmt's, when the program gives it (Options.Sprintf and
// Sprintln: solod test's generated main does), else a small formatter of its own. testing
// does not import so/fmt: fmt and the packages it imports could then not be tested with
// internal tests (their test files would import testing, which would import them). The
// formatter here knows the basic types (booleans, integers, floats, strings, byte slices),
// error and String() values, the verbs %v %d %s %q %x %X %o %b %t %c %U %e %E %f %F %g %G %%
// with the flags + - # 0 and space, widths and precisions (not *), and Go's
// %!verb(type=value), %!verb(MISSING) and %!(EXTRA ...) forms; any other value prints as
// %!verb(unsupported type).

import "solod.dev/so/mem"

// fmtState is one verb's flags, width and precision.
type fmtState struct {
	plus, minus, sharp, zero, space bool
	width, prec                     int // -1: none
}

// sprintln formats the operands as fmt.Sprintln does: spaces between all of them and a
// newline at the end.
// msgln formats the operands of Log, Error, Fatal and Skip (fmt.Sprintln's rule).
func msgln(w *buffer, args []any) {
	if opts.Sprintln != nil {
		m := opts.Sprintln(mem.System, args...)
		w.writeString(m)
		mem.FreeString(mem.System, m)
		return
	}
	sprintln(w, args)
}

// msgf formats the message of Logf, Errorf, Fatalf and Skipf (fmt.Sprintf's rule).
func msgf(w *buffer, format string, args []any) {
	if opts.Sprintf != nil {
		m := opts.Sprintf(mem.System, format, args...)
		w.writeString(m)
		mem.FreeString(mem.System, m)
		return
	}
	sprintf(w, format, args)
}

func sprintln(w *buffer, args []any) {
	for i, a := range args {
		if i > 0 {
			w.writeByte(' ')
		}
		st := fmtState{width: -1, prec: -1}
		formatArg(w, &st, 'v', a)
	}
	w.writeByte('\n')
}

// sprintf formats args by format as fmt.Sprintf does (for the subset above).
func sprintf(w *buffer, format string, args []any) {
	argi := 0
	i := 0
	for i < len(format) {
		c := format[i]
		if c != '%' {
			j := i
			for j < len(format) && format[j] != '%' {
				j++
			}
			w.writeString(format[i:j])
			i = j
			continue
		}
		i++
		st := fmtState{width: -1, prec: -1}
		// Flags.
	flags:
		for i < len(format) {
			switch format[i] {
			case '+':
				st.plus = true
			case '-':
				st.minus = true
			case '#':
				st.sharp = true
			case '0':
				st.zero = true
			case ' ':
				st.space = true
			default:
				break flags
			}
			i++
		}
		// Width and precision.
		if i < len(format) && format[i] >= '0' && format[i] <= '9' {
			st.width = 0
			for i < len(format) && format[i] >= '0' && format[i] <= '9' {
				st.width = st.width*10 + int(format[i]-'0')
				i++
			}
		}
		if i < len(format) && format[i] == '.' {
			i++
			st.prec = 0
			for i < len(format) && format[i] >= '0' && format[i] <= '9' {
				st.prec = st.prec*10 + int(format[i]-'0')
				i++
			}
		}
		if i >= len(format) {
			w.writeString("%!(NOVERB)")
			break
		}
		verb, size := decodeRune(format[i:])
		i += size
		if verb == '%' {
			w.writeByte('%')
			continue
		}
		if argi >= len(args) {
			w.writeString("%!")
			writeRune(w, verb)
			w.writeString("(MISSING)")
			continue
		}
		formatArg(w, &st, verb, args[argi])
		argi++
	}
	if argi < len(args) {
		w.writeString("%!(EXTRA ")
		for k, a := range args[argi:] {
			if k > 0 {
				w.writeString(", ")
			}
			if a == nil {
				w.writeString("<nil>")
				continue
			}
			w.writeString(typeName(a))
			w.writeByte('=')
			st := fmtState{width: -1, prec: -1}
			formatArg(w, &st, 'v', a)
		}
		w.writeByte(')')
	}
}

func writeRune(w *buffer, r rune) {
	var b [4]byte
	n := encodeRune(b[:], r)
	w.writeBytes(b[:n])
}

// typeName names the dynamic type of a for the %!verb(type=value) forms.
func typeName(a any) string {
	switch a.(type) {
	case bool:
		return "bool"
	case int:
		return "int"
	case int8:
		return "int8"
	case int16:
		return "int16"
	case int32:
		return "int32"
	case int64:
		return "int64"
	case uint:
		return "uint"
	case uint8:
		return "uint8"
	case uint16:
		return "uint16"
	case uint32:
		return "uint32"
	case uint64:
		return "uint64"
	case uintptr:
		return "uintptr"
	case float32:
		return "float32"
	case float64:
		return "float64"
	case string:
		return "string"
	case []byte:
		return "[]uint8"
	}
	return "?"
}

// badVerb writes Go's %!verb(type=value).
func badVerb(w *buffer, verb rune, a any) {
	w.writeString("%!")
	writeRune(w, verb)
	w.writeByte('(')
	if a == nil {
		w.writeString("<nil>")
	} else {
		w.writeString(typeName(a))
		w.writeByte('=')
		st := fmtState{width: -1, prec: -1}
		formatArg(w, &st, 'v', a)
	}
	w.writeByte(')')
}

func formatArg(w *buffer, st *fmtState, verb rune, a any) {
	if a == nil {
		switch verb {
		case 'v', 's':
			pad(w, st, "<nil>")
		default:
			badVerb(w, verb, a)
		}
		return
	}
	switch v := a.(type) {
	case bool:
		if verb == 't' || verb == 'v' {
			if v {
				pad(w, st, "true")
			} else {
				pad(w, st, "false")
			}
			return
		}
		badVerb(w, verb, a)
	case int:
		formatInt(w, st, verb, uint64(v), v < 0, a)
	case int8:
		formatInt(w, st, verb, uint64(int64(v)), v < 0, a)
	case int16:
		formatInt(w, st, verb, uint64(int64(v)), v < 0, a)
	case int32:
		formatInt(w, st, verb, uint64(int64(v)), v < 0, a)
	case int64:
		formatInt(w, st, verb, uint64(v), v < 0, a)
	case uint:
		formatInt(w, st, verb, uint64(v), false, a)
	case uint8:
		formatInt(w, st, verb, uint64(v), false, a)
	case uint16:
		formatInt(w, st, verb, uint64(v), false, a)
	case uint32:
		formatInt(w, st, verb, uint64(v), false, a)
	case uint64:
		formatInt(w, st, verb, v, false, a)
	case uintptr:
		formatInt(w, st, verb, uint64(v), false, a)
	case float32:
		formatFloatArg(w, st, verb, float64(v), 32, a)
	case float64:
		formatFloatArg(w, st, verb, v, 64, a)
	case string:
		formatString(w, st, verb, v, a)
	case []byte:
		if verb == 'v' || verb == 'd' {
			w.writeByte('[')
			for k, c := range v {
				if k > 0 {
					w.writeByte(' ')
				}
				w.writeInt(int(c))
			}
			w.writeByte(']')
			return
		}
		if len(v) == 0 {
			formatString(w, st, verb, "", a)
			return
		}
		formatString(w, st, verb, string(v), a)
	case error:
		switch verb {
		case 'v', 's', 'q', 'x', 'X':
			formatString(w, st, verb, v.Error(), a)
		default:
			badVerb(w, verb, a)
		}
	case interface{ String() string }:
		switch verb {
		case 'v', 's', 'q', 'x', 'X':
			formatString(w, st, verb, v.String(), a)
		default:
			badVerb(w, verb, a)
		}
	default:
		w.writeString("%!")
		writeRune(w, verb)
		w.writeString("(unsupported type)")
	}
}

// pad writes s padded to the width (spaces, or zeros after a sign when zero-padding numbers).
func pad(w *buffer, st *fmtState, s string) {
	n := runeCount(s)
	if st.width <= n {
		w.writeString(s)
		return
	}
	fill := st.width - n
	if st.minus {
		w.writeString(s)
		for range fill {
			w.writeByte(' ')
		}
		return
	}
	for range fill {
		w.writeByte(' ')
	}
	w.writeString(s)
}

// padNumber pads a formatted number: zeros go between the sign and the digits.
func padNumber(w *buffer, st *fmtState, s string) {
	if !st.zero || st.minus || st.width <= len(s) {
		pad(w, st, s)
		return
	}
	start := 0
	if len(s) > 0 && (s[0] == '-' || s[0] == '+' || s[0] == ' ') {
		w.writeByte(s[0])
		start = 1
	}
	for range st.width - len(s) {
		w.writeByte('0')
	}
	w.writeString(s[start:])
}

const lowerDigits = "0123456789abcdefx"
const upperDigits = "0123456789ABCDEFX"

func formatInt(w *buffer, st *fmtState, verb rune, u uint64, neg bool, a any) {
	base := uint64(10)
	digits := lowerDigits
	switch verb {
	case 'v', 'd':
	case 'x':
		base = 16
	case 'X':
		base = 16
		digits = upperDigits
	case 'o':
		base = 8
	case 'b':
		base = 2
	case 'c':
		var b [4]byte
		n := encodeRune(b[:], rune(int64(u)))
		pad(w, st, string(b[:n]))
		return
	case 'q':
		var q buffer
		quoteRune(&q, rune(int64(u)))
		pad(w, st, q.str())
		q.free()
		return
	case 'U':
		var d [32]byte
		i := len(d)
		for u > 0 || len(d)-i < 4 {
			i--
			d[i] = upperDigits[u%16]
			u /= 16
		}
		pad(w, st, "U+"+string(d[i:]))
		return
	default:
		badVerb(w, verb, a)
		return
	}
	if neg {
		u = -u
	}
	var d [72]byte
	i := len(d)
	for {
		i--
		d[i] = digits[u%base]
		u /= base
		if u == 0 {
			break
		}
	}
	for st.prec > 0 && len(d)-i < st.prec {
		i--
		d[i] = '0'
	}
	if st.sharp {
		switch base {
		case 16:
			i--
			d[i] = digits[16]
			i--
			d[i] = '0'
		case 8:
			if d[i] != '0' {
				i--
				d[i] = '0'
			}
		case 2:
			i--
			d[i] = 'b'
			i--
			d[i] = '0'
		}
	}
	if neg {
		i--
		d[i] = '-'
	} else if st.plus {
		i--
		d[i] = '+'
	} else if st.space {
		i--
		d[i] = ' '
	}
	if st.prec >= 0 {
		// An explicit precision turns zero padding off.
		st.zero = false
	}
	padNumber(w, st, string(d[i:]))
}

func formatFloatArg(w *buffer, st *fmtState, verb rune, v float64, bits int, a any) {
	var f byte
	prec := st.prec
	switch verb {
	case 'v', 'g':
		f = 'g'
	case 'G':
		f = 'G'
	case 'e':
		f = 'e'
	case 'E':
		f = 'E'
	case 'f', 'F':
		f = 'f'
	default:
		badVerb(w, verb, a)
		return
	}
	if prec < 0 && (f == 'e' || f == 'E' || f == 'f') {
		prec = 6
	}
	// num is the number with a sign in front, as fmt builds it.
	var b [400]byte
	n := formatFloat(b[1:], v, f, prec, bits)
	num := b[:1+n]
	if num[1] == '-' || num[1] == '+' {
		num = num[1:]
	} else {
		num[0] = '+'
	}
	if st.space && num[0] == '+' && !st.plus {
		num[0] = ' '
	}
	if num[1] == 'I' || num[1] == 'N' {
		// Infinities and NaN are not padded with zeros; NaN shows a sign only if asked.
		zero := st.zero
		st.zero = false
		if num[1] == 'N' && !st.space && !st.plus {
			num = num[1:]
		}
		pad(w, st, string(num))
		st.zero = zero
		return
	}
	if st.plus || num[0] != '+' {
		padNumber(w, st, string(num))
		return
	}
	padNumber(w, st, string(num[1:]))
}

func formatString(w *buffer, st *fmtState, verb rune, s string, a any) {
	if st.prec >= 0 && verb != 'x' && verb != 'X' {
		// The precision is the number of runes.
		n := 0
		for k := range s {
			if n == st.prec {
				s = s[:k]
				break
			}
			n++
		}
	}
	switch verb {
	case 'v', 's':
		pad(w, st, s)
	case 'q':
		var q buffer
		quote(&q, s)
		pad(w, st, q.str())
		q.free()
	case 'x', 'X':
		digits := lowerDigits
		if verb == 'X' {
			digits = upperDigits
		}
		var h buffer
		for k := 0; k < len(s); k++ {
			if st.space && k > 0 {
				h.writeByte(' ')
			}
			h.writeByte(digits[s[k]>>4])
			h.writeByte(digits[s[k]&15])
		}
		pad(w, st, h.str())
		h.free()
	default:
		badVerb(w, verb, a)
	}
}

// quote writes s as a double-quoted Go string literal, as strconv.Quote does for printable
// text: escapes for quotes, backslashes, control characters and invalid UTF-8.
func quote(w *buffer, s string) {
	w.writeByte('"')
	for k := 0; k < len(s); {
		r, size := decodeRune(s[k:])
		if r == runeError && size == 1 {
			w.writeString(`\x`)
			w.writeByte(lowerDigits[s[k]>>4])
			w.writeByte(lowerDigits[s[k]&15])
			k++
			continue
		}
		escapeRune(w, r, '"')
		k += size
	}
	w.writeByte('"')
}

func quoteRune(w *buffer, r rune) {
	w.writeByte('\'')
	if !validRune(r) {
		r = runeError
	}
	escapeRune(w, r, '\'')
	w.writeByte('\'')
}

func escapeRune(w *buffer, r rune, q byte) {
	switch {
	case r == rune(q) || r == '\\':
		w.writeByte('\\')
		w.writeByte(byte(r))
	case r == '\a':
		w.writeString(`\a`)
	case r == '\b':
		w.writeString(`\b`)
	case r == '\f':
		w.writeString(`\f`)
	case r == '\n':
		w.writeString(`\n`)
	case r == '\r':
		w.writeString(`\r`)
	case r == '\t':
		w.writeString(`\t`)
	case r == '\v':
		w.writeString(`\v`)
	case r < ' ' || r == 0x7f:
		w.writeString(`\x`)
		w.writeByte(lowerDigits[r>>4])
		w.writeByte(lowerDigits[r&15])
	default:
		writeRune(w, r)
	}
}
