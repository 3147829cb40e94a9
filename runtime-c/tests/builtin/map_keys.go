//go:build ignore

// Twin of map_keys.c: maps keyed by every kind of comparable type the compiler hashes through
// the runtime's helpers: strings of every length class, integers of each width, float64 and
// float32 (NaN keys are each a new entry and never found; +0 and -0 are one key, and the key
// takes the sign of the last assignment), structs with and without padding, arrays of integers,
// strings and floats, bools, pointers, a 64-byte array; zero-size keys and values; large values;
// 16-byte-aligned keys and values. Everything printed is independent of iteration order.
package main

import "math"

type SK struct {
	a int32
	b string
	c float64
}

type Point struct{ x, y int32 }

type Empty struct{}

type Big struct {
	a   int8
	big [100]int64
	s   string
}

type U128 struct{ lo, hi uint64 }

func main() {
	// Strings of lengths 0..40 (every path of the byte hash), looked up through fresh copies.
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	ms := make(map[string]int, 64)
	for n := 0; n <= 40; n++ {
		ms[letters[:n]] = n
	}
	ok := true
	for n := 0; n <= 40; n++ {
		k := string([]byte(letters[:n]))
		if v, found := ms[k]; !found || v != n {
			ok = false
		}
	}
	println("strings", len(ms), ok)
	// Keys that differ in one byte only: first, middle or last, at lengths 5, 17 and 33.
	for _, n := range []int{5, 17, 33} {
		d := make(map[string]int, 8)
		base := []byte(letters[:n])
		d[string(base)] = 1
		for i, pos := range []int{0, n / 2, n - 1} {
			b := []byte(letters[:n])
			b[pos] = '#'
			d[string(b)] = 10 + i
		}
		b := []byte(letters[:n])
		b[n-1] = '#'
		println("one byte", n, len(d), d[string(base)], d[string(b)], d[letters[:n-1]])
	}
	withNul := map[string]int{"a\x00b": 1, "a\x00c": 2, "a": 3}
	println("nul", len(withNul), withNul["a\x00b"], withNul["a\x00c"], withNul["a"], withNul["a\x00"])

	// Integers of every width.
	m8 := make(map[int8]int, 256)
	for i := -128; i < 128; i++ {
		m8[int8(i)] = i
	}
	s8 := 0
	for k, v := range m8 {
		if int(k) != v {
			s8 += 1000
		}
		s8 += v
	}
	println("int8", len(m8), s8, m8[-128], m8[127])
	m16 := make(map[uint16]int, 100)
	for i := 0; i < 100; i++ {
		m16[uint16(i*655)] = i
	}
	println("uint16", len(m16), m16[655*99], m16[1])
	m32 := make(map[int32]int32, 10)
	for i := int32(-5); i < 5; i++ {
		m32[i*1000003] = -i
	}
	println("int32", len(m32), m32[-5*1000003], m32[4*1000003])
	m64 := map[uint64]int{1 << 63: 1, math.MaxUint64: 2, 0: 3, 1: 4}
	println("uint64", len(m64), m64[1<<63], m64[math.MaxUint64], m64[0], m64[1], m64[2])

	// float64: NaN, signed zeros, infinities.
	nan := math.NaN()
	negZero := math.Copysign(0, -1)
	mf := make(map[float64]int, 10)
	mf[nan] = 1
	mf[nan] = 2
	mf[nan] = 4
	mf[0] = 10
	mf[negZero] = 20
	mf[math.Inf(1)] = 30
	mf[math.Inf(-1)] = 40
	mf[1.5] = 50
	v, found := mf[nan]
	println("float64", len(mf), v, found, mf[0], mf[negZero], mf[math.Inf(1)], mf[math.Inf(-1)], mf[1.5])
	delete(mf, nan)
	nanSum, nans, zeroNeg := 0, 0, false
	for k, v := range mf {
		if k != k {
			nanSum += v
			nans++
		}
		if k == 0 {
			zeroNeg = math.Signbit(k)
		}
	}
	println("float64 range", len(mf), nans, nanSum, zeroNeg)
	mf[0] = 11
	for k := range mf {
		if k == 0 {
			zeroNeg = math.Signbit(k)
		}
	}
	println("float64 zero key", mf[negZero], zeroNeg)
	delete(mf, negZero)
	println("float64 delete zero", len(mf), mf[0])
	clear(mf)
	println("float64 clear", len(mf))

	// float32 likewise.
	nan32 := float32(math.NaN())
	negZero32 := float32(negZero)
	mf32 := make(map[float32]int, 6)
	mf32[nan32] = 1
	mf32[nan32] = 2
	mf32[negZero32] = 3
	mf32[0] = 4
	mf32[0.1] = 5
	v, found = mf32[nan32]
	println("float32", len(mf32), v, found, mf32[0], mf32[negZero32], mf32[0.1], mf32[0.2])
	nans = 0
	for k := range mf32 {
		if k != k {
			nans++
		}
		if k == 0 {
			zeroNeg = math.Signbit(float64(k))
		}
	}
	println("float32 range", nans, zeroNeg)

	// Struct keys: with padding and string and float fields (hashed field by field), and
	// without padding (hashed as bytes).
	msk := make(map[SK]int, 8)
	msk[SK{1, "x", 0.5}] = 1
	msk[SK{1, "x", 0}] = 2
	msk[SK{1, "x", negZero}] = 3
	msk[SK{2, "x", 0.5}] = 4
	msk[SK{1, "y", 0.5}] = 5
	msk[SK{1, "x", nan}] = 6
	msk[SK{1, "x", nan}] = 7
	_, found = msk[SK{1, "x", nan}]
	println("struct", len(msk), msk[SK{1, "x", 0.5}], msk[SK{1, "x", 0}], msk[SK{2, "x", 0.5}],
		msk[SK{1, "y", 0.5}], msk[SK{1, "y", 0}], found)
	mp := make(map[Point]string, 4)
	mp[Point{1, 2}] = "a"
	mp[Point{2, 1}] = "b"
	mp[Point{-1, 2}] = "c"
	mp[Point{1, 2}] = "d"
	println("point", len(mp), mp[Point{1, 2}], mp[Point{2, 1}], mp[Point{-1, 2}], mp[Point{0, 0}] == "")

	// Array keys.
	ma := make(map[[3]int16]int, 4)
	ma[[3]int16{1, 2, 3}] = 1
	ma[[3]int16{3, 2, 1}] = 2
	ma[[3]int16{1, 2, 3}] = 3
	println("array int16", len(ma), ma[[3]int16{1, 2, 3}], ma[[3]int16{3, 2, 1}], ma[[3]int16{}])
	mas := make(map[[2]string]int, 4)
	mas[[2]string{"ab", "c"}] = 1
	mas[[2]string{"a", "bc"}] = 2
	mas[[2]string{"c", "ab"}] = 3
	println("array string", len(mas), mas[[2]string{"ab", "c"}], mas[[2]string{"a", "bc"}],
		mas[[2]string{"c", "ab"}], mas[[2]string{"abc", ""}])
	maf := make(map[[2]float64]int, 4)
	maf[[2]float64{0, 1}] = 1
	maf[[2]float64{negZero, 1}] = 2
	maf[[2]float64{1, 0}] = 3
	println("array float", len(maf), maf[[2]float64{0, 1}], maf[[2]float64{1, negZero}])
	var big [64]byte
	mbig := make(map[[64]byte]int, 65)
	for i := 0; i < 64; i++ {
		k := big
		k[i] = 1
		mbig[k] = i
	}
	mbig[big] = 100
	probe := big
	probe[63] = 1
	println("array 64 bytes", len(mbig), mbig[big], mbig[probe])

	// bool and pointer keys.
	mb := make(map[bool]string, 2)
	mb[true] = "yes"
	mb[false] = "no"
	mb[true] = "YES"
	println("bool", len(mb), mb[true], mb[false])
	var cells [5]int64
	mptr := make(map[*int64]int, 6)
	for i := range cells {
		mptr[&cells[i]] = i * 10
	}
	var nilp *int64
	mptr[nilp] = -1
	println("pointer", len(mptr), mptr[&cells[3]], mptr[&cells[0]], mptr[nil])

	// Zero-size keys and values.
	me := make(map[Empty]int, 1)
	me[Empty{}] = 1
	me[Empty{}] += 2
	println("empty key", len(me), me[Empty{}])
	delete(me, Empty{})
	_, found = me[Empty{}]
	println("empty key deleted", len(me), found)
	set := make(map[int]Empty, 100)
	for i := 0; i < 100; i++ {
		set[i*i] = Empty{}
	}
	_, in := set[81]
	_, out := set[80]
	delete(set, 81)
	_, after := set[81]
	count := 0
	for range set {
		count++
	}
	println("empty value", len(set), in, out, after, count)
	mee := make(map[Empty]Empty, 1)
	mee[Empty{}] = Empty{}
	_, found = mee[Empty{}]
	count = 0
	for range mee {
		count++
	}
	println("empty both", len(mee), found, count)
	mz := make(map[[0]int]string, 1)
	mz[[0]int{}] = "zero"
	println("zero array key", len(mz), mz[[0]int{}])

	// Large values.
	ml := make(map[int][256]int64, 32)
	for i := 0; i < 32; i++ {
		var a [256]int64
		for j := range a {
			a[j] = int64(i*1000 + j)
		}
		ml[i] = a
	}
	sum := int64(0)
	for k, a := range ml {
		sum += a[255] - a[0] + int64(k)
	}
	println("large values", len(ml), sum, ml[31][128], ml[99][0])
	mbv := make(map[string]Big, 4)
	mbv["x"] = Big{a: -1, s: "big"}
	b := mbv["x"]
	b.big[99] = 99
	mbv["y"] = b
	println("struct values", mbv["x"].big[99], mbv["y"].big[99], mbv["y"].s, mbv["y"].a, mbv["z"].s == "")

	// 16-byte-aligned keys and values.
	mu := make(map[U128]U128, 16)
	for i := uint64(0); i < 16; i++ {
		mu[U128{i, ^i}] = U128{i * i, i}
	}
	println("aligned", len(mu), mu[U128{5, ^uint64(5)}].lo, mu[U128{5, 5}].lo)
}
