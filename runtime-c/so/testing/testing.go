package testing

import (
	"unsafe"

	"solod.dev/so/mem"
	"solod.dev/so/time"
)

// TB is the interface common to T and B.
//
//so:callsite
type TB interface {
	Allocator() mem.Allocator
	Cleanup(f func())
	Error(args ...any)
	Errorf(format string, args ...any)
	Fail()
	FailNow()
	Failed() bool
	Fatal(args ...any)
	Fatalf(format string, args ...any)
	Helper()
	Log(args ...any)
	Logf(format string, args ...any)
	Name() string
	Skip(args ...any)
	SkipNow()
	Skipf(format string, args ...any)
	Skipped() bool

	private()
}

// maxHelpers is how many Helper functions a test remembers; more are not skipped.
const maxHelpers = 32

// maxCleanups is how many Cleanup functions a test can register.
const maxCleanups = 16

// common is the state T and B share: the name, the verdict, the output kept for the report.
type common struct {
	name    string
	nameMem buffer // holds name, for a subtest
	parent  *common
	level   int
	bench   bool

	// output holds the lines of the report (logs, and the reports of subtests) until the
	// test's own report is written (without -v, or for a subtest).
	output buffer

	failed   bool
	skipped  bool
	finished bool // the function returned, or called FailNow or SkipNow
	done     bool // the test and its subtests are complete
	ran      bool // the test or one of its subtests ran
	hasSub   bool
	running  bool // the function is running (a panic reports the test)

	helpers  [maxHelpers]string // functions marked by Helper (their C names)
	nhelpers int

	cleanups  [maxCleanups]func()
	ncleanups int

	start    time.Time
	duration time.Duration

	// guard is the harness's record of the running function (FailNow and SkipNow return to
	// it); siteBase is the depth of the call-site stack when the function started.
	guard    unsafe.Pointer
	siteBase int

	tracker   mem.Tracker
	trackerOn bool
}

// T is the state of a test, passed to each TestXxx function.
type T struct {
	common
}

// InternalTest is one test of a test binary.
type InternalTest struct {
	Name string
	F    func(*T)
}

// Test is InternalTest under the name the peer Solod's runner uses.
type Test = InternalTest

// Suite is the tests of one package (the peer Solod's runner).
type Suite struct {
	Pkg   string
	Tests []Test
}

// Options are the test binary's flags, as go test spells them without the -test. prefix.
type Options struct {
	Pkg       string        // the import path of the package under test
	Run       string        // -run: the tests to run, a regular expression per level
	Skip      string        // -skip: the tests not to run
	Bench     string        // -bench: the benchmarks to run ("" for none)
	BenchTime time.Duration // -benchtime as a duration (default 1s)
	BenchN    int           // -benchtime as a count (Nx); 0 means a duration
	Benchmem  bool          // -benchmem
	Count     int           // -count (0 means 1)
	Verbose   bool          // -v
	Short     bool          // -short
	FailFast  bool          // -failfast
	GOOS      string        // for the benchmarks' header
	GOARCH    string

	// Sprintf and Sprintln, when set, format the messages of Logf, Errorf, Fatalf, Skipf and
	// of Log, Error, Fatal, Skip, as fmt.Sprintf and fmt.Sprintln do, into memory from alloc
	// that the package frees with mem.FreeString (solod test sets so/fmt's Asprintf and
	// Asprintln when the module has so/fmt; testing does not import fmt, so that the packages
	// fmt depends on can have internal tests). Unset, a small formatter of the basic types
	// does it (format.go).
	Sprintf  func(alloc mem.Allocator, format string, a ...any) string
	Sprintln func(alloc mem.Allocator, a ...any) string
}

// The run's settings and state (one test binary runs one package).
var (
	opts       Options
	chatty     bool
	lastName   string // the test the last chatty line belonged to
	inMain     bool
	anyFailed  bool // for -failfast
	runFilter  filter
	skipFilter filter
	current    *common // the innermost running test
	panicking  bool    // a panicking test has written the reports
	allTests   []InternalTest
)

// Short reports whether -short was given.
func Short() bool { return opts.Short }

// Verbose reports whether -v was given.
func Verbose() bool { return chatty }

// Testing reports whether the program is a test binary.
func Testing() bool { return inMain }

func (c *common) private() {}

// Name returns the name of the test or benchmark: the names of its parents and its own,
// joined by slashes.
func (c *common) Name() string { return c.name }

// Fail marks the test (and its parents) failed; it keeps running.
func (c *common) Fail() {
	if c.parent != nil {
		c.parent.Fail()
	}
	if c.done {
		panic("Fail in goroutine after " + c.name + " has completed")
	}
	c.failed = true
}

// Failed reports whether the test has failed.
func (c *common) Failed() bool { return c.failed }

// Skipped reports whether the test was skipped.
func (c *common) Skipped() bool { return c.skipped }

// FailNow marks the test failed and stops it: its pending deferred calls run, and the run
// goes on with the next test.
func (c *common) FailNow() {
	c.Fail()
	c.finished = true
	c.stop()
}

// SkipNow marks the test skipped and stops it like FailNow. A test that failed before stays
// failed.
func (c *common) SkipNow() {
	c.skipped = true
	c.finished = true
	c.stop()
}

// stop leaves the function of the innermost running test (which is c, or a subtest of c:
// then its parents are stopped one by one as their Run calls return).
func (c *common) stop() {
	if current == nil || current.guard == nil {
		panic("testing: FailNow or SkipNow called outside a running test")
	}
	unwind(current.guard)
}

// Helper marks the calling function as a helper: the file and line of a log call are the
// first caller's outside the helpers.
//
//so:callsite
func (c *common) Helper() {
	d := siteDepth()
	if d == 0 {
		return
	}
	fn := siteFunc(d - 1)
	if c.isHelper(fn) || c.nhelpers == maxHelpers {
		return
	}
	c.helpers[c.nhelpers] = fn
	c.nhelpers++
}

func (c *common) isHelper(fn string) bool {
	for i := 0; i < c.nhelpers; i++ {
		if c.helpers[i] == fn {
			return true
		}
	}
	return false
}

// Cleanup registers f to be called when the test and its subtests are complete, the last
// registered first. f must be a top-level function or a function literal that captures
// nothing: a literal's variables live in the frame of the test function, which has returned
// by then.
func (c *common) Cleanup(f func()) {
	if hasEnv(f) {
		panic("testing: Cleanup of a function literal that captures variables: So cannot keep them after the test function returns")
	}
	if c.ncleanups == maxCleanups {
		panic("testing: too many Cleanup functions")
	}
	c.cleanups[c.ncleanups] = f
	c.ncleanups++
}

func (c *common) runCleanups() {
	for c.ncleanups > 0 {
		c.ncleanups--
		f := c.cleanups[c.ncleanups]
		f()
	}
}

// Allocator returns an allocator for the test: mem.System through a Tracker. A test whose
// allocations through it are not all freed when it ends fails with a leak report.
func (c *common) Allocator() mem.Allocator {
	if !c.trackerOn {
		c.tracker = mem.NewTracker(mem.System)
		c.trackerOn = true
	}
	return c.tracker.Allocator()
}

// checkLeaks fails a test that ends with memory of its Allocator not freed.
func (c *common) checkLeaks() {
	if !c.trackerOn || c.failed || c.skipped {
		return
	}
	n := c.tracker.Allocs() - c.tracker.Frees()
	bytes := c.tracker.InUse()
	if n == 0 && bytes == 0 {
		return
	}
	var w buffer
	w.writeString("memory leak: ")
	w.writeInt(n)
	w.writeString(" unfreed allocation(s), ")
	w.writeInt(bytes)
	w.writeString(" byte(s)\n")
	c.logLine(&w, false)
	w.free()
	c.Fail()
}

// Log formats its operands as fmt.Sprintln does and records the text in the test's log,
// which is printed if the test fails or with -v (always for a benchmark).
//
//so:callsite
func (c *common) Log(args ...any) {
	var w buffer
	msgln(&w, args)
	c.logLine(&w, true)
	w.free()
}

// Logf formats its operands as fmt.Sprintf does and records the text in the test's log.
//
//so:callsite
func (c *common) Logf(format string, args ...any) {
	var w buffer
	msgf(&w, format, args)
	c.logLine(&w, true)
	w.free()
}

// Error is Log followed by Fail.
//
//so:callsite
func (c *common) Error(args ...any) {
	var w buffer
	msgln(&w, args)
	c.logLine(&w, true)
	w.free()
	c.Fail()
}

// Errorf is Logf followed by Fail.
//
//so:callsite
func (c *common) Errorf(format string, args ...any) {
	var w buffer
	msgf(&w, format, args)
	c.logLine(&w, true)
	w.free()
	c.Fail()
}

// Fatal is Log followed by FailNow.
//
//so:callsite
func (c *common) Fatal(args ...any) {
	var w buffer
	msgln(&w, args)
	c.logLine(&w, true)
	w.free()
	c.FailNow()
}

// Fatalf is Logf followed by FailNow.
//
//so:callsite
func (c *common) Fatalf(format string, args ...any) {
	var w buffer
	msgf(&w, format, args)
	c.logLine(&w, true)
	w.free()
	c.FailNow()
}

// Skip is Log followed by SkipNow.
//
//so:callsite
func (c *common) Skip(args ...any) {
	var w buffer
	msgln(&w, args)
	c.logLine(&w, true)
	w.free()
	c.SkipNow()
}

// Skipf is Logf followed by SkipNow.
//
//so:callsite
func (c *common) Skipf(format string, args ...any) {
	var w buffer
	msgf(&w, format, args)
	c.logLine(&w, true)
	w.free()
	c.SkipNow()
}

// destination is the test a log line goes to: c while it runs, else its nearest running
// parent, else nil.
func (c *common) destination() *common {
	for p := c; p != nil; p = p.parent {
		if !p.done {
			return p
		}
	}
	return nil
}

// logLine records one message: "file:line: " (when site is set), the text with its
// continuation lines indented, and a newline.
func (c *common) logLine(msg *buffer, site bool) {
	s := msg.str()
	if len(s) > 0 && s[len(s)-1] == '\n' {
		s = s[:len(s)-1]
	}
	n := c.destination()
	if n == nil {
		panic("Log in goroutine after " + c.name + " has completed: " + s + "\n")
	}
	var line buffer
	if site {
		n.callSite(&line)
	}
	for i := 0; i < len(s); i++ {
		line.writeByte(s[i])
		if s[i] == '\n' {
			line.writeString(indent)
		}
	}
	line.writeByte('\n')
	n.writeOutput(line.str())
	line.free()
}

const indent = "    "

// writeOutput writes the lines of s (which ends with a newline), each indented: straight to
// the standard output with -v (and for a benchmark), else into the output kept for the
// report.
func (c *common) writeOutput(s string) {
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '\n' {
			continue
		}
		line := s[start : i+1]
		start = i + 1
		if chatty && !c.done {
			var w buffer
			w.writeString(indent)
			w.writeString(line)
			if c.bench {
				w.flush()
			} else {
				chattyPrint(c.name, &w)
			}
			w.free()
			continue
		}
		c.output.writeString(indent)
		c.output.writeString(line)
	}
}

// chattyPrint writes w for the test named name, after a "=== NAME" line when the previous
// chatty line was another test's.
func chattyPrint(name string, w *buffer) {
	if lastName == "" {
		setLastName(name)
	} else if lastName != name {
		var h buffer
		h.writeString("=== NAME  ")
		h.writeString(name)
		h.writeByte('\n')
		h.flush()
		h.free()
		setLastName(name)
	}
	w.flush()
}

// chattyUpdate writes w, a line that names the test itself ("=== RUN", a report).
func chattyUpdate(name string, w *buffer) {
	setLastName(name)
	w.flush()
}

// lastNameMem holds lastName (a test's name may be freed before the next line is written).
var lastNameMem buffer

func setLastName(name string) {
	lastNameMem.reset()
	lastNameMem.writeString(name)
	lastName = lastNameMem.str()
}

// callSite writes "file:line: " of the call that logs: the innermost noted call outside the
// test's helper functions.
func (c *common) callSite(w *buffer) {
	k := siteDepth() - 1
	if k < c.siteBase {
		w.writeString("???:1: ")
		return
	}
	for k > c.siteBase && c.isHelper(siteFunc(k)) {
		k--
	}
	w.writeString(siteFile(k))
	w.writeByte(':')
	w.writeInt(siteLine(k))
	w.writeString(": ")
}

// fmtDuration writes d in seconds with two decimals, "(0.00s)" without the parentheses.
func fmtDuration(w *buffer, d time.Duration) {
	args := [1]any{d.Seconds()}
	sprintf(w, "%.2fs", args[:])
}

// flushToParent writes the report of c: its header line and the output it kept. A top-level
// test's report goes to the standard output; a subtest's into its parent's output, indented.
func (c *common) flushToParent(status string) {
	p := c.parent
	var w buffer
	w.writeString("--- ")
	w.writeString(status)
	w.writeString(": ")
	w.writeString(c.name)
	if !c.bench {
		w.writeString(" (")
		fmtDuration(&w, c.duration)
		w.writeByte(')')
	}
	w.writeByte('\n')
	w.writeBytes(c.output.b)
	c.output.reset()
	if p.parent == nil {
		if chatty {
			chattyUpdate(c.name, &w)
		} else {
			w.flush()
		}
	} else {
		p.writeIndented(w.str())
	}
	w.free()
}

// writeIndented appends s to c's output with every line indented.
func (c *common) writeIndented(s string) {
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			c.output.writeString(indent)
			c.output.writeString(s[start : i+1])
			start = i + 1
		}
	}
	if start < len(s) {
		c.output.writeString(indent)
		c.output.writeString(s[start:])
	}
}

func (c *common) setRan() {
	if c.parent != nil {
		c.parent.setRan()
	}
	c.ran = true
}

// report writes the test's verdict line and kept output: always for a failure, with -v for
// a pass or a skip.
func (t *T) report() {
	if t.parent == nil {
		return
	}
	if t.failed {
		t.flushToParent("FAIL")
	} else if chatty {
		if t.skipped {
			t.flushToParent("SKIP")
		} else {
			t.flushToParent("PASS")
		}
	}
}

// panicked runs (deferred) when tRunner returns or a panic passes through it: for a test
// whose function panicked, it writes the reports of the test and its parents (failed) before
// the panic ends the program.
func (c *common) panicked() {
	if !c.running || panicking {
		return
	}
	panicking = true
	c.Fail()
	for r := c; r.parent != nil; r = r.parent {
		r.duration += time.Since(r.start)
		r.flushToParent("FAIL")
	}
}

// tRunner runs fn as the function of test t: FailNow and SkipNow return here, then the
// cleanups, the leak check and the report follow.
func tRunner(t *T, fn func(t *T)) {
	defer t.panicked()
	prev := current
	current = hideCommon(unsafe.Pointer(&t.common))
	t.start = time.Now()
	t.running = true
	ok := protect(fn, t, &t.guard, &t.siteBase)
	t.running = false
	current = prev
	if !ok && !t.finished {
		// A FailNow of a parent test stopped this one.
		for p := t.parent; p != nil; p = p.parent {
			if p.finished {
				var w buffer
				w.writeString("testing.go:1: test executed panic(nil) or runtime.Goexit: subtest may have called FailNow on a parent test\n")
				t.output.writeString(indent)
				t.output.writeBytes(w.b)
				w.free()
				t.Fail()
				break
			}
		}
	}
	t.finished = true
	t.runCleanups()
	t.checkLeaks()
	t.duration += time.Since(t.start)
	t.report()
	t.done = true
	if t.parent != nil && !t.hasSub {
		t.setRan()
	}
	if t.failed {
		anyFailed = true
	}
}

// Run runs f as a subtest of t named name (its spaces become underscores; a name used twice
// gets a #01 suffix) and reports whether it passed. A subtest that -run or -skip leaves out
// is not run and counts as passed.
func (t *T) Run(name string, f func(t *T)) bool {
	t.hasSub = true
	var sub T
	if !fullName(&t.common, name, &sub.nameMem) || shouldFailFast() {
		sub.nameMem.free()
		return true
	}
	sub.name = sub.nameMem.str()
	sub.parent = &t.common
	sub.level = t.level + 1
	if chatty {
		var w buffer
		w.writeString("=== RUN   ")
		w.writeString(sub.name)
		w.writeByte('\n')
		chattyUpdate(sub.name, &w)
		w.free()
	}
	tRunner(&sub, f)
	sub.output.free()
	sub.nameMem.free()
	if t.finished {
		// FailNow or SkipNow of t was called while the subtest ran: t stops too.
		t.stop()
	}
	return !sub.failed
}

func shouldFailFast() bool { return opts.FailFast && anyFailed }

// runAllTests is the function of the root test: each test of the binary is a subtest.
func runAllTests(t *T) {
	for _, test := range allTests {
		t.Run(test.Name, test.F)
	}
}

// runTests runs the tests (-count times); it reports whether a test ran and whether all
// passed.
func runTests(tests []InternalTest) (bool, bool) {
	ran := false
	ok := true
	count := opts.Count
	if count <= 0 {
		count = 1
	}
	allTests = hideTests(unsafe.Pointer(unsafe.SliceData(tests)), len(tests))
	for i := 0; i < count; i++ {
		if shouldFailFast() {
			break
		}
		if i > 0 && !ran {
			break
		}
		clearSubNames()
		var root T
		tRunner(&root, runAllTests)
		ok = ok && !root.failed
		ran = ran || root.ran
		root.output.free()
	}
	return ran, ok
}

// Main runs the tests and benchmarks of a test binary as go test's do, prints PASS or FAIL
// and exits (status 1 when a test failed). solod test generates the call.
func Main(o Options, tests []InternalTest, benchmarks []InternalBenchmark) {
	opts = o
	chatty = o.Verbose
	inMain = true
	if !runFilter.compile(o.Run, "-test.run") || !skipFilter.compile(o.Skip, "-test.skip") {
		exit(1)
	}
	testRan, testOk := runTests(tests)
	if !testRan && o.Bench == "" {
		printErr("testing: warning: no tests to run\n")
	}
	// As go test: no benchmark runs after a failed test.
	if !testOk || !runBenchmarks(benchmarks) {
		printOut("FAIL\n")
		exit(1)
	}
	printOut("PASS\n")
	exit(0)
}

// RunTests runs tests as the tests of package pkg with the options (the peer Solod's entry:
// Run is a regular expression here, as go test's -run), prints go test's output and exits.
func RunTests(pkg string, o Options, tests []Test) {
	o.Pkg = pkg
	Main(o, tests, nil)
}

// RunSuites runs the tests of several packages, one after the other, and exits with status
// 1 if a test of any of them failed.
func RunSuites(o Options, suites []Suite) {
	opts = o
	chatty = o.Verbose
	inMain = true
	if !runFilter.compile(o.Run, "-test.run") || !skipFilter.compile(o.Skip, "-test.skip") {
		exit(1)
	}
	failed := false
	for _, s := range suites {
		opts.Pkg = s.Pkg
		_, ok := runTests(s.Tests)
		if ok {
			printOut("ok  \t" + s.Pkg + "\n")
		} else {
			printOut("FAIL\t" + s.Pkg + "\n")
			failed = true
		}
	}
	if failed {
		exit(1)
	}
	exit(0)
}
