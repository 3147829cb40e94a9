package bits

// UintSize is the size of a uint in bits.
const UintSize = 32 << (^uint(0) >> 63)

// LeadingZeros returns the number of leading zero bits in x (UintSize for 0).
func LeadingZeros(x uint) int { return UintSize - Len(x) }

// LeadingZeros8 returns the number of leading zero bits in x (8 for 0).
func LeadingZeros8(x uint8) int { return 8 - Len8(x) }

// LeadingZeros16 returns the number of leading zero bits in x (16 for 0).
func LeadingZeros16(x uint16) int { return 16 - Len16(x) }

// LeadingZeros32 returns the number of leading zero bits in x (32 for 0).
func LeadingZeros32(x uint32) int { return 32 - Len32(x) }

// LeadingZeros64 returns the number of leading zero bits in x (64 for 0).
func LeadingZeros64(x uint64) int { return 64 - Len64(x) }

// debruijn64 is a de Bruijn sequence: the top 6 bits of debruijn64 << k are distinct for
// each k in 0..63, so x&-x (x's lowest set bit) times it indexes a table of bit positions.
const debruijn64 = 0x022fdd63cc95386d

var debruijnPos = [64]uint8{
	0, 1, 2, 53, 3, 7, 54, 27, 4, 38, 41, 8, 34, 55, 48, 28,
	62, 5, 39, 46, 44, 42, 22, 9, 24, 35, 59, 56, 49, 18, 29, 11,
	63, 52, 6, 26, 37, 40, 33, 47, 61, 45, 43, 21, 23, 58, 17, 10,
	51, 25, 36, 32, 60, 20, 57, 16, 50, 31, 19, 15, 30, 14, 13, 12,
}

// TrailingZeros returns the number of trailing zero bits in x (UintSize for 0).
func TrailingZeros(x uint) int { return TrailingZeros64(uint64(x)) }

// TrailingZeros8 returns the number of trailing zero bits in x (8 for 0).
func TrailingZeros8(x uint8) int {
	if x == 0 {
		return 8
	}
	return TrailingZeros64(uint64(x))
}

// TrailingZeros16 returns the number of trailing zero bits in x (16 for 0).
func TrailingZeros16(x uint16) int {
	if x == 0 {
		return 16
	}
	return TrailingZeros64(uint64(x))
}

// TrailingZeros32 returns the number of trailing zero bits in x (32 for 0).
func TrailingZeros32(x uint32) int {
	if x == 0 {
		return 32
	}
	return TrailingZeros64(uint64(x))
}

// TrailingZeros64 returns the number of trailing zero bits in x (64 for 0).
func TrailingZeros64(x uint64) int {
	if x == 0 {
		return 64
	}
	return int(debruijnPos[(x&-x)*debruijn64>>58])
}

// OnesCount returns the number of one bits in x.
func OnesCount(x uint) int { return OnesCount64(uint64(x)) }

// OnesCount8 returns the number of one bits in x.
func OnesCount8(x uint8) int { return OnesCount64(uint64(x)) }

// OnesCount16 returns the number of one bits in x.
func OnesCount16(x uint16) int { return OnesCount64(uint64(x)) }

// OnesCount32 returns the number of one bits in x.
func OnesCount32(x uint32) int { return OnesCount64(uint64(x)) }

// OnesCount64 returns the number of one bits in x.
func OnesCount64(x uint64) int {
	// Sum bits in pairs, then nibbles, then bytes; the multiply adds up the bytes.
	x -= x >> 1 & 0x5555555555555555
	x = x&0x3333333333333333 + x>>2&0x3333333333333333
	x = (x + x>>4) & 0x0f0f0f0f0f0f0f0f
	return int(x * 0x0101010101010101 >> 56)
}

// RotateLeft returns x rotated left by k bits (right for negative k).
func RotateLeft(x uint, k int) uint {
	s := uint(k) & (UintSize - 1)
	return x<<s | x>>(UintSize-s)
}

// RotateLeft8 returns x rotated left by k bits (right for negative k).
func RotateLeft8(x uint8, k int) uint8 {
	s := uint(k) & 7
	return x<<s | x>>(8-s)
}

// RotateLeft16 returns x rotated left by k bits (right for negative k).
func RotateLeft16(x uint16, k int) uint16 {
	s := uint(k) & 15
	return x<<s | x>>(16-s)
}

// RotateLeft32 returns x rotated left by k bits (right for negative k).
func RotateLeft32(x uint32, k int) uint32 {
	s := uint(k) & 31
	return x<<s | x>>(32-s)
}

// RotateLeft64 returns x rotated left by k bits (right for negative k).
func RotateLeft64(x uint64, k int) uint64 {
	s := uint(k) & 63
	return x<<s | x>>(64-s)
}

// Reverse returns x with its bits in reverse order.
func Reverse(x uint) uint { return uint(Reverse64(uint64(x))) }

// Reverse8 returns x with its bits in reverse order.
func Reverse8(x uint8) uint8 { return uint8(Reverse64(uint64(x)) >> 56) }

// Reverse16 returns x with its bits in reverse order.
func Reverse16(x uint16) uint16 { return uint16(Reverse64(uint64(x)) >> 48) }

// Reverse32 returns x with its bits in reverse order.
func Reverse32(x uint32) uint32 { return uint32(Reverse64(uint64(x)) >> 32) }

// Reverse64 returns x with its bits in reverse order.
func Reverse64(x uint64) uint64 {
	// Swap adjacent bits, pairs, nibbles; then the bytes.
	x = x>>1&0x5555555555555555 | x&0x5555555555555555<<1
	x = x>>2&0x3333333333333333 | x&0x3333333333333333<<2
	x = x>>4&0x0f0f0f0f0f0f0f0f | x&0x0f0f0f0f0f0f0f0f<<4
	return ReverseBytes64(x)
}

// ReverseBytes returns x with its bytes in reverse order.
func ReverseBytes(x uint) uint { return uint(ReverseBytes64(uint64(x))) }

// ReverseBytes16 returns x with its bytes in reverse order.
func ReverseBytes16(x uint16) uint16 { return x>>8 | x<<8 }

// ReverseBytes32 returns x with its bytes in reverse order.
func ReverseBytes32(x uint32) uint32 {
	x = x>>8&0x00ff00ff | x&0x00ff00ff<<8
	return x>>16 | x<<16
}

// ReverseBytes64 returns x with its bytes in reverse order.
func ReverseBytes64(x uint64) uint64 {
	x = x>>8&0x00ff00ff00ff00ff | x&0x00ff00ff00ff00ff<<8
	x = x>>16&0x0000ffff0000ffff | x&0x0000ffff0000ffff<<16
	return x>>32 | x<<32
}

// Len returns the number of bits needed to represent x (0 for 0).
func Len(x uint) int { return Len64(uint64(x)) }

// Len8 returns the number of bits needed to represent x (0 for 0).
func Len8(x uint8) int { return Len64(uint64(x)) }

// Len16 returns the number of bits needed to represent x (0 for 0).
func Len16(x uint16) int { return Len64(uint64(x)) }

// Len32 returns the number of bits needed to represent x (0 for 0).
func Len32(x uint32) int { return Len64(uint64(x)) }

// Len64 returns the number of bits needed to represent x (0 for 0).
func Len64(x uint64) int {
	n := 0
	if x >= 1<<32 {
		x >>= 32
		n = 32
	}
	if x >= 1<<16 {
		x >>= 16
		n += 16
	}
	if x >= 1<<8 {
		x >>= 8
		n += 8
	}
	for x != 0 {
		x >>= 1
		n++
	}
	return n
}

// Add returns x+y+carry and the carry out (carry must be 0 or 1).
func Add(x, y, carry uint) (sum, carryOut uint) {
	s, c := Add64(uint64(x), uint64(y), uint64(carry))
	return uint(s), uint(c)
}

// Add32 returns x+y+carry and the carry out (carry must be 0 or 1).
func Add32(x, y, carry uint32) (sum, carryOut uint32) {
	s := uint64(x) + uint64(y) + uint64(carry)
	return uint32(s), uint32(s >> 32)
}

// Add64 returns x+y+carry and the carry out (carry must be 0 or 1).
func Add64(x, y, carry uint64) (sum, carryOut uint64) {
	sum = x + y + carry
	// A carry out happened where both top bits were set, or either was and the sum's is not.
	carryOut = (x&y | (x|y)&^sum) >> 63
	return
}

// Sub returns x-y-borrow and the borrow out (borrow must be 0 or 1).
func Sub(x, y, borrow uint) (diff, borrowOut uint) {
	d, b := Sub64(uint64(x), uint64(y), uint64(borrow))
	return uint(d), uint(b)
}

// Sub32 returns x-y-borrow and the borrow out (borrow must be 0 or 1).
func Sub32(x, y, borrow uint32) (diff, borrowOut uint32) {
	diff = x - y - borrow
	borrowOut = (^x&y | ^(x^y)&diff) >> 31
	return
}

// Sub64 returns x-y-borrow and the borrow out (borrow must be 0 or 1).
func Sub64(x, y, borrow uint64) (diff, borrowOut uint64) {
	diff = x - y - borrow
	borrowOut = (^x&y | ^(x^y)&diff) >> 63
	return
}

// Mul returns the full product of x and y: its high and low halves.
func Mul(x, y uint) (hi, lo uint) {
	h, l := Mul64(uint64(x), uint64(y))
	return uint(h), uint(l)
}

// Mul32 returns the 64-bit product of x and y: its high and low halves.
func Mul32(x, y uint32) (hi, lo uint32) {
	p := uint64(x) * uint64(y)
	return uint32(p >> 32), uint32(p)
}

// Mul64 returns the 128-bit product of x and y: its high and low halves.
func Mul64(x, y uint64) (hi, lo uint64) {
	const mask32 = 1<<32 - 1
	x0, x1 := x&mask32, x>>32
	y0, y1 := y&mask32, y>>32
	p00 := x0 * y0
	p01 := x0 * y1
	p10 := x1 * y0
	p11 := x1 * y1
	// The middle column: the high half of p00 plus the low halves of the cross products.
	mid := p00>>32 + p01&mask32 + p10&mask32
	hi = p11 + p01>>32 + p10>>32 + mid>>32
	lo = x * y
	return
}

// Div returns the quotient and remainder of (hi, lo) divided by y. It panics for y == 0
// (division by zero) or y <= hi (the quotient overflows).
func Div(hi, lo, y uint) (quo, rem uint) {
	q, r := Div64(uint64(hi), uint64(lo), uint64(y))
	return uint(q), uint(r)
}

// Div32 returns the quotient and remainder of (hi, lo) divided by y. It panics for y == 0
// (division by zero) or y <= hi (the quotient overflows).
func Div32(hi, lo, y uint32) (quo, rem uint32) {
	if y != 0 && y <= hi {
		panic(overflowError)
	}
	z := uint64(hi)<<32 | uint64(lo)
	d := uint64(y)
	q := z / d // panics with Go's division by zero error for y == 0
	return uint32(q), uint32(z - q*d)
}

// Div64 returns the quotient and remainder of (hi, lo) divided by y. It panics for y == 0
// (division by zero) or y <= hi (the quotient overflows).
func Div64(hi, lo, y uint64) (quo, rem uint64) {
	if y == 0 {
		divide(hi, y)
	}
	if y <= hi {
		panic(overflowError)
	}
	if hi == 0 {
		return lo / y, lo % y
	}
	// Long division in base 2^32 (Knuth's algorithm D with two-digit divisor): normalize y
	// so its top bit is set, then find the quotient's two 32-bit digits.
	const b = 1 << 32
	const mask32 = b - 1
	s := uint(LeadingZeros64(y))
	y <<= s
	yn1 := y >> 32
	yn0 := y & mask32
	un32 := hi<<s | lo>>(64-s)
	if s == 0 {
		un32 = hi
	}
	un10 := lo << s
	un1 := un10 >> 32
	un0 := un10 & mask32

	q1 := un32 / yn1
	rhat := un32 - q1*yn1
	for q1 >= b || q1*yn0 > b*rhat+un1 {
		q1--
		rhat += yn1
		if rhat >= b {
			break
		}
	}
	un21 := un32*b + un1 - q1*y

	q0 := un21 / yn1
	rhat = un21 - q0*yn1
	for q0 >= b || q0*yn0 > b*rhat+un0 {
		q0--
		rhat += yn1
		if rhat >= b {
			break
		}
	}
	return q1*b + q0, (un21*b + un0 - q0*y) >> s
}

// Rem returns the remainder of (hi, lo) divided by y; it panics for y == 0 but, unlike Div,
// not on quotient overflow.
func Rem(hi, lo, y uint) uint { return uint(Rem64(uint64(hi), uint64(lo), uint64(y))) }

// Rem32 returns the remainder of (hi, lo) divided by y; it panics for y == 0 but, unlike
// Div32, not on quotient overflow.
func Rem32(hi, lo, y uint32) uint32 {
	return uint32((uint64(hi)<<32 | uint64(lo)) % uint64(y))
}

// Rem64 returns the remainder of (hi, lo) divided by y; it panics for y == 0 but, unlike
// Div64, not on quotient overflow.
func Rem64(hi, lo, y uint64) uint64 {
	// (hi*2^64 + lo) mod y == ((hi mod y)*2^64 + lo) mod y, and hi mod y < y.
	_, rem := Div64(hi%y, lo, y)
	return rem
}

// divide divides by y, which is zero: the run time's division panic, as Go's.
func divide(x, y uint64) uint64 { return x / y }

// runtimeError is an error whose message is a run-time error's.
type runtimeError struct{ msg string }

func (e runtimeError) Error() string { return e.msg }
func (e runtimeError) RuntimeError() {}

var overflowError error = runtimeError{"runtime error: integer overflow"}
