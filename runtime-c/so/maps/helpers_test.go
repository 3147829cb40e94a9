package maps_test

import (
	"testing"

	"solod.dev/so/maps"
	"solod.dev/so/mem"
)

func sortInts(s []int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func TestKeysValues(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	m := map[int]int{3: 30, 1: 10, 2: 20}
	keys := maps.Keys(a, m)
	vals := maps.Values(a, m)
	sortInts(keys)
	sortInts(vals)
	if len(keys) != 3 || keys[0] != 1 || keys[1] != 2 || keys[2] != 3 {
		t.Errorf("Keys = %v", keys)
	}
	if len(vals) != 3 || vals[0] != 10 || vals[2] != 30 {
		t.Errorf("Values = %v", vals)
	}
	mem.FreeSlice(a, keys)
	mem.FreeSlice(a, vals)
	empty := map[string]bool{}
	if maps.Keys(a, empty) != nil || maps.Values(a, empty) != nil {
		t.Error("empty map gives a slice")
	}
	if tr.InUse() != 0 {
		t.Error("leak")
	}
	buf := make([]int, 1, 4)
	buf = maps.AppendKeys(buf, m)
	sortInts(buf)
	if len(buf) != 4 || buf[0] != 0 || buf[3] != 3 {
		t.Errorf("AppendKeys = %v", buf)
	}
	vbuf := maps.AppendValues(make([]int, 0, 3), m)
	if len(vbuf) != 3 {
		t.Errorf("AppendValues = %v", vbuf)
	}
}

func TestEqual(t *testing.T) {
	a := map[string]int{"x": 1, "y": 2}
	b := map[string]int{"y": 2, "x": 1}
	c := map[string]int{"x": 1, "y": 3}
	d := map[string]int{"x": 1}
	if !maps.Equal(a, b) || maps.Equal(a, c) || maps.Equal(a, d) || maps.Equal(d, a) {
		t.Error("Equal")
	}
	var nilMap map[string]int
	if !maps.Equal(nilMap, map[string]int{}) {
		t.Error("nil and empty maps differ")
	}
	zero := 0.0
	nan := map[int]float64{1: zero / zero}
	if maps.Equal(nan, nan) {
		t.Error("NaN values are equal")
	}
	lenEq := func(n int, s string) bool { return n == len(s) }
	if !maps.EqualFunc(map[int]int{1: 3}, map[int]string{1: "abc"}, lenEq) {
		t.Error("EqualFunc: want true")
	}
	if maps.EqualFunc(map[int]int{1: 3}, map[int]string{2: "abc"}, lenEq) {
		t.Error("EqualFunc: different keys")
	}
}

func TestCopyDeleteFunc(t *testing.T) {
	dst := make(map[string]int, 4)
	dst["keep"] = 1
	dst["over"] = 2
	maps.Copy(dst, map[string]int{"over": 20, "new": 30})
	if len(dst) != 3 || dst["keep"] != 1 || dst["over"] != 20 || dst["new"] != 30 {
		t.Errorf("Copy = %v", dst)
	}
	maps.DeleteFunc(dst, func(k string, v int) bool { return v >= 20 })
	if len(dst) != 1 || dst["keep"] != 1 {
		t.Errorf("DeleteFunc = %v", dst)
	}
	maps.DeleteFunc(dst, func(string, int) bool { return true })
	if len(dst) != 0 {
		t.Error("DeleteFunc all")
	}
}
