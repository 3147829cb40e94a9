package str_bench

import (
	"example.com/peer/str"
	"solod.dev/so/testing"
)

var sink int

func BenchmarkReverse(b *testing.B) {
	var buf [16]byte
	for b.Loop() {
		sink += len(str.Reverse("hello, world", buf[:]))
	}
}
