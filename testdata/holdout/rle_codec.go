// Held-out acceptance program: run-length encoding of byte strings into caller-provided
// buffers ("aaab" -> "3a1b"), decoding back, round-trip checks and a malformed-input case.
package main

// appendInt writes the decimal digits of n (n >= 0) at dst[len(dst):], within capacity.
func appendInt(dst []byte, n int) []byte {
	var tmp [20]byte
	i := len(tmp)
	for {
		i--
		tmp[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return append(dst, tmp[i:]...)
}

func encode(dst []byte, src string) []byte {
	dst = dst[:0]
	for i := 0; i < len(src); {
		j := i
		for j < len(src) && src[j] == src[i] {
			j++
		}
		dst = appendInt(dst, j-i)
		dst = append(dst, src[i])
		i = j
	}
	return dst
}

func decode(dst []byte, src []byte) (out []byte, ok bool) {
	out = dst[:0]
	count := 0
	haveCount := false
	for _, c := range src {
		if c >= '0' && c <= '9' {
			count = count*10 + int(c-'0')
			haveCount = true
			continue
		}
		if !haveCount {
			return out, false
		}
		if len(out)+count > cap(out) {
			return out, false
		}
		for k := 0; k < count; k++ {
			out = append(out, c)
		}
		count, haveCount = 0, false
	}
	return out, !haveCount
}

func ratio(a, b int) (whole, tenths int) {
	whole = a / b
	tenths = a * 10 / b % 10
	return
}

func main() {
	var encBuf [128]byte
	var decBuf [256]byte
	samples := []string{
		"",
		"a",
		"aaaabbbcca",
		"WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW",
		"abcdef",
		"zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz!",
	}
	for _, s := range samples {
		enc := encode(encBuf[:], s)
		dec, ok := decode(decBuf[:], enc)
		same := string(dec) == s
		w, t := 0, 0
		if len(s) > 0 {
			w, t = ratio(len(enc)*100, len(s))
		}
		println(len(s), "->", len(enc), string(enc), "roundtrip:", ok && same, "size%:", w, t)
	}

	for _, bad := range []string{"3a2", "a3", "12x0y", "999q"} {
		out, ok := decode(decBuf[:], []byte(bad))
		println("decode", bad, "ok:", ok, "partial:", string(out), len(out))
	}

	// Encoding an already-encoded string a few times (look-and-say sequence).
	var x, y [256]byte
	cur := append(x[:0], '1')
	for i := 0; i < 8; i++ {
		println(string(cur))
		next := encode(y[:], string(cur))
		cur = x[:copy(x[:], next)]
	}
}
