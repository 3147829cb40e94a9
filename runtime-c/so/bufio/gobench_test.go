//go:build !solod && gobench

// The benchmarks of bench_test.go on Go's own bufio, to compare the package with it (not only
// the two compilers of the same source): go test -tags gobench -bench . ./so/bufio/
package bufio_test

import (
	gobufio "bufio"
	goio "io"
	"testing"
)

// goMemReader is memReader giving Go's io.EOF.
type goMemReader struct {
	data []byte
	pos  int
}

func (r *goMemReader) Read(p []byte) (int, error) {
	if r.pos == len(r.data) {
		return 0, goio.EOF
	}
	n := copy(p, r.data[r.pos:])
	r.pos += n
	return n, nil
}

func BenchmarkGoReaderReadByte(b *testing.B) {
	src := goMemReader{data: benchText}
	r := gobufio.NewReader(&src)
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		r.Reset(&src)
		sum := 0
		for {
			c, err := r.ReadByte()
			if err != nil {
				break
			}
			sum += int(c)
		}
		sinkInt = sum
	}
}

func BenchmarkGoReaderReadRune(b *testing.B) {
	src := goMemReader{data: benchText}
	r := gobufio.NewReader(&src)
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		r.Reset(&src)
		n := 0
		for {
			_, size, err := r.ReadRune()
			if err != nil {
				break
			}
			n += size
		}
		sinkInt = n
	}
}

func BenchmarkGoReaderReadSlice(b *testing.B) {
	src := goMemReader{data: benchText}
	r := gobufio.NewReader(&src)
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		r.Reset(&src)
		n := 0
		for {
			line, err := r.ReadSlice('\n')
			n += len(line)
			if err != nil {
				break
			}
		}
		sinkInt = n
	}
}

func BenchmarkGoReaderReadLine(b *testing.B) {
	src := goMemReader{data: benchText}
	r := gobufio.NewReader(&src)
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		r.Reset(&src)
		n := 0
		for {
			line, _, err := r.ReadLine()
			if err != nil {
				break
			}
			n += len(line)
		}
		sinkInt = n
	}
}

func BenchmarkGoReaderReadString(b *testing.B) {
	src := goMemReader{data: benchText}
	r := gobufio.NewReader(&src)
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		r.Reset(&src)
		n := 0
		for {
			s, err := r.ReadString('\n')
			n += len(s)
			if err != nil {
				break
			}
		}
		sinkInt = n
	}
}

func BenchmarkGoReaderWriteTo(b *testing.B) {
	src := goMemReader{data: benchText[:16<<10]}
	r := gobufio.NewReader(&src)
	var dst countWriter
	b.SetBytes(16 << 10)
	for i := 0; i < b.N; i++ {
		src.pos = 0
		r.Reset(&src)
		n, _ := r.WriteTo(&dst)
		sinkInt = int(n)
	}
}

func BenchmarkGoWriterWriteByte(b *testing.B) {
	var dst countWriter
	w := gobufio.NewWriter(&dst)
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		for _, c := range benchText {
			w.WriteByte(c)
		}
		w.Flush()
	}
	sinkInt = dst.n
}

func BenchmarkGoWriterWriteString(b *testing.B) {
	var dst countWriter
	w := gobufio.NewWriter(&dst)
	words := []string{"lorem ", "ipsum ", "dolor ", "sit ", "amet,\n", "consectetur ", "adipiscing ", "élit\n"}
	total := 0
	for j := 0; j < 1024; j++ {
		total += len(words[j%len(words)])
	}
	b.SetBytes(int64(total))
	for i := 0; i < b.N; i++ {
		for j := 0; j < 1024; j++ {
			w.WriteString(words[j%len(words)])
		}
		w.Flush()
	}
	sinkInt = dst.n
}

func BenchmarkGoWriterWriteRune(b *testing.B) {
	var dst countWriter
	w := gobufio.NewWriter(&dst)
	runes := []rune{'a', 'é', 'z', '€', ' ', '\n', '𝄞', 'q'}
	b.SetBytes(1024 * 16 / 8)
	for i := 0; i < b.N; i++ {
		for j := 0; j < 1024; j++ {
			w.WriteRune(runes[j%len(runes)])
		}
		w.Flush()
	}
	sinkInt = dst.n
}

func BenchmarkGoWriterReadFrom(b *testing.B) {
	src := goMemReader{data: benchText[:16<<10]}
	var dst countWriter
	w := gobufio.NewWriter(&dst)
	b.SetBytes(16 << 10)
	for i := 0; i < b.N; i++ {
		src.pos = 0
		w.Reset(&dst)
		n, _ := w.ReadFrom(&src)
		w.Flush()
		sinkInt = int(n)
	}
}

func BenchmarkGoScannerLines(b *testing.B) {
	src := goMemReader{data: benchText}
	var buf [MaxLine]byte
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		sc := gobufio.NewScanner(&src)
		sc.Buffer(buf[:0], len(buf))
		n := 0
		for sc.Scan() {
			n += len(sc.Bytes())
		}
		sinkInt = n
	}
}

func BenchmarkGoScannerText(b *testing.B) {
	src := goMemReader{data: benchText}
	var buf [MaxLine]byte
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		sc := gobufio.NewScanner(&src)
		sc.Buffer(buf[:0], len(buf))
		n := 0
		for sc.Scan() {
			n += len(sc.Text())
		}
		sinkInt = n
	}
}

func BenchmarkGoScannerWords(b *testing.B) {
	src := goMemReader{data: benchText}
	var buf [MaxLine]byte
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		sc := gobufio.NewScanner(&src)
		sc.Buffer(buf[:0], len(buf))
		sc.Split(gobufio.ScanWords)
		n := 0
		for sc.Scan() {
			n++
		}
		sinkInt = n
	}
}
