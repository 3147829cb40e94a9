// A realistic program: arbitrary-precision arithmetic on digit arrays - computing 100!, 2^200
// and Fibonacci(300) in base 10^9 limbs with carries in uint64, printed with zero padding.
package main

const limbBase = 1000000000

type Big struct {
	limbs [64]uint64 // little-endian base 10^9
	n     int
}

func (b *Big) set(v uint64) {
	b.n = 0
	for v > 0 || b.n == 0 {
		b.limbs[b.n] = v % limbBase
		v /= limbBase
		b.n++
	}
}

func (b *Big) mulSmall(m uint64) {
	var carry uint64
	for i := 0; i < b.n; i++ {
		cur := b.limbs[i]*m + carry
		b.limbs[i] = cur % limbBase
		carry = cur / limbBase
	}
	for carry > 0 {
		b.limbs[b.n] = carry % limbBase
		carry /= limbBase
		b.n++
	}
}

func add(dst, x, y *Big) {
	var carry uint64
	n := max(x.n, y.n)
	for i := 0; i < n; i++ {
		s := carry
		if i < x.n {
			s += x.limbs[i]
		}
		if i < y.n {
			s += y.limbs[i]
		}
		dst.limbs[i] = s % limbBase
		carry = s / limbBase
	}
	dst.n = n
	if carry > 0 {
		dst.limbs[n] = carry
		dst.n++
	}
}

func (b *Big) print(label string) {
	print(label, " = ", b.limbs[b.n-1])
	var digits [9]byte
	for i := b.n - 2; i >= 0; i-- {
		v := b.limbs[i]
		for k := 8; k >= 0; k-- {
			digits[k] = byte('0' + v%10)
			v /= 10
		}
		print(string(digits[:]))
	}
	println()
}

func (b *Big) digitSum() int {
	s := 0
	for i := 0; i < b.n; i++ {
		for v := b.limbs[i]; v > 0; v /= 10 {
			s += int(v % 10)
		}
	}
	return s
}

func main() {
	var f Big
	f.set(1)
	for i := uint64(2); i <= 100; i++ {
		f.mulSmall(i)
	}
	f.print("100!")
	println("digit sum:", f.digitSum(), "limbs:", f.n)

	var p Big
	p.set(1)
	for i := 0; i < 200; i++ {
		p.mulSmall(2)
	}
	p.print("2^200")

	var a, b, c Big
	a.set(0)
	b.set(1)
	for i := 0; i < 299; i++ {
		add(&c, &a, &b)
		a = b
		b = c
	}
	b.print("fib(300)")
}
