package sum

import "testing"

var sink int

func BenchmarkLoop(b *testing.B) {
	xs := []int{1, 2, 3, 4}
	for b.Loop() {
		sink += Sum(xs)
	}
}

func BenchmarkN(b *testing.B) {
	xs := []int{1, 2, 3, 4}
	b.SetBytes(32)
	for i := 0; i < b.N; i++ {
		sink += Sum(xs)
	}
}

func BenchmarkAllocs(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sink++
	}
}

func BenchmarkSizes(b *testing.B) {
	for _, n := range []int{1, 10} {
		xs := make([]int, n)
		b.Run("size", func(b *testing.B) {
			for b.Loop() {
				sink += Sum(xs)
			}
		})
	}
}

func BenchmarkFails(b *testing.B) {
	b.Log("a log line of a benchmark")
	b.Error("the benchmark failed")
}

func BenchmarkSkipped(b *testing.B) {
	b.Skip("not this one")
}

func BenchmarkLogs(b *testing.B) {
	b.Log("benchmark logs are always shown, N =", b.N)
	for b.Loop() {
		sink++
	}
}

func TestNotRun(t *testing.T) { t.Error("-run '^$' runs no test") }
