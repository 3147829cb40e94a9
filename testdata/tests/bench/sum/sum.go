// Package sum has benchmarks: b.Loop, b.N loops, SetBytes, ReportAllocs, subbenchmarks, a
// failing and a skipped one, logs.
package sum

func Sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}
