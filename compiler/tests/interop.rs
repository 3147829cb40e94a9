//! Black-box tests of C interop that the golden programs cannot show: the `//so:link` flag
//! reaching the linker, a C error of a program's own C (`//so:extern`, `//so:attr`) reported as
//! the program's (not as an internal compiler error), and the programs that bind the
//! concurrency runtime run under ThreadSanitizer.

mod common;

use common::*;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(120);

/// Builds `src` (written into a scratch directory as `main.go`) and returns the outcome.
fn build_source(src: &str) -> (Outcome, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("temporary directory");
    std::fs::write(dir.path().join("main.go"), src).expect("write the program");
    let mut cmd = Command::new(solod());
    cmd.args(["build", "-o", "prog", "main.go"])
        .current_dir(dir.path())
        .env("NO_COLOR", "1");
    (run(&mut cmd, TIMEOUT), dir)
}

#[test]
fn link_directive_passes_the_library_to_the_linker() {
    // A library that does not exist: the linker names it, so the flag reached it.
    let (out, _dir) = build_source(
        "// A library to link.\npackage main\n\n//so:link so_no_such_library_for_tests\n\nfunc main() {}\n",
    );
    let err = out.stderr_text();
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(
        err.contains("so_no_such_library_for_tests"),
        "the linker was not given -lso_no_such_library_for_tests:\n{err}"
    );
    assert!(err.contains("the C compiler rejected the program"), "{err}");
    assert!(!compiler_crashed(&err), "{err}");
}

#[test]
fn a_wrong_extern_declaration_is_the_programs_error() {
    // C has no function of that name: the C compiler's error is the program's.
    let (out, _dir) = build_source(
        "// A C function that does not exist.\npackage main\n\n//so:extern so_no_such_function\nfunc missing() int32 { return 0 }\n\nfunc main() {\n\tprintln(missing())\n}\n",
    );
    let err = out.stderr_text();
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(err.contains("the C compiler rejected the program"), "{err}");
    assert!(err.contains("so_no_such_function"), "{err}");
    assert!(!err.contains("internal compiler error"), "{err}");
}

#[test]
fn a_bad_attribute_is_the_programs_error() {
    // `//so:attr` text is pasted into the C as it is: an attribute the C compiler does not know
    // (a warning, an error under -Werror) is the program's error, not an internal one.
    let (out, _dir) = build_source(
        "// An attribute C does not know.\npackage main\n\n//so:attr so_no_such_attribute\nfunc f() int { return 1 }\n\nfunc main() {\n\tprintln(f())\n}\n",
    );
    let err = out.stderr_text();
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(err.contains("the C compiler rejected the program"), "{err}");
    assert!(err.contains("so_no_such_attribute"), "{err}");
    assert!(!err.contains("internal compiler error"), "{err}");
}

/// Runs a golden program that binds the runtime under ThreadSanitizer and compares its
/// output with Go's (the committed expectations).
fn race_run(name: &str) {
    let src = testdata().join("run").join(format!("{name}.go"));
    let dir = tempfile::tempdir().expect("temporary directory");
    let prog = dir.path().join("prog");
    let mut cmd = Command::new(solod());
    cmd.args(["build", "--check", "race", "-o"])
        .arg(&prog)
        .arg(&src)
        .current_dir(dir.path());
    let b = run(&mut cmd, TIMEOUT);
    assert_eq!(
        b.code,
        0,
        "{name}: solod build --check race: {}",
        b.summary()
    );
    let got = run(&mut Command::new(&prog), Duration::from_secs(30));
    let want = |ext: &str| {
        std::fs::read(Path::new(&src).with_extension(ext)).expect("expected output file")
    };
    assert!(!got.timed_out, "{name} timed out under TSan");
    assert_eq!(got.code, 0, "{name} under TSan: {}", got.summary());
    assert_eq!(got.stdout, want("stdout"), "{name}: stdout under TSan");
    assert_eq!(
        got.stderr_text(),
        String::from_utf8_lossy(&want("stderr")),
        "{name}: stderr under TSan (a data race report?)"
    );
}

#[test]
fn conc_bindings_run_clean_under_thread_sanitizer() {
    race_run("c_conc_threads");
    race_run("c_conc_pool");
}

// ---- sanitize builds see dead memory ----------------------------------------------------------

/// A program whose C keeps pointers the compiler cannot follow (`//so:extern` C functions):
/// `f`'s local, read after `f` returned, and a result-stack value of a loop's previous
/// iteration, read after the next iteration's call made its own.
const DEAD_READS: &str = r#"// Reads of memory that is dead: fabricated through C, which So cannot follow.
package main

//so:embed keep.h
var header string

//so:extern
func keep(p *int) {}

//so:extern
func load() int { return 0 }

//so:attr noinline
func f() {
	v := 42
	keep(&v)
}

//so:attr noinline
func mk(i int) []int { return []int{i + 10, i} }

func main() {
	f()
	println("frame", load())
	for i := 0; i < 3; i++ {
		s := mk(i)
		if i > 0 {
			println("result", load())
		}
		keep(&s[0])
	}
}
"#;

const KEEP_H: &str = "static int64_t *kept;\n\
static void keep(int64_t *p) { kept = p; }\n\
static int64_t load(void) { return *kept; }\n";

/// `solod run --check sanitize` of DEAD_READS (its first read skipped when `frame` is false),
/// with the runtime and ASAN_OPTIONS given.
fn run_dead_reads(frame: bool, runtime: &str, asan_options: Option<&str>) -> Outcome {
    let dir = tempfile::tempdir().expect("temporary directory");
    let src = if frame {
        DEAD_READS.to_string()
    } else {
        DEAD_READS.replace("\tf()\n\tprintln(\"frame\", load())\n", "")
    };
    std::fs::write(dir.path().join("main.go"), src).expect("write the program");
    std::fs::write(dir.path().join("keep.h"), KEEP_H).expect("write keep.h");
    let mut cmd = Command::new(solod());
    cmd.args(["run", "--runtime", runtime, "--check", "sanitize", "."])
        .current_dir(dir.path())
        .env("NO_COLOR", "1")
        .env_remove("ASAN_OPTIONS");
    if let Some(o) = asan_options {
        cmd.env("ASAN_OPTIONS", o);
    }
    run(&mut cmd, TIMEOUT)
}

#[test]
fn sanitize_builds_report_reads_of_dead_frames_and_released_results() {
    for runtime in ["c", "rust"] {
        // The dead frame: detect_stack_use_after_return is on by default.
        let out = run_dead_reads(true, runtime, None);
        assert_eq!(out.code, 1, "{runtime}: {}", out.summary());
        assert!(
            out.stderr_text()
                .contains("AddressSanitizer: stack-use-after-return"),
            "{runtime}: {}",
            out.summary()
        );
        // The user's ASAN_OPTIONS win: without the option the read goes unseen (println
        // writes to stderr), and the program goes on to the next one.
        let out = run_dead_reads(true, runtime, Some("detect_stack_use_after_return=0"));
        assert!(
            out.stderr_text().starts_with("frame "),
            "{runtime}: {}",
            out.summary()
        );
        // The released result: poisoned, and not handed out again.
        let out = run_dead_reads(false, runtime, None);
        assert_eq!(out.code, 1, "{runtime}: {}", out.summary());
        assert!(
            out.stderr_text()
                .contains("AddressSanitizer: use-after-poison"),
            "{runtime}: {}",
            out.summary()
        );
    }
}
