package bufio_test

import (
	"testing"
	"unsafe"

	"solod.dev/so/bufio"
	"solod.dev/so/io"
	"solod.dev/so/mem"
)

// The hot paths of Reader, Writer and Scanner over readers and writers that cost almost
// nothing themselves, so the numbers are the package's.

// memReader reads a byte slice (an io.Reader only: no WriteTo).
type memReader struct {
	data []byte
	pos  int
}

func (r *memReader) Read(p []byte) (int, error) {
	if r.pos == len(r.data) {
		return 0, io.EOF
	}
	n := copy(p, r.data[r.pos:])
	r.pos += n
	return n, nil
}

// countWriter counts what it is given (an io.Writer only: no ReadFrom).
type countWriter struct{ n int }

func (w *countWriter) Write(p []byte) (int, error) {
	w.n += len(p)
	return len(p), nil
}

// benchText is 64 KiB of text lines of 10 to 80 bytes, with some multi-byte runes.
var benchText = makeText(64 << 10)

func makeText(n int) []byte {
	words := []string{"lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "élit", "sed", "dö", "€uro"}
	// Page-aligned memory (never freed), as Go's heap gives a large slice: copies from it
	// then run at the same speed under both compilers.
	p, err := mem.System.Alloc(n, 4096)
	if err != nil {
		panic(err)
	}
	b := unsafe.Slice((*byte)(p.(unsafe.Pointer)), n)[:0]
	line := 0
	for i := 0; len(b) < n; i++ {
		w := words[(i*7+i/3)%len(words)]
		if len(b)+len(w)+1 > n {
			break
		}
		b = append(b, w...)
		line += len(w) + 1
		if line > 10+(i*13)%70 {
			b = append(b, '\n')
			line = 0
		} else {
			b = append(b, ' ')
		}
	}
	for len(b) < n {
		b = append(b, '\n')
	}
	return b
}

//so:volatile
var sinkInt int

func BenchmarkReaderReadByte(b *testing.B) {
	src := memReader{data: benchText}
	r := bufio.NewReader(nil, &src)
	defer r.Free()
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

func BenchmarkReaderReadRune(b *testing.B) {
	src := memReader{data: benchText}
	r := bufio.NewReader(nil, &src)
	defer r.Free()
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

func BenchmarkReaderReadSlice(b *testing.B) {
	src := memReader{data: benchText}
	r := bufio.NewReader(nil, &src)
	defer r.Free()
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

func BenchmarkReaderReadLine(b *testing.B) {
	src := memReader{data: benchText}
	r := bufio.NewReader(nil, &src)
	defer r.Free()
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

func BenchmarkReaderReadString(b *testing.B) {
	src := memReader{data: benchText}
	r := bufio.NewReader(nil, &src)
	defer r.Free()
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		r.Reset(&src)
		n := 0
		for {
			s, err := r.ReadString('\n')
			n += len(s)
			mem.FreeString(nil, s)
			if err != nil {
				break
			}
		}
		sinkInt = n
	}
}

func BenchmarkReaderWriteTo(b *testing.B) {
	// The text is copied into this frame: a reader over package-level bytes would make every
	// pointer WriteTo is given suspect of being stored there (the analysis knows memory outside
	// the frame only as a whole).
	var text [16 << 10]byte
	copy(text[:], benchText)
	src := memReader{data: text[:]}
	r := bufio.NewReader(nil, &src)
	defer r.Free()
	var dst countWriter
	b.SetBytes(16 << 10)
	for i := 0; i < b.N; i++ {
		src.pos = 0
		r.Reset(&src)
		n, _ := r.WriteTo(&dst)
		sinkInt = int(n)
	}
}

func BenchmarkWriterWriteByte(b *testing.B) {
	var dst countWriter
	w := bufio.NewWriter(nil, &dst)
	defer w.Free()
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		for _, c := range benchText {
			w.WriteByte(c)
		}
		w.Flush()
	}
	sinkInt = dst.n
}

func BenchmarkWriterWriteString(b *testing.B) {
	var dst countWriter
	w := bufio.NewWriter(nil, &dst)
	defer w.Free()
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

func BenchmarkWriterWriteRune(b *testing.B) {
	var dst countWriter
	w := bufio.NewWriter(nil, &dst)
	defer w.Free()
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

func BenchmarkWriterReadFrom(b *testing.B) {
	src := memReader{data: benchText[:16<<10]}
	var dst countWriter
	w := bufio.NewWriter(nil, &dst)
	defer w.Free()
	b.SetBytes(16 << 10)
	for i := 0; i < b.N; i++ {
		src.pos = 0
		w.Reset(&dst)
		n, _ := w.ReadFrom(&src)
		w.Flush()
		sinkInt = int(n)
	}
}

func BenchmarkScannerLines(b *testing.B) {
	src := memReader{data: benchText}
	var buf [MaxLine]byte
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		sc := bufio.NewScanner(nil, &src)
		sc.Buffer(buf[:0], len(buf))
		n := 0
		for sc.Scan() {
			n += len(sc.Bytes())
		}
		sinkInt = n
	}
}

// MaxLine is the buffer of the Scanner benchmarks: no allocation in the loop.
const MaxLine = 4096

func BenchmarkScannerText(b *testing.B) {
	src := memReader{data: benchText}
	var buf [MaxLine]byte
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		sc := bufio.NewScanner(nil, &src)
		sc.Buffer(buf[:0], len(buf))
		n := 0
		for sc.Scan() {
			n += len(sc.Text())
		}
		sinkInt = n
	}
}

func BenchmarkScannerWords(b *testing.B) {
	src := memReader{data: benchText}
	var buf [MaxLine]byte
	b.SetBytes(int64(len(benchText)))
	for i := 0; i < b.N; i++ {
		src.pos = 0
		sc := bufio.NewScanner(nil, &src)
		sc.Buffer(buf[:0], len(buf))
		sc.Split(bufio.ScanWords)
		n := 0
		for sc.Scan() {
			n++
		}
		sinkInt = n
	}
}
