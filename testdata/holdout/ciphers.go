// Held-out acceptance program: Caesar shift, ROT13 and Atbash over runes (non-ASCII letters
// pass through unchanged), a Vigenere cipher over bytes, and letter-frequency cracking.
package main

type Cipher func(r rune, key int) rune

func shiftLetter(r rune, key int) rune {
	key = (key%26 + 26) % 26
	switch {
	case 'a' <= r && r <= 'z':
		return 'a' + (r-'a'+rune(key))%26
	case 'A' <= r && r <= 'Z':
		return 'A' + (r-'A'+rune(key))%26
	}
	return r
}

func atbash(r rune, _ int) rune {
	if r >= 'a' && r <= 'z' {
		return 'z' - (r - 'a')
	} else if r >= 'A' && r <= 'Z' {
		return 'Z' - (r - 'A')
	}
	return r
}

// apply transforms src rune by rune into buf (which must be long enough).
func apply(buf []rune, src string, f Cipher, key int) []rune {
	n := 0
	for _, r := range src {
		buf[n] = f(r, key)
		n++
	}
	return buf[:n]
}

func vigenere(dst []byte, src, key string, decrypt bool) {
	k := 0
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c < 'A' || c > 'Z' {
			dst[i] = c
			continue
		}
		shift := key[k%len(key)] - 'A'
		if decrypt {
			shift = 26 - shift
		}
		dst[i] = 'A' + (c-'A'+shift)%26
		k++
	}
}

func crack(text []rune) int {
	// The most frequent letter of English text is usually 'e'.
	var counts [26]int
	for _, r := range text {
		if r >= 'a' && r <= 'z' {
			counts[r-'a']++
		}
	}
	best := 0
	for i, c := range counts {
		if c > counts[best] {
			best = i
		}
	}
	return (best - ('e' - 'a') + 26) % 26
}

func main() {
	var buf, buf2 [200]rune
	msg := "Meet me near the clock tower at seven, Zoë — bring the keys!"
	enc := apply(buf[:], msg, shiftLetter, 3)
	println(string(enc))
	dec := apply(buf2[:], string(enc), shiftLetter, -3)
	println(string(dec), string(dec) == msg)

	r13 := apply(buf[:], "Hello, Wörld! Ünïcödé stays.", shiftLetter, 13)
	println(string(r13))
	back := apply(buf2[:], string(r13), shiftLetter, 13)
	println(string(back))

	ab := apply(buf[:], "wizard", atbash, 0)
	println("atbash:", string(ab), len(ab))

	var ciphers = [...]struct {
		name string
		f    Cipher
		key  int
	}{{"caesar+5", shiftLetter, 5}, {"caesar-31", shiftLetter, -31}, {"atbash", atbash, 0}}
	for _, c := range ciphers {
		out := apply(buf[:], "Go, gophers, go!", c.f, c.key)
		println(c.name, string(out))
	}

	plain := "ATTACK AT DAWN, RETREAT AT DUSK"
	var vbuf, vbuf2 [64]byte
	vigenere(vbuf[:], plain, "LEMON", false)
	cipherText := string(vbuf[:len(plain)])
	vigenere(vbuf2[:], cipherText, "LEMON", true)
	println(cipherText, "|", string(vbuf2[:len(plain)]))

	secret := "the quick brown fox jumps over the lazy dog and then sleeps here near the tree"
	for _, key := range []int{1, 7, 19} {
		hidden := apply(buf[:], secret, shiftLetter, key)
		guess := crack(hidden)
		println("key", key, "cracked as", guess, guess == key)
	}
	println(string(shiftLetter('y', 2)), string(rune(0x263A)), shiftLetter('€', 4))
}
