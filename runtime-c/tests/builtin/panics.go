//go:build ignore

// Twin of panics.c: one panic per case (the argument), covering panic(v) for every kind of
// value, named types, runtime errors, deferred calls before the message, nested panics and a
// panic on another thread.
// so-test-cases: 44
// so-test-tsan
package main

import (
	"errors"
	"math"
	"os"
	"strconv"
)

type MyInt int
type MyStr string
type MyFloat float64
type MyBool bool
type MyUint uint16
type MyF32 float32

type integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

func div[T integer](a, b T) T { return a / b }
func rem[T integer](a, b T) T { return a % b }

// So's append never grows (language.md section 3); this models it in Go.
func soAppend(s []int, v int) []int {
	if len(s)+1 > cap(s) {
		panic("append: out of capacity")
	}
	return append(s, v)
}

func main() {
	c, _ := strconv.Atoi(os.Args[1])
	zero := 0
	println("case", c)
	switch c {
	case 0:
		panic("a\nb")
	case 1:
		panic(42)
	case 2:
		panic(uint8(200))
	case 3:
		panic(1.5)
	case 4:
		panic(float32(0.1))
	case 5:
		panic(true)
	case 6:
		panic(nil)
	case 7:
		panic(MyInt(-3))
	case 8:
		panic(MyStr("x\ny"))
	case 9:
		panic(MyFloat(math.Inf(-1)))
	case 10:
		panic(MyBool(false))
	case 11:
		panic(MyUint(65535))
	case 12:
		panic(MyF32(1e10))
	case 13:
		panic(errors.New("boom"))
	case 14:
		panic(int64(math.MinInt64))
	case 15:
		println(div(int8(1), int8(zero)))
	case 16:
		println(div(int16(1), int16(zero)))
	case 17:
		println(div(int32(1), int32(zero)))
	case 18:
		println(div(int64(1), int64(zero)))
	case 19:
		println(div(uint8(1), uint8(zero)))
	case 20:
		println(div(uint16(1), uint16(zero)))
	case 21:
		println(div(uint32(1), uint32(zero)))
	case 22:
		println(div(uint64(1), uint64(zero)))
	case 23:
		println(rem(int8(1), int8(zero)))
	case 24:
		println(rem(int16(1), int16(zero)))
	case 25:
		println(rem(int32(1), int32(zero)))
	case 26:
		println(rem(int64(1), int64(zero)))
	case 27:
		println(rem(uint8(1), uint8(zero)))
	case 28:
		println(rem(uint16(1), uint16(zero)))
	case 29:
		println(rem(uint32(1), uint32(zero)))
	case 30:
		println(rem(uint64(1), uint64(zero)))
	case 31:
		n := zero - 1
		println(1 << n)
	case 32:
		n := int8(zero - 100)
		println(uint8(1) >> n)
	case 33:
		var p *int
		println(*p)
	case 34:
		defer println("deferred 1")
		defer println("deferred 2")
		panic("boom")
	case 35:
		defer println("deferred outer")
		defer func() { panic("second") }()
		panic("first")
	case 36:
		s := make([]int, 2, 3)
		s = soAppend(s, 1)
		println(len(s), cap(s))
		s = soAppend(s, 2)
	case 37:
		n := zero - 1
		_ = make([]int, n)
	case 38:
		n := zero + 3
		_ = make([]int, 5, n)
	case 39:
		n := zero + 1<<62
		_ = make([]int64, n)
	case 40:
		n := zero + 1<<62
		_ = make([]int64, 1, n)
	case 41:
		done := make(chan bool)
		for i := 0; i < 4; i++ {
			go func() {
				panic("from a thread")
			}()
		}
		<-done
	case 42:
		panic("")
	case 43:
		panic(MyStr(""))
	}
}
