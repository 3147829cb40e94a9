// A realistic program: formatting integers in bases 2 to 36 into a caller's buffer,
// including the most negative int64 (whose magnitude does not fit in int64), and parsing back.
package main

const digitChars = "0123456789abcdefghijklmnopqrstuvwxyz"

// format writes v in the given base at the end of buf and returns the used tail of buf.
func format(buf []byte, v int64, base int) []byte {
	i := len(buf)
	neg := v < 0
	u := uint64(v)
	if neg {
		u = -u
	}
	b := uint64(base)
	for {
		i--
		buf[i] = digitChars[u%b]
		u /= b
		if u == 0 {
			break
		}
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return buf[i:]
}

func parse(s string, base int) (int64, bool) {
	neg := false
	if len(s) > 0 && s[0] == '-' {
		neg = true
		s = s[1:]
	}
	if s == "" {
		return 0, false
	}
	var u uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d int
		switch {
		case c >= '0' && c <= '9':
			d = int(c - '0')
		case c >= 'a' && c <= 'z':
			d = int(c-'a') + 10
		default:
			return 0, false
		}
		if d >= base {
			return 0, false
		}
		u = u*uint64(base) + uint64(d)
	}
	if neg {
		return -int64(u), true
	}
	return int64(u), true
}

func main() {
	var buf [70]byte
	values := []int64{0, 1, -1, 255, -255, 1 << 40, 9223372036854775807, -9223372036854775808}
	bases := []int{2, 8, 10, 16, 36}
	for _, v := range values {
		for _, b := range bases {
			s := format(buf[:], v, b)
			back, ok := parse(string(s), b)
			print(string(s), "(", back == v && ok, ") ")
		}
		println()
	}
	_, ok := parse("12z", 10)
	_, ok2 := parse("-", 10)
	v, ok3 := parse("zz", 36)
	println(ok, ok2, v, ok3)
}
