package testing

import (
	"unsafe"

	"solod.dev/so/mem"
	"solod.dev/so/time"
)

// InternalBenchmark is one benchmark of a test binary.
type InternalBenchmark struct {
	Name string
	F    func(b *B)
}

// Benchmark is InternalBenchmark under the name the peer Solod's runner uses.
type Benchmark = InternalBenchmark

// BenchmarkResult is the result of a benchmark run.
type BenchmarkResult struct {
	N         int           // iterations
	T         time.Duration // total time
	Bytes     int64         // bytes processed in one iteration (SetBytes)
	MemAllocs uint64        // allocations through the benchmark's Allocator
	MemBytes  uint64        // bytes allocated through it
}

// B is the state of a benchmark, passed to each BenchmarkXxx function. N is the number of
// iterations a b.N loop runs; a b.Loop loop sets it when it ends.
type B struct {
	common
	N int

	benchFunc    func(b *B)
	benchTimeD   time.Duration
	benchTimeN   int
	bytes        int64
	missingBytes bool
	timerOn      bool
	showAllocs   bool
	result       BenchmarkResult
	ran1         bool

	startAllocs uint64
	startBytes  uint64
	netAllocs   uint64
	netBytes    uint64

	loopN    uint64
	loopI    uint64
	loopDone bool
}

// loopPoisonTimer, set in loopI while the timer is stopped, sends Loop to its slow path.
const loopPoisonTimer = uint64(1) << 63

// The benchmark run's state.
var (
	benchFilter  filter
	benchMaxLen  int
	benchExtLen  int
	labelsDone   bool
	benchesToRun []InternalBenchmark
)

// procs is the number of CPUs the benchmarks report (Go's GOMAXPROCS), in the name suffix.
var procs int

func (b *B) allocStats() (uint64, uint64) {
	if !b.trackerOn {
		return 0, 0
	}
	return uint64(b.tracker.Allocs() + b.tracker.Reallocs()), uint64(b.tracker.Bytes())
}

// StartTimer starts timing (the harness starts it before each run).
func (b *B) StartTimer() {
	if !b.timerOn {
		b.startAllocs, b.startBytes = b.allocStats()
		b.start = time.Now()
		b.timerOn = true
		b.loopI &^= loopPoisonTimer
	}
}

// StopTimer stops timing: what follows until StartTimer is not measured.
func (b *B) StopTimer() {
	if b.timerOn {
		b.duration += time.Since(b.start)
		a, n := b.allocStats()
		b.netAllocs += a - b.startAllocs
		b.netBytes += n - b.startBytes
		b.timerOn = false
		b.loopI |= loopPoisonTimer
	}
}

// ResetTimer zeroes the elapsed time and the allocation counts; it does not start or stop
// the timer.
func (b *B) ResetTimer() {
	if b.timerOn {
		b.startAllocs, b.startBytes = b.allocStats()
		b.start = time.Now()
	}
	b.duration = 0
	b.netAllocs = 0
	b.netBytes = 0
}

// SetBytes records the bytes one iteration processes: the result shows MB/s.
func (b *B) SetBytes(n int64) { b.bytes = n }

// ReportAllocs shows B/op and allocs/op for this benchmark: the allocations made through
// b.Allocator() (So has no hidden heap allocation to count).
func (b *B) ReportAllocs() { b.showAllocs = true }

// Elapsed returns the time measured so far.
func (b *B) Elapsed() time.Duration {
	d := b.duration
	if b.timerOn {
		d += time.Since(b.start)
	}
	return d
}

// runN runs the benchmark function once with b.N = n.
func (b *B) runN(n int) {
	b.N = n
	b.loopN = 0
	b.loopI = 0
	b.loopDone = false
	b.ResetTimer()
	b.StartTimer()
	b.benchFunc(b)
	b.StopTimer()
	b.runCleanups()
	if b.loopN > 0 && !b.loopDone && !b.failed {
		b.Error("benchmark function returned without B.Loop() == false (break or return in loop?)")
	}
}

func runOnce(b *B) { b.runN(1) }

// run1 runs the first iteration; it reports whether more should run.
func (b *B) run1() bool {
	if n := len(b.name) + benchExtLen + 1; n > benchMaxLen {
		benchMaxLen = n + 8
	}
	b.runProtected(runOnce)
	if b.failed {
		var w buffer
		w.writeString("--- FAIL: ")
		w.writeString(b.name)
		w.writeByte('\n')
		w.writeBytes(b.output.b)
		w.flush()
		w.free()
		return false
	}
	if b.hasSub || b.finished {
		tag := "BENCH"
		if b.skipped {
			tag = "SKIP"
		}
		if chatty && (len(b.output.b) > 0 || b.finished) {
			var w buffer
			w.writeString("--- ")
			w.writeString(tag)
			w.writeString(": ")
			w.writeString(b.name)
			w.writeByte('\n')
			w.writeBytes(b.output.b)
			w.flush()
			w.free()
		}
		return false
	}
	return true
}

// runProtected runs fn(b) so that FailNow and SkipNow return here.
func (b *B) runProtected(fn func(b *B)) {
	defer b.panicked()
	prev := current
	current = hideCommon(unsafe.Pointer(&b.common))
	b.running = true
	protectB(fn, b, &b.guard, &b.siteBase)
	b.running = false
	current = prev
}

// printLabels writes the goos, goarch, pkg and cpu lines, once.
func printLabels() {
	if labelsDone {
		return
	}
	labelsDone = true
	var w buffer
	w.writeString("goos: ")
	w.writeString(opts.GOOS)
	w.writeString("\ngoarch: ")
	w.writeString(opts.GOARCH)
	w.writeByte('\n')
	if opts.Pkg != "" {
		w.writeString("pkg: ")
		w.writeString(opts.Pkg)
		w.writeByte('\n')
	}
	var cpu [256]byte
	if n := cpuName(cpu[:]); n > 0 {
		w.writeString("cpu: ")
		w.writeBytes(cpu[:n])
		w.writeByte('\n')
	}
	w.flush()
	w.free()
}

func (b *B) run() {
	printLabels()
	b.processBench()
}

// benchName writes the name with the -procs suffix.
func benchName(w *buffer, name string) {
	w.writeString(name)
	if procs != 1 {
		w.writeByte('-')
		w.writeInt(procs)
	}
}

// launch runs the benchmark until it has run for the requested time (or count).
func (b *B) launch() {
	if b.loopN == 0 {
		if b.benchTimeN > 0 {
			if b.benchTimeN > 1 {
				b.runN(b.benchTimeN)
			}
		} else {
			d := b.benchTimeD
			for n := int64(1); !b.failed && b.duration < d && n < 1e9; {
				last := n
				goalns := d.Nanoseconds()
				prevIters := int64(b.N)
				n = int64(predictN(goalns, prevIters, b.duration.Nanoseconds(), last))
				b.runN(int(n))
			}
		}
	}
	b.result = BenchmarkResult{b.N, b.duration, b.bytes, b.netAllocs, b.netBytes}
}

func launchB(b *B) { b.launch() }

func (b *B) doBench() BenchmarkResult {
	b.runProtected(launchB)
	return b.result
}

// maxBenchPredictIters is the most iterations a benchmark runs.
const maxBenchPredictIters = 1_000_000_000

// predictN is the number of iterations that should take goalns, from the last run: 1.2 times
// the estimate, at most 100 times the last count, at least one more.
func predictN(goalns int64, prevIters int64, prevns int64, last int64) int {
	if prevns == 0 {
		prevns = 1
	}
	n := goalns * prevIters / prevns
	n += n / 5
	n = min(n, 100*last)
	n = max(n, last+1)
	n = min(n, maxBenchPredictIters)
	return int(n)
}

// processBench runs b (-count times) and prints its result lines.
func (b *B) processBench() {
	count := opts.Count
	if count <= 0 {
		count = 1
	}
	var name buffer
	benchName(&name, b.name)
	for j := 0; j < count; j++ {
		if !chatty {
			padName(name.str())
		}
		cur := b
		var again B
		if j > 0 {
			again.name = b.name
			again.parent = b.parent
			again.level = b.level
			again.bench = true
			again.benchFunc = b.benchFunc
			again.benchTimeD = b.benchTimeD
			again.benchTimeN = b.benchTimeN
			cur = &again
			cur.run1()
		}
		r := cur.doBench()
		if cur.failed {
			var w buffer
			w.writeString("--- FAIL: ")
			w.writeString(name.str())
			w.writeByte('\n')
			w.writeBytes(cur.output.b)
			w.flush()
			w.free()
			cur.output.reset()
			continue
		}
		var w buffer
		if chatty {
			padName(name.str())
		}
		r.writeString(&w)
		if opts.Benchmem || cur.showAllocs {
			w.writeByte('\t')
			r.writeMemString(&w)
		}
		w.writeByte('\n')
		w.flush()
		w.free()
		if len(cur.output.b) > 0 {
			var o buffer
			o.writeString("--- BENCH: ")
			o.writeString(name.str())
			o.writeByte('\n')
			o.writeBytes(cur.output.b)
			o.flush()
			o.free()
			cur.output.reset()
		}
		if j > 0 {
			again.output.free()
		}
	}
	name.free()
}

// padName writes the name left-justified in the width of the longest name, and a tab.
func padName(name string) {
	var w buffer
	w.writeString(name)
	for k := len(name); k < benchMaxLen; k++ {
		w.writeByte(' ')
	}
	w.writeByte('\t')
	w.flush()
	w.free()
}

// Run runs f as a subbenchmark named name; it reports whether it passed. A benchmark that
// calls Run is not measured itself.
func (b *B) Run(name string, f func(b *B)) bool {
	b.hasSub = true
	var sub B
	ok, partial := fullNameWith(&b.common, name, &sub.nameMem, &benchFilter)
	if !ok {
		sub.nameMem.free()
		return true
	}
	sub.name = sub.nameMem.str()
	sub.parent = &b.common
	sub.level = b.level + 1
	sub.bench = true
	sub.benchFunc = f
	sub.benchTimeD = b.benchTimeD
	sub.benchTimeN = b.benchTimeN
	if partial {
		sub.hasSub = true
	}
	if chatty {
		printLabels()
		printOut(sub.name)
		printOut("\n")
	}
	if sub.run1() {
		sub.run()
	}
	b.add(sub.result)
	sub.output.free()
	sub.nameMem.free()
	return !sub.failed
}

// add accounts a subbenchmark's result as if it ran in sequence within b.
func (b *B) add(other BenchmarkResult) {
	r := &b.result
	r.N = 1
	r.T += time.Duration(other.NsPerOp())
	if other.Bytes == 0 {
		b.missingBytes = true
		r.Bytes = 0
	}
	if !b.missingBytes {
		r.Bytes += other.Bytes
	}
	r.MemAllocs += uint64(other.AllocsPerOp())
	r.MemBytes += uint64(other.AllocedBytesPerOp())
}

// Loop reports whether the benchmark should run another iteration: a benchmark written as
// for b.Loop() { ... } runs its body until the benchmark has run long enough. The timer is
// reset at the first call and stopped at the last, so the setup before the loop is not
// measured. The C compiler may remove work whose result is unused: keep results alive with
// Keep or a package-level //so:volatile variable.
//
// Loop is inline C in the package's header: its slow path is reached through loopSlow (C),
// which calls loopSlowPath through the pointer init gives it.
//
//so:inline
func (b *B) Loop() bool {
	if b.loopI < b.loopN {
		b.loopI++
		return true
	}
	return loopSlow(b)
}

func init() { setLoopSlow(loopSlowPath) }

// loopSlowPath is Loop's slow path for loopSlow.
func loopSlowPath(b *B) bool { return b.loopSlowPath() }

func (b *B) loopSlowPath() bool {
	if !b.timerOn {
		b.Fatal("B.Loop called with timer stopped")
	}
	if b.loopN == 0 {
		if b.benchTimeN > 0 {
			b.loopN = uint64(b.benchTimeN)
		} else {
			b.loopN = 1
		}
		b.N = 0
		b.ResetTimer()
		b.loopI++
		return true
	}
	more := false
	if b.benchTimeN <= 0 {
		more = b.stopOrScaleLoop()
	}
	if !more {
		b.StopTimer()
		b.N = int(b.loopN)
		b.loopDone = true
		return false
	}
	b.loopI++
	return true
}

func (b *B) stopOrScaleLoop() bool {
	t := b.Elapsed()
	if t >= b.benchTimeD {
		return false
	}
	goalns := b.benchTimeD.Nanoseconds()
	prevIters := int64(b.loopN)
	b.loopN = uint64(predictN(goalns, prevIters, t.Nanoseconds(), prevIters))
	return uint64(prevIters) < b.loopN
}

// NsPerOp returns the ns/op metric.
func (r BenchmarkResult) NsPerOp() int64 {
	if r.N <= 0 {
		return 0
	}
	return r.T.Nanoseconds() / int64(r.N)
}

func (r BenchmarkResult) mbPerSec() float64 {
	if r.Bytes <= 0 || r.T <= 0 || r.N <= 0 {
		return 0
	}
	return (float64(r.Bytes) * float64(r.N) / 1e6) / r.T.Seconds()
}

// AllocsPerOp returns the allocs/op metric.
func (r BenchmarkResult) AllocsPerOp() int64 {
	if r.N <= 0 {
		return 0
	}
	return int64(r.MemAllocs) / int64(r.N)
}

// AllocedBytesPerOp returns the B/op metric.
func (r BenchmarkResult) AllocedBytesPerOp() int64 {
	if r.N <= 0 {
		return 0
	}
	return int64(r.MemBytes) / int64(r.N)
}

// writeString writes the result line without the name: iterations, ns/op, MB/s.
func (r BenchmarkResult) writeString(w *buffer) {
	args := [2]any{r.N, nil}
	sprintf(w, "%8d", args[:1])
	ns := float64(r.T.Nanoseconds()) / float64(r.N)
	if ns != 0 {
		w.writeByte('\t')
		prettyPrint(w, ns, "ns/op")
	}
	if mbs := r.mbPerSec(); mbs != 0 {
		args[0] = mbs
		sprintf(w, "\t%7.2f MB/s", args[:1])
	}
}

// writeMemString writes B/op and allocs/op.
func (r BenchmarkResult) writeMemString(w *buffer) {
	args := [2]any{r.AllocedBytesPerOp(), r.AllocsPerOp()}
	sprintf(w, "%8d B/op\t%8d allocs/op", args[:])
}

// prettyPrint writes x with a precision that depends on its size, in a column whose
// decimal points line up (go test's format).
func prettyPrint(w *buffer, x float64, unit string) {
	y := x
	if y < 0 {
		y = -y
	}
	format := "%18.7f %s"
	switch {
	case y == 0 || y >= 999.95:
		format = "%10.0f %s"
	case y >= 99.995:
		format = "%12.1f %s"
	case y >= 9.9995:
		format = "%13.2f %s"
	case y >= 0.99995:
		format = "%14.3f %s"
	case y >= 0.099995:
		format = "%15.4f %s"
	case y >= 0.0099995:
		format = "%16.5f %s"
	case y >= 0.00099995:
		format = "%17.6f %s"
	}
	args := [2]any{x, unit}
	sprintf(w, format, args[:])
}

// runAllBenchmarks is the function of the root benchmark: each selected benchmark is a
// subbenchmark.
func runAllBenchmarks(b *B) {
	for _, bm := range benchesToRun {
		b.Run(bm.Name, bm.F)
	}
}

// runBenchmarks runs the benchmarks -bench selects; it reports whether all passed.
func runBenchmarks(benchmarks []InternalBenchmark) bool {
	if opts.Bench == "" {
		return true
	}
	if !benchFilter.compile(opts.Bench, "-test.bench") {
		exit(1)
	}
	procs = numCPU()
	var ext buffer
	benchName(&ext, "")
	benchExtLen = len(ext.str())
	ext.free()
	n := 0
	for _, bm := range benchmarks {
		var name buffer
		if ok, _ := fullNameWith(nil, bm.Name, &name, &benchFilter); ok {
			n++
			var full buffer
			benchName(&full, bm.Name)
			if l := len(full.str()) + benchExtLen + 1; l > benchMaxLen {
				benchMaxLen = l
			}
			full.free()
		}
		name.free()
	}
	// The selected benchmarks, in order.
	sel := mem.AllocSlice[InternalBenchmark](nil, 0, n)
	for _, bm := range benchmarks {
		var name buffer
		if ok, _ := fullNameWith(nil, bm.Name, &name, &benchFilter); ok {
			sel = append(sel, bm)
		}
		name.free()
	}
	benchesToRun = hideBenchmarks(unsafe.Pointer(unsafe.SliceData(sel)), len(sel))
	var root B
	root.name = "Main"
	root.bench = true
	root.benchFunc = runAllBenchmarks
	root.benchTimeD = opts.BenchTime
	root.benchTimeN = opts.BenchN
	if root.benchTimeD <= 0 && root.benchTimeN <= 0 {
		root.benchTimeD = time.Second
	}
	root.runProtected(runOnce)
	root.output.free()
	benchesToRun = nil
	mem.FreeSlice(nil, sel)
	return !root.failed
}

// Keep makes the C compiler assume that the value p points to is used, so that a
// benchmark's work whose result is otherwise unused is not optimized away:
//
//	for b.Loop() {
//		x.Store(1)
//		testing.Keep(&x)
//	}
func Keep[T any](p *T) { keepPointer(unsafe.Pointer(p)) }
