//! The So standard library as a Go module: `runtime-c/` is the module `solod.dev`, and every
//! package under `runtime-c/so/` has a working Go implementation, so a So program runs under
//! `go run` with the behaviour So gives it (Go is the oracle).
//!
//! - `go vet ./...` and `go test ./so/...` (and the concurrent packages with the race detector) pass in
//!   `runtime-c`;
//! - the two programs of issue 9's "Done when" (a worker pool, a producer thread feeding a
//!   buffered channel), built in a module of their own that requires `solod.dev` and replaces it
//!   with `runtime-c`, print what the issue says under `go run`;
//! - programs that misuse the runtime end as So's do: exit status 2 and the panic message as
//!   the first line of stderr.
//!
//! Go runs with no network (`GOPROXY=off`), the local toolchain only and no workspace. When
//! `go` is not on PATH the tests say so and pass, as the conformance tests' Go twins do.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Go builds use both cores; the tests of this binary take turns.
static GO_LOCK: Mutex<()> = Mutex::new(());

const TIMEOUT: Duration = Duration::from_secs(600);

fn runtime_c() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .join("runtime-c")
}

fn have_go() -> bool {
    let ok = Command::new("go")
        .arg("version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        eprintln!("note: go is not on PATH; the So module's Go side is not checked");
    }
    ok
}

/// A `go` command with the environment of every run here: no network, no other toolchain, no
/// workspace file.
fn go(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new("go");
    cmd.current_dir(dir)
        .args(args)
        .env("GOFLAGS", "-mod=mod")
        .env("GOPROXY", "off")
        .env("GOTOOLCHAIN", "local")
        .env("GOWORK", "off")
        .stdin(Stdio::null());
    cmd
}

/// Runs cmd to completion (killing it after `TIMEOUT`) and returns its output.
fn run(mut cmd: Command) -> Output {
    let what = format!("{cmd:?}");
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    let mut stdout = child.stdout.take().expect("stdout");
    let mut stderr = child.stderr.take().expect("stderr");
    let out = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = stdout.read_to_end(&mut b);
        b
    });
    let err = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = stderr.read_to_end(&mut b);
        b
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            panic!("{what} did not finish in {TIMEOUT:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: out.join().expect("stdout reader"),
        stderr: err.join().expect("stderr reader"),
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs a go command that must succeed, failing the test with Go's output otherwise.
fn go_ok(dir: &Path, args: &[&str], extra_env: &[(&str, &str)]) {
    let mut cmd = go(dir, args);
    for (k, v) in extra_env {
        cmd.env(k, v);
    }
    let out = run(cmd);
    if !out.status.success() {
        let stderr = text(&out.stderr);
        let hint = if stderr.contains("C source files not allowed") {
            "\nhint: the go tool refuses a package directory with .c files it would have to \
             compile; every .c file under runtime-c/so needs a `//go:build ignore` line at its \
             top"
        } else {
            ""
        };
        panic!(
            "`go {}` in {} failed ({}):\n{}{}{hint}",
            args.join(" "),
            dir.display(),
            out.status,
            text(&out.stdout),
            stderr
        );
    }
}

/// The packages `go test -race` runs: the concurrent ones, and those a task may call into.
const RACE_PACKAGES: &[&str] = &[
    "./so/conc/...",
    "./so/sync/...",
    "./so/mem/...",
    "./so/time/...",
    "./so/errors/...",
    "./so/fmt/...",
    "./so/io/...",
    "./so/c/...",
];

#[test]
fn go_vet_and_go_test_pass() {
    if !have_go() {
        return;
    }
    let _turn = GO_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let dir = runtime_c();
    go_ok(&dir, &["vet", "./..."], &[]);
    go_ok(&dir, &["test", "-timeout", "5m", "./so/..."], &[]);
    // The race detector runs the packages that use threads or are used from them; the text
    // and number packages' oracle tests (millions of random inputs against Go's library) take
    // minutes under it and have no concurrency to check.
    let mut race = vec!["test", "-race", "-timeout", "5m"];
    race.extend(RACE_PACKAGES);
    go_ok(&dir, &race, &[("CGO_ENABLED", "1")]);
}

/// The two programs of issue 9's "Done when", verbatim.
const POOL: &str = r#"// pool: square each task's input on two worker threads
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

type Task struct{ in, out int }

func square(arg any) {
	task := arg.(*Task)
	task.out = task.in * task.in
}

func main() {
	tasks := make([]Task, 10)
	pool := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 2})
	defer pool.Free()
	for i := range tasks {
		tasks[i].in = i
		pool.Go(square, &tasks[i])
	}
	pool.Wait()
	for _, t := range tasks {
		println(t.in, t.out)
	}
}
"#;

const PRODUCER: &str = r#"// producer on its own thread, consumer on main, through a buffered channel
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

type producer struct {
	ch *conc.Chan[int]
	n  int
}

func produce(arg any) any {
	p := arg.(*producer)
	for i := range p.n {
		p.ch.Send(i)
	}
	p.ch.Close()
	return nil
}

func main() {
	ch := conc.NewChan[int](mem.System, 2)
	defer ch.Free()
	thr := conc.Go(produce, &producer{ch: &ch, n: 5})
	defer thr.Wait()
	var v int
	for ch.Recv(&v) {
		println("received", v)
	}
}
"#;

/// Programs that misuse the runtime, and the first line So (and so Go) prints for each.
const MISUSE: &[(&str, &str, &str)] = &[
    (
        "sendclosed",
        r#"package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func main() {
	ch := conc.NewChan[int](mem.System, 1)
	ch.Close()
	println("closed")
	ch.Send(1)
	println("unreachable")
}
"#,
        "panic: send on closed channel",
    ),
    (
        "closetwice",
        r#"package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func main() {
	ch := conc.NewChan[string](mem.System, 0)
	ch.Close()
	println("closed")
	ch.Close()
}
"#,
        "panic: close of closed channel",
    ),
    (
        "unlock",
        r#"package main

import "solod.dev/so/sync"

func main() {
	var mu sync.Mutex
	mu.Lock()
	mu.Unlock()
	println("closed")
	mu.Unlock()
}
"#,
        "panic: sync: unlock of unlocked mutex",
    ),
    (
        "waitgroup",
        r#"package main

import "solod.dev/so/sync"

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	wg.Done()
	println("closed")
	wg.Done()
}
"#,
        "panic: sync: negative WaitGroup counter",
    ),
    (
        "inthread",
        r#"package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func send(arg any) any {
	arg.(*conc.Chan[int]).Send(1)
	return nil
}

func main() {
	ch := conc.NewChan[int](mem.System, 0)
	ch.Close()
	println("closed")
	conc.Go(send, &ch).Wait()
}
"#,
        "panic: send on closed channel",
    ),
];

/// A module of its own that requires `solod.dev` and replaces it with this `runtime-c`, as a
/// user's project does, with one `main` package per program.
fn user_module(programs: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temporary directory");
    let go_mod = format!(
        "module example.com/user\n\ngo 1.22\n\nrequire solod.dev v0.0.0\n\nreplace solod.dev => {}\n",
        runtime_c().display()
    );
    fs::write(dir.path().join("go.mod"), go_mod).expect("write go.mod");
    for (name, src) in programs {
        let pkg = dir.path().join(name);
        fs::create_dir(&pkg).expect("package directory");
        fs::write(pkg.join("main.go"), src).expect("write main.go");
    }
    dir
}

#[test]
fn issue_programs_run_under_go_run() {
    if !have_go() {
        return;
    }
    let _turn = GO_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let module = user_module(&[("pool", POOL), ("producer", PRODUCER)]);
    go_ok(module.path(), &["vet", "./..."], &[]);

    let squares: String = (0..10).map(|i| format!("{i} {}\n", i * i)).collect();
    let received: String = (0..5).map(|i| format!("received {i}\n")).collect();
    let mut failures = Vec::new();
    for (name, want) in [("pool", squares), ("producer", received)] {
        let pkg = format!("./{name}");
        let out = run(go(module.path(), &["run", &pkg]));
        // println writes to standard error.
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        if !out.status.success() || !stdout.is_empty() || stderr != want {
            failures.push(format!(
                "go run {pkg}: {}\n--- stdout\n{stdout}--- stderr\n{stderr}--- expected stderr\n{want}",
                out.status
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn misuse_panics_as_in_so() {
    if !have_go() {
        return;
    }
    let _turn = GO_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let programs: Vec<(&str, &str)> = MISUSE.iter().map(|(n, s, _)| (*n, *s)).collect();
    let module = user_module(&programs);
    let bin = module.path().join("bin");
    let mut failures = Vec::new();
    for (name, _, first_line) in MISUSE {
        let exe = bin.join(name);
        let pkg = format!("./{name}");
        let exe_arg = exe.to_string_lossy().into_owned();
        go_ok(module.path(), &["build", "-o", &exe_arg, &pkg], &[]);
        let out = run(Command::new(&exe));
        let stderr = text(&out.stderr);
        let mut lines = stderr.lines();
        let (first, second) = (lines.next(), lines.next());
        if out.status.code() != Some(2)
            || !out.stdout.is_empty()
            || first != Some("closed")
            || second != Some(*first_line)
        {
            failures.push(format!(
                "{name}: {}, want exit status 2 and stderr beginning \"closed\\n{first_line}\"\n\
                 --- stderr\n{stderr}",
                out.status
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
