package bytes_test

import (
	"testing"

	"solod.dev/so/bytes"
	"solod.dev/so/mem"
)

// benchText is about 4 KiB of English-like words.
var benchText = func() []byte {
	words := []string{"lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing",
		"elit", "sed", "do", "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore",
		"magna", "aliqua"}
	var b bytes.Buffer
	for i := 0; b.Len() < 4096; i++ {
		b.WriteString(words[(i*7)%len(words)])
		if i%11 == 10 {
			b.WriteString(".\n")
		} else {
			b.WriteByte(' ')
		}
	}
	return b.Bytes()
}()

func BenchmarkBufferWrite(b *testing.B) {
	chunk := benchText[:100]
	for i := 0; i < b.N; i++ {
		var buf bytes.Buffer
		for k := 0; k < 100; k++ {
			buf.Write(chunk)
		}
		if buf.Len() != 10000 {
			b.Fatal("Len")
		}
		buf.Free()
	}
}

func BenchmarkBufferWriteByte(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var buf bytes.Buffer
		for k := 0; k < 4096; k++ {
			buf.WriteByte(byte(k))
		}
		buf.Free()
	}
}

func BenchmarkBufferReadFrom(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var buf bytes.Buffer
		r := bytes.NewReader(benchText)
		for k := 0; k < 8; k++ {
			r.Reset(benchText)
			buf.ReadFrom(&r)
		}
		if buf.Len() != 8*len(benchText) {
			b.Fatal("Len")
		}
		buf.Free()
	}
}

func BenchmarkBufferReadByteString(b *testing.B) {
	for i := 0; i < b.N; i++ {
		// The Buffer reads benchText and never grows or frees it; the lines come from System.
		buf := bytes.NewBuffer(nil, benchText)
		n := 0
		for {
			line, err := buf.ReadString('\n')
			mem.FreeString(nil, line)
			if err != nil {
				break
			}
			n++
		}
		if n == 0 {
			b.Fatal("no lines")
		}
	}
}

func BenchmarkIndexByte(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if bytes.IndexByte(benchText, '#') != -1 {
			b.Fatal("found")
		}
	}
}

func BenchmarkIndex(b *testing.B) {
	sep := []byte("magna aliquax")
	for i := 0; i < b.N; i++ {
		if bytes.Index(benchText, sep) != -1 {
			b.Fatal("found")
		}
	}
}

func BenchmarkEqual(b *testing.B) {
	other := bytes.Clone(nil, benchText)
	for i := 0; i < b.N; i++ {
		if !bytes.Equal(benchText, other) {
			b.Fatal("Equal")
		}
	}
}

func BenchmarkCount(b *testing.B) {
	sep := []byte(" ")
	for i := 0; i < b.N; i++ {
		if bytes.Count(benchText, sep) == 0 {
			b.Fatal("Count")
		}
	}
}

func BenchmarkSplit(b *testing.B) {
	sep := []byte(" ")
	for i := 0; i < b.N; i++ {
		parts := bytes.Split(nil, benchText, sep)
		mem.FreeSlice(nil, parts)
	}
}

func BenchmarkFields(b *testing.B) {
	for i := 0; i < b.N; i++ {
		parts := bytes.Fields(nil, benchText)
		mem.FreeSlice(nil, parts)
	}
}

func BenchmarkReplace(b *testing.B) {
	old, new := []byte("dolor"), []byte("DOLOR!")
	for i := 0; i < b.N; i++ {
		r := bytes.ReplaceAll(nil, benchText, old, new)
		mem.FreeSlice(nil, r)
	}
}

func BenchmarkToUpper(b *testing.B) {
	for i := 0; i < b.N; i++ {
		r := bytes.ToUpper(nil, benchText)
		mem.FreeSlice(nil, r)
	}
}
