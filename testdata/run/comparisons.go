// Tests == and != on structs and arrays with the semantics of their fields: floats compare by
// value (NaN is unequal to itself, -0 equals +0), strings by content (not by pointer), padding
// between fields never matters, and nested composites compare element by element.
package main

type Mixed struct {
	A int8
	B int64
	C bool
	D int16
	S string
}

type Vec struct{ X, Y float64 }

type Outer struct {
	In  [2]Mixed
	Tag string
}

func makeMixed(a int8, s string) Mixed {
	var m Mixed
	m.A = a
	m.B = int64(a) * 1000
	m.C = a > 0
	m.D = -int16(a)
	m.S = s
	return m
}

func main() {
	zero := 0.0
	nan := zero / zero
	negZero := -zero
	v1 := Vec{nan, 1}
	println(v1 == v1, v1 != v1, [1]float64{nan} == [1]float64{nan})
	v2 := Vec{negZero, 1}
	v3 := Vec{zero, 1}
	println(v2 == v3, [2]float64{negZero, 0} == [2]float64{0, negZero})

	buf := []byte("hello world")
	s1 := string(buf[:5])
	s2 := "hello"
	m1 := makeMixed(3, s1)
	m2 := makeMixed(3, s2)
	println(m1 == m2, m1.S == m2.S)
	m2.D++
	println(m1 == m2)

	var o1, o2 Outer
	o1.In[1] = makeMixed(-7, "x")
	o2.In[1] = makeMixed(-7, "x")
	o1.Tag = s1[:2] + "!"
	o2.Tag = "he!"
	println(o1 == o2)
	o2.In[0].C = true
	println(o1 == o2, o1.In[1] == o2.In[1])

	var f32 [3]float32
	f32[1] = float32(negZero)
	println(f32 == [3]float32{}, f32 != [3]float32{0, 0, 1})

	type Flags struct {
		On   bool
		Mask uint8
	}
	println(Flags{true, 3} == Flags{On: true, Mask: 3}, Flags{} == Flags{false, 0})
	grid := [2][2]Vec{{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}}
	other := grid
	other[1][1].Y = 8.0000001
	println(grid == other, grid[0] == other[0])
}
