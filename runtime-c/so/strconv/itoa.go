package strconv

import "unsafe"

// The most bytes FormatUint and FormatInt write in each base (the peer Solod's constants).
const (
	MaxUintBase2Len  = 64
	MaxUintBase8Len  = 22
	MaxUintBase10Len = 20
	MaxUintBase16Len = 16

	MaxIntBase2Len  = MaxUintBase2Len + 1
	MaxIntBase8Len  = MaxUintBase8Len + 1
	MaxIntBase10Len = MaxUintBase10Len + 1
	MaxIntBase16Len = MaxUintBase16Len + 1
)

const digits = "0123456789abcdefghijklmnopqrstuvwxyz"

// pairs holds "00" to "99": two decimal digits per table read.
const pairs = "00010203040506070809" +
	"10111213141516171819" +
	"20212223242526272829" +
	"30313233343536373839" +
	"40414243444546474849" +
	"50515253545556575859" +
	"60616263646566676869" +
	"70717273747576777879" +
	"80818283848586878889" +
	"90919293949596979899"

// view is the string of b's bytes, sharing b's memory (no copy).
func view(b []byte) string {
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// FormatUint returns the representation of i in base 2 <= base <= 36, with lower-case
// letters for the digits from 10 on. The string is written into dst's memory (its capacity
// must hold it: MaxUintBase*Len) and shares it.
//
//so:attr flatten
func FormatUint(dst []byte, i uint64, base int) string {
	return view(appendBits(dst[:0], i, base, false))
}

// FormatInt returns the representation of i in base 2 <= base <= 36, with lower-case
// letters for the digits from 10 on. The string is written into dst's memory (its capacity
// must hold it: MaxIntBase*Len) and shares it.
//
//so:attr flatten
func FormatInt(dst []byte, i int64, base int) string {
	return view(AppendInt(dst[:0], i, base))
}

// Itoa is FormatInt(dst, int64(i), 10).
//
//so:attr flatten
func Itoa(dst []byte, i int) string {
	return view(AppendInt(dst[:0], int64(i), 10))
}

// AppendInt appends the representation of i in base (as FormatInt writes it) to dst and
// returns the extended slice.
//
// The exported formatting functions are flattened (appendBits inlined in each): in C a slice
// argument or result is copied through memory at every call level, and a copy read right
// after its parts were written stalls (store-to-load forwarding fails).
//
//so:attr flatten
func AppendInt(dst []byte, i int64, base int) []byte {
	if i >= 0 {
		return appendBits(dst, uint64(i), base, false)
	}
	return appendBits(dst, -uint64(i), base, true)
}

// AppendUint appends the representation of i in base (as FormatUint writes it) to dst and
// returns the extended slice.
//
//so:attr flatten
func AppendUint(dst []byte, i uint64, base int) []byte {
	return appendBits(dst, i, base, false)
}

// decimalLen is the number of decimal digits of u (1 for 0).
func decimalLen(u uint64) int {
	n := 1
	for n < len(pow10u64) && u >= pow10u64[n] {
		n++
	}
	return n
}

// appendBits appends u's digits in base (after a '-' when neg). In base 10 they are written
// right to left straight into dst's spare capacity when it holds them (in C, copying them from
// a local buffer just filled a byte at a time stalls: the copy's wide loads cannot be
// forwarded from the byte stores); otherwise, and in the other bases, into a local buffer,
// then appended, which grows dst (Go) or panics (So) as append does.
func appendBits(dst []byte, u uint64, base int, neg bool) []byte {
	if base < 2 || base > len(digits) {
		panic("strconv: illegal AppendInt/FormatInt base")
	}
	if base == 10 {
		n := decimalLen(u)
		if neg {
			n++
		}
		if m := len(dst); cap(dst)-m >= n {
			b := dst[m : m+n]
			i := n
			for u >= 100 {
				q := u / 100
				r := (u - q*100) * 2
				u = q
				i -= 2
				b[i+1] = pairs[r+1]
				b[i] = pairs[r]
			}
			if u >= 10 {
				i -= 2
				b[i+1] = pairs[u*2+1]
				b[i] = pairs[u*2]
			} else {
				i--
				b[i] = byte('0' + u)
			}
			if neg {
				b[0] = '-'
			}
			return dst[:m+n]
		}
	}
	var a [64 + 1]byte
	i := len(a)
	switch {
	case base == 10:
		for u >= 100 {
			q := u / 100
			r := (u - q*100) * 2
			u = q
			i -= 2
			a[i] = pairs[r]
			a[i+1] = pairs[r+1]
		}
		if u >= 10 {
			i -= 2
			a[i] = pairs[u*2]
			a[i+1] = pairs[u*2+1]
		} else {
			i--
			a[i] = byte('0' + u)
		}
	case base&(base-1) == 0:
		shift := uint(0)
		for b := base; b > 1; b >>= 1 {
			shift++
		}
		mask := uint64(base - 1)
		for u >= uint64(base) {
			i--
			a[i] = digits[u&mask]
			u >>= shift
		}
		i--
		a[i] = digits[u]
	default:
		b := uint64(base)
		for u >= b {
			q := u / b
			i--
			a[i] = digits[u-q*b]
			u = q
		}
		i--
		a[i] = digits[u]
	}
	if neg {
		i--
		a[i] = '-'
	}
	return append(dst, a[i:]...)
}
