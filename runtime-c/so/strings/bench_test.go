package strings_test

import (
	"testing"

	"solod.dev/so/mem"
	"solod.dev/so/strings"
)

// benchText is about 4 KiB of English-like words.
var benchText = func() string {
	words := []string{"lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing",
		"elit", "sed", "do", "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore",
		"magna", "aliqua"}
	b := strings.NewBuilder(mem.System)
	for i := 0; b.Len() < 4096; i++ {
		b.WriteString(words[(i*7)%len(words)])
		if i%11 == 10 {
			b.WriteString(".\n")
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}()

func BenchmarkIndexByte(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if strings.IndexByte(benchText, '#') != -1 {
			b.Fatal("found")
		}
	}
}

func BenchmarkIndex(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if strings.Index(benchText, "magna aliquax") != -1 {
			b.Fatal("found")
		}
	}
}

func BenchmarkIndexShort(b *testing.B) {
	s := "the quick brown fox jumps over the lazy dog"
	for i := 0; i < b.N; i++ {
		if strings.Index(s, "lazy") != 35 {
			b.Fatal("Index")
		}
	}
}

func BenchmarkContains(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if strings.Contains(benchText, "zzz") {
			b.Fatal("found")
		}
	}
}

func BenchmarkSplit(b *testing.B) {
	for i := 0; i < b.N; i++ {
		parts := strings.Split(mem.System, benchText, " ")
		mem.FreeSlice(mem.System, parts)
	}
}

func BenchmarkFields(b *testing.B) {
	for i := 0; i < b.N; i++ {
		parts := strings.Fields(mem.System, benchText)
		mem.FreeSlice(mem.System, parts)
	}
}

func BenchmarkReplace(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s := strings.ReplaceAll(mem.System, benchText, "dolor", "DOLOR!")
		mem.FreeString(mem.System, s)
	}
}

func BenchmarkToUpper(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s := strings.ToUpper(mem.System, benchText)
		mem.FreeString(mem.System, s)
	}
}

func BenchmarkToUpperUnicode(b *testing.B) {
	s := "Ünïcödé tëxt wïth äccënts, ß and ǆ: " + benchText[:200]
	for i := 0; i < b.N; i++ {
		u := strings.ToUpper(mem.System, s)
		mem.FreeString(mem.System, u)
	}
}

func BenchmarkBuilderWriteString(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var sb strings.Builder
		for k := 0; k < 100; k++ {
			sb.WriteString("hello, world ")
		}
		if sb.Len() != 1300 {
			b.Fatal("Len")
		}
		sb.Free()
	}
}

func BenchmarkTrimSpace(b *testing.B) {
	s := "   \t  some words in the middle  \n "
	for i := 0; i < b.N; i++ {
		if strings.TrimSpace(s) == "" {
			b.Fatal("empty")
		}
	}
}

func BenchmarkEqualFold(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if !strings.EqualFold("Content-Type: Application/JSON", "content-type: application/json") {
			b.Fatal("EqualFold")
		}
	}
}
