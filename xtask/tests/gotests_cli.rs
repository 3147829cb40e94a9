//! End-to-end check of `xtask gotests` on a synthetic Go test directory, with a scripted
//! stand-in for solod whose behaviour each test file spells out in marker comments:
//!
//! - `// FAKE-BUILD: SH` runs at `solod build` (it may print diagnostics and exit);
//! - `// FAKE-PROG: SH` lines become the built program (a shell script);
//! - `// FAKE-CHECK: SH` runs at `solod check`.
//!
//! So every outcome the harness must tell apart (right and wrong output, exit status, hang,
//! capacity panic, each kind of compiler refusal or crash, errorcheck coverage) is produced on
//! purpose, without depending on the real compiler's progress.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const FAKE_SOLOD: &str = r#"#!/bin/sh
sub=$1; shift
out=; file=
while [ $# -gt 0 ]; do
  case $1 in -o) out=$2; shift 2 ;; *) file=$1; shift ;; esac
done
case $sub in
build)
  b=$(sed -n 's|^// FAKE-BUILD: ||p' "$file")
  [ -n "$b" ] && eval "$b"
  { echo '#!/bin/sh'; sed -n 's|^// FAKE-PROG: ||p' "$file"; } > "$out"
  chmod +x "$out"
  exit 0 ;;
check)
  c=$(sed -n 's|^// FAKE-CHECK: ||p' "$file")
  eval "$c"
  exit 0 ;;
esac
exit 2
"#;

/// (relative path, contents) of the synthetic test directory.
fn files() -> Vec<(&'static str, String)> {
    let diag = |msg: &str, line: u32| {
        format!("printf 'error: {msg}\\n  ┌─ %s:{line}:1\\n   │\\n' \"$file\"; exit 1")
    };
    vec![
        ("ken/.keep", String::new()),
        (
            "hello.go",
            "// run\n\npackage main\n// FAKE-PROG: echo hello\n".into(),
        ),
        ("hello.out", "hello\n".into()),
        (
            "stderr.go",
            "// run\n\npackage main\n// FAKE-PROG: echo one; echo two >&2; echo three\n".into(),
        ),
        ("stderr.out", "one\ntwo\nthree\n".into()),
        (
            "wrong.go",
            "// run\n\npackage main\n// FAKE-PROG: echo bye\n".into(),
        ),
        ("wrong.out", "hello\n".into()),
        ("silent.go", "// run\n\npackage main\n// FAKE-PROG: true\n".into()),
        (
            "noisy.go",
            "// run\n\npackage main\n// FAKE-PROG: echo unexpected\n".into(),
        ),
        (
            "exit1.go",
            "// run\n\npackage main\n// FAKE-PROG: echo hello; exit 1\n".into(),
        ),
        ("exit1.out", "hello\n".into()),
        (
            "panics.go",
            "// run\n\npackage main\n// FAKE-PROG: echo 'panic: runtime error: index out of range [7] with length 2' >&2; exit 2\n".into(),
        ),
        ("hang.go", "// run\n\npackage main\n// FAKE-PROG: sleep 30\n".into()),
        (
            "capacity.go",
            "// run\n\npackage main\n// FAKE-PROG: echo 'panic: append: out of capacity' >&2; exit 2\n".into(),
        ),
        (
            "args.go",
            "// run arg1 arg2\n\npackage main\n// FAKE-PROG: echo \"$@\"\n".into(),
        ),
        ("args.out", "arg1 arg2\n".into()),
        (
            "rejected.go",
            format!(
                "// run\n\npackage main\n// FAKE-BUILD: {}\n",
                diag("closures are not supported in So", 4)
            ),
        ),
        (
            "escape.go",
            format!(
                "// run\n\npackage main\n// FAKE-BUILD: {}\n",
                diag("`buf` escapes its frame: returned", 4)
            ),
        ),
        (
            "undefined.go",
            format!(
                "// run\n\npackage main\n// FAKE-BUILD: {}\n",
                diag("undefined: x", 4)
            ),
        ),
        (
            "ice.go",
            "// run\n\npackage main\n// FAKE-BUILD: echo 'error: internal compiler error: oops at src/x.rs:1'; exit 3\n".into(),
        ),
        (
            "ccfail.go",
            "// run\n\npackage main\n// FAKE-BUILD: echo 'error: C compiler failed'; echo 'main.c:3:1: error: expected expression'; exit 1\n".into(),
        ),
        (
            "cgo.go",
            "//go:build cgo\n\n// run\n\npackage main\n// FAKE-PROG: echo hello\n".into(),
        ),
        (
            "multi.go",
            "// run multi2.go\n\npackage main\n// FAKE-PROG: true\n".into(),
        ),
        ("compile.go", "// compile\n\npackage p\n".into()),
        (
            "fixedbugs/ec_pass.go",
            format!(
                "// errorcheck\n\npackage p\n\nvar x int = \"s\" // ERROR \"cannot use\"\n// FAKE-CHECK: {}\n",
                diag("cannot use s as int", 5)
            ),
        ),
        (
            "fixedbugs/ec_missed.go",
            format!(
                "// errorcheck\n\npackage p\n\nvar x int = \"s\" // ERROR \"cannot use\"\nvar y int = \"t\" // ERROR \"cannot use\"\n// FAKE-CHECK: {}\n",
                diag("cannot use", 5)
            ),
        ),
        (
            "fixedbugs/ec_accepted.go",
            "// errorcheck\n\npackage p\n\nvar x int = \"s\" // ERROR \"cannot use\"\n// FAKE-CHECK: true\n".into(),
        ),
        (
            "fixedbugs/ec_unsupported.go",
            format!(
                "// errorcheck\n\npackage p\n\nvar c chan int\nvar x int = \"s\" // ERROR \"cannot use\"\n// FAKE-CHECK: {}\n",
                diag("channels are not supported in So", 5)
            ),
        ),
        (
            "fixedbugs/ec_gc.go",
            "// errorcheck -0 -m\n\npackage p\n\nfunc f() {} // ERROR \"can inline\"\n".into(),
        ),
    ]
}

struct Fixture {
    root: PathBuf,
    test_dir: PathBuf,
    solod: PathBuf,
}

impl Fixture {
    fn new(name: &str) -> Fixture {
        let root =
            std::env::temp_dir().join(format!("xtask-gotests-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let test_dir = root.join("gotest");
        for (path, text) in files() {
            let p = test_dir.join(path);
            fs::create_dir_all(p.parent().unwrap()).unwrap();
            fs::write(&p, text).unwrap();
        }
        let solod = root.join("fake-solod");
        fs::write(&solod, FAKE_SOLOD).unwrap();
        Command::new("chmod")
            .arg("+x")
            .arg(&solod)
            .status()
            .unwrap();
        Fixture {
            root,
            test_dir,
            solod,
        }
    }

    fn run(&self, extra: &[&str]) -> (std::process::Output, BTreeMap<String, (String, String)>) {
        let results = self.root.join("out/results.tsv");
        let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .arg("gotests")
            .arg("--go-test-dir")
            .arg(&self.test_dir)
            .arg("--solod")
            .arg(&self.solod)
            .arg("--out")
            .arg(&results)
            .arg("--summary")
            .arg(self.root.join("out/summary.md"))
            .arg("--logs")
            .arg(self.root.join("out/logs"))
            .args(["--timeout", "1", "-j", "2"])
            .args(extra)
            .output()
            .unwrap();
        let text = fs::read_to_string(&results).unwrap_or_default();
        let mut m = BTreeMap::new();
        for line in text.lines() {
            let f: Vec<&str> = line.splitn(3, '\t').collect();
            m.insert(f[0].to_string(), (f[1].to_string(), f[2].to_string()));
        }
        (out, m)
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.root);
    }
}

fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut m = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                m.insert(p.clone(), fs::read(&p).unwrap());
            }
        }
    }
    m
}

#[test]
fn classifies_every_outcome() {
    let fx = Fixture::new("classify");
    let before = snapshot(&fx.test_dir);
    let (out, r) = fx.run(&[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let class = |p: &str| r.get(p).map(|x| x.0.as_str()).unwrap_or("<missing>");
    let reason = |p: &str| r.get(p).map(|x| x.1.as_str()).unwrap_or("<missing>");

    assert_eq!(class("hello.go"), "PASS");
    assert_eq!(class("stderr.go"), "PASS");
    assert_eq!(class("silent.go"), "PASS");
    assert_eq!(class("args.go"), "PASS");
    assert_eq!(
        (class("wrong.go"), reason("wrong.go")),
        ("FAIL", "wrong output")
    );
    assert_eq!(class("noisy.go"), "FAIL");
    assert_eq!(
        (class("exit1.go"), reason("exit1.go")),
        ("FAIL", "exit status 1")
    );
    assert_eq!(
        reason("panics.go"),
        "exit status 2: panic: runtime error: index out of range [N] with length N"
    );
    assert_eq!(
        (class("hang.go"), reason("hang.go")),
        ("FAIL", "time limit exceeded")
    );
    assert_eq!(class("capacity.go"), "DIVERGED");
    assert_eq!(
        (class("rejected.go"), reason("rejected.go")),
        ("REJECTED", "closures are not supported in So")
    );
    assert_eq!(class("escape.go"), "DIVERGED");
    assert_eq!(
        (class("undefined.go"), reason("undefined.go")),
        ("FAIL", "wrongly rejected: undefined: _")
    );
    assert!(
        reason("ice.go").starts_with("compiler crash"),
        "{}",
        reason("ice.go")
    );
    assert!(
        reason("ccfail.go").starts_with("C compiler error"),
        "{}",
        reason("ccfail.go")
    );
    assert_eq!(class("cgo.go"), "SKIPPED");
    assert_eq!(class("multi.go"), "SKIPPED");
    assert_eq!(class("compile.go"), "<missing>");

    assert_eq!(class("fixedbugs/ec_pass.go"), "PASS");
    assert_eq!(reason("fixedbugs/ec_pass.go"), "lines 1/1, messages 1/1");
    assert_eq!(class("fixedbugs/ec_missed.go"), "FAIL");
    assert!(reason("fixedbugs/ec_missed.go").starts_with("missed line 6"));
    assert_eq!(class("fixedbugs/ec_accepted.go"), "FAIL");
    assert_eq!(class("fixedbugs/ec_unsupported.go"), "REJECTED");
    assert_eq!(class("fixedbugs/ec_gc.go"), "SKIPPED");

    // The results file is sorted by path.
    let keys: Vec<&String> = r.keys().collect();
    let text = fs::read_to_string(fx.root.join("out/results.tsv")).unwrap();
    let order: Vec<&str> = text
        .lines()
        .map(|l| l.split('\t').next().unwrap())
        .collect();
    assert_eq!(order, keys);

    // The summary counts what the results file says.
    assert!(
        stdout.contains("| `.` (top level) | 17 | 4 | 1 | 2 | 8 | 1 | 2 |"),
        "{stdout}"
    );
    assert!(
        stdout.contains("| 1 | 0 | closures are not supported in So |"),
        "{stdout}"
    );
    // Failures leave a log; passes do not.
    assert!(fx.root.join("out/logs/wrong.go.log").is_file());
    assert!(!fx.root.join("out/logs/hello.go.log").exists());

    // Go's test directory is never written.
    assert_eq!(snapshot(&fx.test_dir), before);
}

#[test]
fn filters_and_compare() {
    let fx = Fixture::new("filter");
    let old = fx.root.join("old.tsv");
    fs::write(
        &old,
        "hello.go\tFAIL\twrong output\nwrong.go\tFAIL\twrong output\n",
    )
    .unwrap();
    let (out, r) = fx.run(&["--compare", old.to_str().unwrap(), "hel*", "wrong.go"]);
    assert!(out.status.success());
    assert_eq!(r.keys().collect::<Vec<_>>(), vec!["hello.go", "wrong.go"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("1 programs changed class; FAIL -> PASS: 1"),
        "{stdout}"
    );
    assert!(stdout.contains("hello.go: FAIL -> PASS"), "{stdout}");

    // Comparing with the results file this run replaces reads it before replacing it.
    let same = fx.root.join("out/results.tsv");
    let (out, _) = fx.run(&["--compare", same.to_str().unwrap(), "hel*", "wrong.go"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("0 programs changed class"), "{stdout}");
    assert!(fx.root.join("out/results.prev.tsv").is_file());

    let (_, r) = fx.run(&["fixedbugs", "--kind", "errorcheck"]);
    assert!(r.keys().all(|k| k.starts_with("fixedbugs/ec_")), "{r:?}");
    assert_eq!(r.len(), 5);
}

#[test]
fn help_and_bad_options() {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["gotests", "--help"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("--jobs"));
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["gotests", "--frobnicate"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["gotests", "--go-test-dir", "/nonexistent-dir"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
