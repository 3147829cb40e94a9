// A realistic program relying on unsigned wrap-around: FNV-1a (32 and 64 bit), a CRC-32
// table computed at run time, a xorshift64* generator and Adler-32.
package main

func fnv32(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return h
}

func fnv64(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

func makeCRCTable(t *[256]uint32) {
	for i := range t {
		c := uint32(i)
		for k := 0; k < 8; k++ {
			if c&1 == 1 {
				c = 0xEDB88320 ^ (c >> 1)
			} else {
				c >>= 1
			}
		}
		t[i] = c
	}
}

func crc32(t *[256]uint32, data []byte) uint32 {
	c := ^uint32(0)
	for _, b := range data {
		c = t[byte(c)^b] ^ (c >> 8)
	}
	return ^c
}

type xorshift struct{ s uint64 }

func (x *xorshift) next() uint64 {
	x.s ^= x.s >> 12
	x.s ^= x.s << 25
	x.s ^= x.s >> 27
	return x.s * 2685821657736338717
}

func adler32(data string) uint32 {
	const mod = 65521
	a, b := uint32(1), uint32(0)
	for i := 0; i < len(data); i++ {
		a = (a + uint32(data[i])) % mod
		b = (b + a) % mod
	}
	return b<<16 | a
}

func main() {
	for _, s := range []string{"", "a", "foobar", "hello, world"} {
		println(fnv32(s), fnv64(s), adler32(s))
	}
	var table [256]uint32
	makeCRCTable(&table)
	println(table[1], table[255])
	println(crc32(&table, []byte("123456789")), crc32(&table, []byte("The quick brown fox jumps over the lazy dog")))
	r := xorshift{88172645463325252}
	for i := 0; i < 5; i++ {
		println(r.next())
	}
	var buckets [8]int
	for i := 0; i < 8000; i++ {
		buckets[r.next()>>61]++
	}
	ok := true
	for _, b := range buckets {
		if b < 800 || b > 1200 {
			ok = false
		}
	}
	println("buckets balanced:", ok)
}
