//go:build !solod

// This file compares the package with Go's bufio (the oracle) on random sequences of calls:
// the same calls on a Reader, Writer or Scanner of each package, over readers and writers
// that behave identically (random read sizes, empty reads, errors with or without the last
// bytes, writers that fail or write short), must give the same results, the same errors and
// the same calls on the reader or writer underneath. It runs under `go test` only: solod's
// tests cannot import Go's standard library. BUFIO_ORACLE_N sets the number of sequences of
// each kind (default 3000).
package bufio_test

import (
	gobufio "bufio"
	"errors"
	goio "io"
	"math/rand"
	"os"
	"strconv"
	"testing"

	"solod.dev/so/bufio"
	"solod.dev/so/io"
	"solod.dev/so/mem"
)

func oracleN() int {
	if n, err := strconv.Atoi(os.Getenv("BUFIO_ORACLE_N")); err == nil {
		return n
	}
	return 3000
}

var errOracle = errors.New("oracle failure")

// errName is an error as both sides can compare it: nil, the text of a bufio error, "EOF",
// the names of io's errors and of the test's.
func errName(err error) string {
	switch err {
	case nil:
		return "nil"
	case goio.EOF, io.EOF:
		return "EOF"
	case goio.ErrNoProgress, io.ErrNoProgress:
		return "ErrNoProgress"
	case goio.ErrShortWrite, io.ErrShortWrite:
		return "ErrShortWrite"
	case errOracle:
		return "oracle failure"
	}
	return "bufio: " + err.Error()
}

// script is the behaviour of a reader: the data, the sizes of its successive reads (0: an
// empty read), the error at the end, whether it comes with the last bytes.
type script struct {
	data     []byte
	sizes    []int
	end      int // 0: EOF, 1: errOracle
	withLast bool
}

// scriptReader plays a script; eof is its side's EOF.
type scriptReader struct {
	s     *script
	pos   int
	call  int
	eof   error
	calls *[]int // the sizes of p it was asked to fill
}

func (r *scriptReader) Read(p []byte) (int, error) {
	*r.calls = append(*r.calls, len(p))
	end := r.eof
	if r.s.end == 1 {
		end = errOracle
	}
	if r.pos == len(r.s.data) {
		return 0, end
	}
	k := r.s.sizes[r.call%len(r.s.sizes)]
	r.call++
	if k > len(p) {
		k = len(p)
	}
	if k > len(r.s.data)-r.pos {
		k = len(r.s.data) - r.pos
	}
	copy(p, r.s.data[r.pos:r.pos+k])
	r.pos += k
	if r.s.withLast && r.pos == len(r.s.data) {
		return k, end
	}
	return k, nil
}

// recWriter records the sizes of the writes and what they wrote; it accepts limit bytes in
// total, then fails; with short set, a write that still gets some bytes in is short without
// an error (one that gets none in fails: a writer that writes nothing without an error makes
// Go's bufio loop for ever).
type recWriter struct {
	limit int
	short bool
	out   []byte
	sizes []int
}

func (w *recWriter) Write(p []byte) (int, error) {
	w.sizes = append(w.sizes, len(p))
	k := len(p)
	if w.limit >= 0 && len(w.out)+k > w.limit {
		k = w.limit - len(w.out)
		if !w.short || k == 0 {
			w.out = append(w.out, p[:k]...)
			return k, errOracle
		}
	}
	w.out = append(w.out, p[:k]...)
	return k, nil
}

func randomData(rng *rand.Rand, n int) []byte {
	pieces := []string{"a", "b", "xyz", "\n", "\r\n", " ", "\t", "é", "€", "𝄞", "\xff", "\xe2\x82", "\u00a0", "\u2003", ","}
	var b []byte
	for len(b) < n {
		b = append(b, pieces[rng.Intn(len(pieces))]...)
	}
	return b
}

func randomScript(rng *rand.Rand) *script {
	s := &script{data: randomData(rng, rng.Intn(300)), end: rng.Intn(2), withLast: rng.Intn(3) == 0}
	for i := 0; i < 1+rng.Intn(6); i++ {
		if rng.Intn(8) == 0 {
			s.sizes = append(s.sizes, 0)
		} else {
			s.sizes = append(s.sizes, 1+rng.Intn(40))
		}
	}
	// At least one size that reads something, or nothing would ever be read.
	s.sizes = append(s.sizes, 1+rng.Intn(40))
	return s
}

func same(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestOracleReader(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	for iter := 0; iter < oracleN(); iter++ {
		sc := randomScript(rng)
		var soCalls, goCalls []int
		soR := &scriptReader{s: sc, eof: io.EOF, calls: &soCalls}
		goR := &scriptReader{s: sc, eof: goio.EOF, calls: &goCalls}
		size := 16 + rng.Intn(30)
		ours := bufio.NewReaderSize(a, soR, size)
		theirs := gobufio.NewReaderSize(goR, size)
		var trace []string
		fail := func(format string, args ...any) {
			t.Fatalf("sequence %d (buffer %d, data %q, sizes %v, end %d/%t): %v: "+format, append([]any{iter, size,
				sc.data, sc.sizes, sc.end, sc.withLast, trace}, args...)...)
		}
		for step := 0; step < 40; step++ {
			op := rng.Intn(14)
			k := rng.Intn(size + 10)
			delim := []byte{'\n', ',', ' ', 'x'}[rng.Intn(4)]
			trace = append(trace, strconv.Itoa(op)+"/"+strconv.Itoa(k)+"/"+strconv.Quote(string(delim)))
			switch op {
			case 0:
				p1, p2 := make([]byte, k), make([]byte, k)
				n1, e1 := ours.Read(p1)
				n2, e2 := theirs.Read(p2)
				if n1 != n2 || errName(e1) != errName(e2) || string(p1[:n1]) != string(p2[:n2]) {
					fail("Read(%d) = %d %v, Go %d %v", k, n1, e1, n2, e2)
				}
			case 1:
				c1, e1 := ours.ReadByte()
				c2, e2 := theirs.ReadByte()
				if c1 != c2 || errName(e1) != errName(e2) {
					fail("ReadByte = %q %v, Go %q %v", c1, e1, c2, e2)
				}
			case 2:
				if e1, e2 := ours.UnreadByte(), theirs.UnreadByte(); errName(e1) != errName(e2) {
					fail("UnreadByte = %v, Go %v", e1, e2)
				}
			case 3:
				r1, s1, e1 := ours.ReadRune()
				r2, s2, e2 := theirs.ReadRune()
				if r1 != r2 || s1 != s2 || errName(e1) != errName(e2) {
					fail("ReadRune = %q %d %v, Go %q %d %v", r1, s1, e1, r2, s2, e2)
				}
			case 4:
				if e1, e2 := ours.UnreadRune(), theirs.UnreadRune(); errName(e1) != errName(e2) {
					fail("UnreadRune = %v, Go %v", e1, e2)
				}
			case 5:
				k -= 2
				p1, e1 := ours.Peek(k)
				p2, e2 := theirs.Peek(k)
				if string(p1) != string(p2) || errName(e1) != errName(e2) {
					fail("Peek(%d) = %q %v, Go %q %v", k, p1, e1, p2, e2)
				}
			case 6:
				k -= 2
				n1, e1 := ours.Discard(k)
				n2, e2 := theirs.Discard(k)
				if n1 != n2 || errName(e1) != errName(e2) {
					fail("Discard(%d) = %d %v, Go %d %v", k, n1, e1, n2, e2)
				}
			case 7:
				l1, e1 := ours.ReadSlice(delim)
				l2, e2 := theirs.ReadSlice(delim)
				if string(l1) != string(l2) || errName(e1) != errName(e2) {
					fail("ReadSlice = %q %v, Go %q %v", l1, e1, l2, e2)
				}
			case 8:
				l1, p1, e1 := ours.ReadLine()
				l2, p2, e2 := theirs.ReadLine()
				if string(l1) != string(l2) || (l1 == nil) != (l2 == nil) || p1 != p2 || errName(e1) != errName(e2) {
					fail("ReadLine = %q %t %v, Go %q %t %v", l1, p1, e1, l2, p2, e2)
				}
			case 9:
				s1, e1 := ours.ReadString(delim)
				s2, e2 := theirs.ReadString(delim)
				if s1 != s2 || errName(e1) != errName(e2) {
					fail("ReadString = %q %v, Go %q %v", s1, e1, s2, e2)
				}
				mem.FreeString(a, s1)
			case 10:
				b1, e1 := ours.ReadBytes(delim)
				b2, e2 := theirs.ReadBytes(delim)
				if string(b1) != string(b2) || errName(e1) != errName(e2) {
					fail("ReadBytes = %q %v, Go %q %v", b1, e1, b2, e2)
				}
				mem.FreeSlice(a, b1)
			case 11:
				if ours.Buffered() != theirs.Buffered() {
					fail("Buffered = %d, Go %d", ours.Buffered(), theirs.Buffered())
				}
			case 12:
				if rng.Intn(4) != 0 {
					continue
				}
				limit := -1
				if rng.Intn(2) == 0 {
					limit = rng.Intn(200)
				}
				w1, w2 := &recWriter{limit: limit}, &recWriter{limit: limit}
				n1, e1 := ours.WriteTo(w1)
				n2, e2 := theirs.WriteTo(w2)
				if n1 != n2 || errName(e1) != errName(e2) || string(w1.out) != string(w2.out) || !same(w1.sizes, w2.sizes) {
					fail("WriteTo = %d %v %v, Go %d %v %v", n1, e1, w1.sizes, n2, e2, w2.sizes)
				}
			case 13:
				if rng.Intn(10) != 0 {
					continue
				}
				// Reset to a fresh copy of the script.
				soCalls, goCalls = nil, nil
				soR = &scriptReader{s: sc, eof: io.EOF, calls: &soCalls}
				goR = &scriptReader{s: sc, eof: goio.EOF, calls: &goCalls}
				ours.Reset(soR)
				theirs.Reset(goR)
			}
			if !same(soCalls, goCalls) {
				fail("reads %v, Go %v", soCalls, goCalls)
			}
		}
		ours.Free()
	}
	if tr.InUse() != 0 {
		t.Errorf("%d bytes not given back", tr.InUse())
	}
}

func TestOracleWriter(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for iter := 0; iter < oracleN(); iter++ {
		limit := -1
		if rng.Intn(2) == 0 {
			limit = rng.Intn(400)
		}
		short := rng.Intn(2) == 0
		w1, w2 := &recWriter{limit: limit, short: short}, &recWriter{limit: limit, short: short}
		size := rng.Intn(40) - 2
		ours := bufio.NewWriterSize(nil, w1, size)
		theirs := gobufio.NewWriterSize(w2, size)
		var trace []string
		fail := func(format string, args ...any) {
			t.Fatalf("sequence %d (buffer %d, limit %d, short %t): %v: "+format,
				append([]any{iter, size, limit, short, trace}, args...)...)
		}
		for step := 0; step < 30; step++ {
			op := rng.Intn(9)
			data := randomData(rng, rng.Intn(60))
			trace = append(trace, strconv.Itoa(op)+"/"+strconv.Itoa(len(data)))
			switch op {
			case 0:
				n1, e1 := ours.Write(data)
				n2, e2 := theirs.Write(data)
				if n1 != n2 || errName(e1) != errName(e2) {
					fail("Write(%d) = %d %v, Go %d %v", len(data), n1, e1, n2, e2)
				}
			case 1:
				n1, e1 := ours.WriteString(string(data))
				n2, e2 := theirs.WriteString(string(data))
				if n1 != n2 || errName(e1) != errName(e2) {
					fail("WriteString(%d) = %d %v, Go %d %v", len(data), n1, e1, n2, e2)
				}
			case 2:
				c := byte(rng.Intn(256))
				if e1, e2 := ours.WriteByte(c), theirs.WriteByte(c); errName(e1) != errName(e2) {
					fail("WriteByte = %v, Go %v", e1, e2)
				}
			case 3:
				r := []rune{'a', 'é', '€', '𝄞', -1, 0x110000, 0xd800, 0x7f, 0x80}[rng.Intn(9)]
				n1, e1 := ours.WriteRune(r)
				n2, e2 := theirs.WriteRune(r)
				if n1 != n2 || errName(e1) != errName(e2) {
					fail("WriteRune(%x) = %d %v, Go %d %v", r, n1, e1, n2, e2)
				}
			case 4:
				if e1, e2 := ours.Flush(), theirs.Flush(); errName(e1) != errName(e2) {
					fail("Flush = %v, Go %v", e1, e2)
				}
			case 5:
				if ours.Available() != theirs.Available() || ours.Buffered() != theirs.Buffered() ||
					ours.Size() != theirs.Size() || cap(ours.AvailableBuffer()) != cap(theirs.AvailableBuffer()) {
					fail("Available %d Buffered %d Size %d, Go %d %d %d", ours.Available(), ours.Buffered(),
						ours.Size(), theirs.Available(), theirs.Buffered(), theirs.Size())
				}
			case 6, 7:
				sc := randomScript(rng)
				var c1, c2 []int
				n1, e1 := ours.ReadFrom(&scriptReader{s: sc, eof: io.EOF, calls: &c1})
				n2, e2 := theirs.ReadFrom(&scriptReader{s: sc, eof: goio.EOF, calls: &c2})
				if n1 != n2 || errName(e1) != errName(e2) || !same(c1, c2) {
					fail("ReadFrom = %d %v %v, Go %d %v %v", n1, e1, c1, n2, e2, c2)
				}
			case 8:
				if rng.Intn(8) == 0 {
					w1.out, w1.sizes, w2.out, w2.sizes = nil, nil, nil, nil
					ours.Reset(w1)
					theirs.Reset(w2)
				}
			}
			if string(w1.out) != string(w2.out) || !same(w1.sizes, w2.sizes) {
				fail("wrote %v, Go %v", w1.sizes, w2.sizes)
			}
		}
		ours.Free()
	}
}

func TestOracleScanner(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	splits := []struct {
		name   string
		ours   bufio.SplitFunc
		theirs gobufio.SplitFunc
	}{
		{"lines", bufio.ScanLines, gobufio.ScanLines},
		{"words", bufio.ScanWords, gobufio.ScanWords},
		{"runes", bufio.ScanRunes, gobufio.ScanRunes},
		{"bytes", bufio.ScanBytes, gobufio.ScanBytes},
	}
	for iter := 0; iter < oracleN(); iter++ {
		sc := randomScript(rng)
		// Long tokens sometimes.
		if rng.Intn(4) == 0 {
			for i := 0; i < rng.Intn(3); i++ {
				at := rng.Intn(len(sc.data) + 1)
				long := randomData(rng, 100+rng.Intn(5000))
				for j := range long {
					if long[j] == '\n' || long[j] == ' ' {
						long[j] = 'y'
					}
				}
				sc.data = append(sc.data[:at:at], append(long, sc.data[at:]...)...)
			}
		}
		sp := splits[rng.Intn(len(splits))]
		var c1, c2 []int
		ours := bufio.NewScanner(a, &scriptReader{s: sc, eof: io.EOF, calls: &c1})
		theirs := gobufio.NewScanner(&scriptReader{s: sc, eof: goio.EOF, calls: &c2})
		ours.Split(sp.ours)
		theirs.Split(sp.theirs)
		var own []byte
		if rng.Intn(3) == 0 {
			own = make([]byte, 0, rng.Intn(64))
			max := rng.Intn(2000)
			ours.Buffer(own, max)
			theirs.Buffer(make([]byte, 0, cap(own)), max)
		}
		for n := 0; ; n++ {
			s1, s2 := ours.Scan(), theirs.Scan()
			if s1 != s2 || ours.Text() != theirs.Text() || errName(ours.Err()) != errName(theirs.Err()) || !same(c1, c2) {
				t.Fatalf("sequence %d (%s, data %q, sizes %v, end %d/%t), token %d: %t %q %v %v, Go %t %q %v %v",
					iter, sp.name, sc.data, sc.sizes, sc.end, sc.withLast, n, s1, ours.Text(), ours.Err(), c1,
					s2, theirs.Text(), theirs.Err(), c2)
			}
			if !s1 {
				break
			}
		}
		ours.Free()
	}
	if tr.InUse() != 0 {
		t.Errorf("%d bytes not given back", tr.InUse())
	}
}
