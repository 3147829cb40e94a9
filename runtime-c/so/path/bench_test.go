package path_test

import (
	"testing"

	"solod.dev/so/mem"
	"solod.dev/so/path"
)

func BenchmarkClean(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s := path.Clean(mem.System, "/usr//local/./lib/../share/doc/pkg/")
		mem.FreeString(mem.System, s)
	}
}

func BenchmarkJoin(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s := path.Join(mem.System, "/srv", "www", "static", "../assets", "app.js")
		mem.FreeString(mem.System, s)
	}
}

func BenchmarkMatch(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if ok, _ := path.Match("src/*/[a-m]*_test.go", "src/strings/builder_test.go"); !ok {
			b.Fatal("no match")
		}
	}
}
