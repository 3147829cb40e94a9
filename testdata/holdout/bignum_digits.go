// Held-out acceptance program: arbitrary-size unsigned integers stored little-endian as base-10
// digits in a fixed array: addition, multiplication by a small number, comparison, factorials,
// powers of two and the first Fibonacci number with 100 digits.
package main

const maxDigits = 320

type Big struct {
	d [maxDigits]uint8
	n int // number of digits in use; 0 means the value zero
}

func (b *Big) SetInt(v uint64) {
	*b = Big{}
	for v > 0 {
		b.d[b.n] = uint8(v % 10)
		v /= 10
		b.n++
	}
}

func (b *Big) Add(x *Big) {
	carry := uint8(0)
	n := max(b.n, x.n)
	for i := 0; i < n; i++ {
		s := b.d[i] + x.d[i] + carry
		b.d[i], carry = s%10, s/10
	}
	if carry != 0 {
		b.d[n] = carry
		n++
	}
	b.n = n
}

func (b *Big) MulSmall(m uint32) {
	var carry uint64
	for i := 0; i < b.n; i++ {
		p := uint64(b.d[i])*uint64(m) + carry
		b.d[i] = uint8(p % 10)
		carry = p / 10
	}
	for carry > 0 {
		b.d[b.n] = uint8(carry % 10)
		carry /= 10
		b.n++
	}
}

func (b Big) DigitSum() (sum int) {
	for _, d := range b.d[:b.n] {
		sum += int(d)
	}
	return sum
}

func Cmp(a, b *Big) int {
	if a.n != b.n {
		if a.n < b.n {
			return -1
		}
		return 1
	}
	for i := a.n - 1; i >= 0; i-- {
		switch {
		case a.d[i] < b.d[i]:
			return -1
		case a.d[i] > b.d[i]:
			return +1
		}
	}
	return 0
}

// Format writes the decimal form into buf and returns the used part.
func (b *Big) Format(buf []byte) []byte {
	if b.n == 0 {
		buf[0] = '0'
		return buf[:1]
	}
	for i := 0; i < b.n; i++ {
		buf[i] = '0' + b.d[b.n-1-i]
	}
	return buf[:b.n]
}

func main() {
	var buf [maxDigits]byte
	var f Big
	f.SetInt(1)
	for i := uint32(1); i <= 60; i++ {
		f.MulSmall(i)
		if i%15 == 0 {
			println(i, "! =", string(f.Format(buf[:])))
		}
	}
	println("digit sum of 60!:", f.DigitSum(), "digits:", f.n)

	var p Big
	p.SetInt(1)
	for range 256 {
		p.MulSmall(2)
	}
	println("2^256 =", string(p.Format(buf[:])))

	// p + p == 2^257 == p * 2
	q := p
	q.Add(&p)
	r := p
	r.MulSmall(2)
	println("p+p == p*2:", q == r, Cmp(&q, &r), Cmp(&p, &q), Cmp(&q, &p))

	var a, b Big
	a.SetInt(0)
	b.SetInt(1)
	index := 1
	for b.n < 100 {
		a.Add(&b)
		a, b = b, a
		index++
	}
	println("first fib with 100 digits is F", index)
	println(string(b.Format(buf[:])))

	var z Big
	z.SetInt(0)
	println("zero:", string(z.Format(buf[:])), z.n, Cmp(&z, &a))
	z.SetInt(18446744073709551615)
	z.MulSmall(4294967295)
	println("maxu64*maxu32 =", string(z.Format(buf[:])))
}
