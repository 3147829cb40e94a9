//! The command line as Go users expect it: `solod version`, `solod env` (SOROOT),
//! single-dash flags, program arguments after the package, `-o` naming a directory,
//! package patterns, paths relative to the current directory, colour only on a terminal.

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(180);

fn modules() -> PathBuf {
    testdata().join("modules")
}

fn solod_in(dir: &Path, args: &[&str]) -> Outcome {
    let mut cmd = Command::new(solod());
    cmd.args(args).current_dir(dir).env("NO_COLOR", "1");
    run(&mut cmd, TIMEOUT)
}

#[test]
fn version_names_the_language() {
    let out = solod_in(&testdata(), &["version"]);
    assert_eq!(out.code, 0, "{}", out.summary());
    let text = out.stdout_text();
    assert!(text.starts_with("solod version v"), "{text}");
    assert!(text.contains("go1.26"), "{text}");
}

#[test]
fn env_soroot_holds_the_embedded_module() {
    let cache = tempfile::tempdir().expect("temporary directory");
    let env = |args: &[&str]| {
        let mut cmd = Command::new(solod());
        cmd.args(args)
            .env("XDG_CACHE_HOME", cache.path())
            .env_remove("SOCACHE");
        run(&mut cmd, TIMEOUT)
    };
    let out = env(&["env", "SOROOT"]);
    assert_eq!(out.code, 0, "{}", out.summary());
    let root = PathBuf::from(out.stdout_text().trim());
    assert!(
        root.starts_with(cache.path().join("solod")),
        "{}",
        root.display()
    );
    let go_mod = std::fs::read_to_string(root.join("go.mod")).expect("SOROOT/go.mod");
    assert!(go_mod.starts_with("module solod.dev"), "{go_mod}");
    // The C runtime is there too, byte for byte.
    let repo = testdata().parent().expect("repository").join("runtime-c");
    let h = std::fs::read_to_string(root.join("builtin/builtin.h")).expect("builtin.h");
    assert_eq!(
        h,
        std::fs::read_to_string(repo.join("builtin/builtin.h")).unwrap()
    );
    // A second call reuses the copy; `solod env` lists every variable.
    let again = env(&["env", "SOROOT"]);
    assert_eq!(again.stdout_text(), out.stdout_text());
    let all = env(&["env"]);
    let text = all.stdout_text();
    for var in [
        "SOROOT='",
        "GOOS='",
        "GOARCH='",
        "GOVERSION='go1.26'",
        "CC='",
    ] {
        assert!(text.contains(var), "{var} missing in:\n{text}");
    }
    // Go tooling accepts the copy as module solod.dev, offline.
    if go_available() {
        let m = tempfile::tempdir().expect("temporary directory");
        let go = |args: &[&str]| {
            let mut cmd = Command::new("go");
            cmd.args(args)
                .current_dir(m.path())
                .env("GOTOOLCHAIN", "local")
                .env("GOPROXY", "off")
                .env("GOFLAGS", "-mod=mod")
                .env("GOWORK", "off");
            run(&mut cmd, TIMEOUT)
        };
        let r = go(&["mod", "init", "example.com/hello"]);
        assert_eq!(r.code, 0, "{}", r.summary());
        let replace = format!("-replace=solod.dev={}", root.display());
        let r = go(&["mod", "edit", "-require=solod.dev@v0.0.0", &replace]);
        assert_eq!(r.code, 0, "{}", r.summary());
        let r = go(&["list", "-m", "solod.dev"]);
        assert_eq!(r.code, 0, "{}", r.summary());
        assert!(
            r.stdout_text().contains(&format!("=> {}", root.display())),
            "{}",
            r.stdout_text()
        );
        // Every package of the module builds under Go, with cgo on or off.
        for cgo in ["0", "1"] {
            let mut cmd = Command::new("go");
            cmd.args(["vet", "solod.dev/..."])
                .current_dir(m.path())
                .env("GOTOOLCHAIN", "local")
                .env("GOPROXY", "off")
                .env("GOFLAGS", "-mod=mod")
                .env("GOWORK", "off")
                .env("CGO_ENABLED", cgo);
            let r = run(&mut cmd, TIMEOUT);
            let err = r.stderr_text();
            // A module without Go packages yet matches nothing; that is not a failure.
            assert!(
                r.code == 0 || err.contains("matched no packages"),
                "go vet solod.dev/... (CGO_ENABLED={cgo}): {}",
                r.summary()
            );
        }
    }
}

#[test]
fn go_style_flags_and_program_arguments() {
    let dir = modules().join("multi_package");
    // Single-dash long flags, -O with its level attached, arguments after the package.
    for args in [
        &["run", "-check=off", "-O1", ".", "a", "-x"][..],
        &["run", "-check", "off", ".", "--", "b"][..],
        &["run", "--check=off", "-runtime=c", "."][..],
    ] {
        let out = solod_in(&dir, args);
        assert_eq!(out.code, 0, "{args:?}: {}", out.summary());
        assert!(
            out.stderr_text().starts_with("4 5 25 2\n"),
            "{args:?}: {}",
            out.summary()
        );
    }
}

/// `os.Args` of a program that imports so/os holds its name and the arguments after the
/// package, as `go run` gives them (an empty one and one with a space included).
#[test]
fn os_args_are_the_program_arguments() {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let runtime = testdata().parent().expect("repository").join("runtime-c");
    let go_mod = format!(
        "module example.com/args\n\ngo 1.26\n\nrequire solod.dev v0.0.0\n\nreplace solod.dev => {}\n",
        runtime.display()
    );
    std::fs::write(tmp.path().join("go.mod"), go_mod).expect("go.mod");
    let main = "package main\n\nimport \"solod.dev/so/os\"\n\nfunc main() {\n\tprintln(len(os.Args), len(os.Args[0]) > 0)\n\tfor _, a := range os.Args[1:] {\n\t\tos.Stdout.WriteString(\"[\" + a + \"]\\n\")\n\t}\n}\n";
    std::fs::write(tmp.path().join("main.go"), main).expect("main.go");
    let out = solod_in(tmp.path(), &["run", ".", "one", "", "two words", "-x"]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert_eq!(
        out.stdout_text(),
        "[one]\n[]\n[two words]\n[-x]\n",
        "{}",
        out.summary()
    );
    assert_eq!(out.stderr_text(), "5 true\n", "{}", out.summary());
}

#[test]
fn output_directories_receive_the_binary() {
    let dir = modules().join("multi_package");
    let tmp = tempfile::tempdir().expect("temporary directory");
    // An existing directory: the binary is named after the package.
    let out = solod_in(
        &dir,
        &["build", "-o", &tmp.path().display().to_string(), "."],
    );
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(tmp.path().join("multi").is_file());
    // A path ending in a slash is a directory, made if needed.
    let sub = format!("{}/bin/", tmp.path().display());
    let out = solod_in(&dir, &["build", "-o", &sub, "."]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(tmp.path().join("bin/multi").is_file());
    // A missing directory is a plain error, not an internal one.
    let bad = format!("{}/no/such/prog", tmp.path().display());
    let out = solod_in(&dir, &["build", "-o", &bad, "."]);
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(!compiler_crashed(&out.stderr_text()), "{}", out.summary());
}

#[test]
fn patterns_check_every_package_and_build_writes_nothing() {
    let dir = modules().join("diamond");
    let out = solod_in(&dir, &["check", "./..."]);
    assert_eq!(out.code, 0, "{}", out.summary());
    let tmp = tempfile::tempdir().expect("temporary directory");
    let copy = tmp.path().join("m");
    copy_dir(&dir, &copy);
    let before = listing(&copy);
    let out = solod_in(&copy, &["build", "./..."]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert_eq!(listing(&copy), before, "build ./... wrote files");
    // A library package alone is checked too, and `run` wants a program.
    let out = solod_in(&copy, &["build", "./base"]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert_eq!(listing(&copy), before, "build of a library wrote files");
    let out = solod_in(&copy, &["run", "./base"]);
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(
        out.stderr_text()
            .contains("package base is not a main package"),
        "{}",
        out.summary()
    );
}

#[test]
fn diagnostics_are_relative_to_the_current_directory_and_plain_when_piped() {
    let errs = testdata().join("modules-errors");
    let mut cmd = Command::new(solod());
    cmd.args(["check", "unused_import"]).current_dir(&errs);
    // No NO_COLOR: stderr is a pipe, so there is no colour either.
    let out = run(&mut cmd, TIMEOUT);
    let text = out.stderr_text();
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(text.contains("┌─ unused_import/main.go:5:2"), "{text}");
    assert!(!text.contains('\u{1b}'), "colour codes on a pipe:\n{text}");
}

#[test]
fn translate_writes_one_pair_per_package() {
    let dir = modules().join("diamond");
    let tmp = tempfile::tempdir().expect("temporary directory");
    let out_dir = tmp.path().join("c");
    let out = solod_in(
        &dir,
        &["translate", "-o", &out_dir.display().to_string(), "."],
    );
    assert_eq!(out.code, 0, "{}", out.summary());
    for f in ["main", "base", "left", "right"] {
        for ext in ["h", "c"] {
            assert!(out_dir.join(format!("{f}.{ext}")).is_file(), "{f}.{ext}");
        }
    }
    assert!(out_dir.join("builtin/builtin.h").is_file());
}

#[test]
fn translate_for_the_rust_runtime_writes_its_library() {
    let dir = modules().join("conc_bindings");
    let tmp = tempfile::tempdir().expect("temporary directory");
    let out_dir = tmp.path().join("c");
    let out = solod_in(
        &dir,
        &[
            "translate",
            "--runtime",
            "rust",
            "-o",
            &out_dir.display().to_string(),
            ".",
        ],
    );
    assert_eq!(out.code, 0, "{}", out.summary());
    let lib = std::fs::read(out_dir.join("libso_runtime.a")).expect("libso_runtime.a");
    assert!(lib.starts_with(b"!<arch>\n"), "not an archive");
    assert!(out_dir.join("so/conc/conc.h").is_file());
    assert!(out_dir.join("builtin/print.c").is_file());
    assert!(
        !out_dir.join("so/conc/chan.c").exists(),
        "the C runtime's sources were written"
    );
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for e in std::fs::read_dir(from).expect("read_dir").flatten() {
        let p = e.path();
        let t = to.join(e.file_name());
        if p.is_dir() {
            copy_dir(&p, &t);
        } else {
            std::fs::copy(&p, &t).expect("copy");
        }
    }
}

fn listing(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).expect("read_dir").flatten() {
            let p = e.path();
            out.push(p.strip_prefix(dir).unwrap_or(&p).display().to_string());
            if p.is_dir() {
                stack.push(p);
            }
        }
    }
    out.sort();
    out
}

// ---------------------------------------------------------------------------------------
// The build cache. Each test has a cache directory of its own; hits and misses are read from
// the `SOLOD_DEBUG_CACHE` lines on stderr, never from timing.

/// A solod with its own cache and the cache's report on stderr.
fn cached(cache: &Path, dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Outcome {
    let mut cmd = Command::new(solod());
    cmd.args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("SOCACHE", cache)
        .env("SOLOD_DEBUG_CACHE", "1")
        .env_remove("CFLAGS")
        .env_remove("LDFLAGS");
    for (k, v) in env {
        cmd.env(k, v);
    }
    run(&mut cmd, TIMEOUT)
}

/// The cache lines of a build: ("hit"|"miss", what).
fn cache_lines(out: &Outcome) -> Vec<(String, String)> {
    out.stderr_text()
        .lines()
        .filter_map(|l| l.strip_prefix("solod: cache "))
        .filter_map(|l| l.split_once(": "))
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

fn has(out: &Outcome, word: &str, what: &str) -> bool {
    cache_lines(out).iter().any(|(a, b)| a == word && b == what)
}

/// A copy of examples/hello to edit.
fn hello_copy(tmp: &Path) -> PathBuf {
    let repo = testdata().parent().expect("repository").to_path_buf();
    let dir = tmp.join("hello");
    copy_dir(&repo.join("examples").join("hello"), &dir);
    dir
}

/// Every data file of the cache.
fn cache_data(cache: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![cache.join("build")];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.to_string_lossy().ends_with("-d") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn second_build_hits_the_cache_and_a_change_misses_it() {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let cache = tmp.path().join("cache");
    let dir = hello_copy(tmp.path());
    let prog = tmp.path().join("prog").display().to_string();
    let build = |env: &[(&str, &str)], extra: &[&str]| {
        let mut args = vec!["build"];
        args.extend_from_slice(extra);
        args.extend(["-o", prog.as_str(), "."]);
        cached(&cache, &dir, &args, env)
    };
    let first = build(&[], &[]);
    assert_eq!(first.code, 0, "{}", first.summary());
    assert!(has(&first, "miss", "program"), "{}", first.stderr_text());
    assert!(
        has(&first, "miss", "object main.c"),
        "{}",
        first.stderr_text()
    );
    let bytes = std::fs::read(&prog).expect("the program");
    // Nothing changed: the program comes from the cache, nothing is compiled.
    let second = build(&[], &[]);
    assert_eq!(second.code, 0, "{}", second.summary());
    assert!(has(&second, "hit", "program"), "{}", second.stderr_text());
    assert!(
        !cache_lines(&second).iter().any(|(w, _)| w == "miss"),
        "{}",
        second.stderr_text()
    );
    assert_eq!(std::fs::read(&prog).expect("the program"), bytes);
    // `run` runs it from the cache too.
    let r = cached(&cache, &dir, &["run", "."], &[]);
    assert_eq!(r.code, 0, "{}", r.summary());
    assert!(has(&r, "hit", "program"), "{}", r.stderr_text());
    assert!(r.stderr_text().ends_with("Hello, So!\n"), "{}", r.summary());
    // A flag that changes the code, CFLAGS, a checking mode: every object is compiled again.
    for (env, extra) in [
        (&[][..], &["-O1"][..]),
        (&[("CFLAGS", "-DSOLOD_TEST_FLAG=1")][..], &[][..]),
        (&[][..], &["--check", "sanitize"][..]),
    ] {
        let out = build(env, extra);
        assert_eq!(out.code, 0, "{env:?} {extra:?}: {}", out.summary());
        for what in ["program", "object main.c", "object builtin/print.c"] {
            assert!(
                has(&out, "miss", what),
                "{env:?} {extra:?}: no miss of {what}:\n{}",
                out.stderr_text()
            );
        }
    }
    // LDFLAGS change the link only.
    let out = build(&[("LDFLAGS", "-Wl,-O1")], &[]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(has(&out, "miss", "program"), "{}", out.stderr_text());
    assert!(has(&out, "hit", "object main.c"), "{}", out.stderr_text());
    // A changed source: its package is compiled again, the runtime is not.
    let main_go = dir.join("main.go");
    let text = std::fs::read_to_string(&main_go).expect("main.go");
    std::fs::write(&main_go, text.replace("Hello, So!", "Hello again!")).expect("write");
    let out = cached(&cache, &dir, &["run", "."], &[]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(has(&out, "miss", "object main.c"), "{}", out.stderr_text());
    assert!(
        has(&out, "hit", "object builtin/print.c"),
        "{}",
        out.stderr_text()
    );
    assert!(
        out.stderr_text().ends_with("Hello again!\n"),
        "{}",
        out.summary()
    );
    // -a reads nothing from the cache.
    let out = build(&[], &["-a"]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(
        !cache_lines(&out).iter().any(|(w, _)| w == "hit"),
        "{}",
        out.stderr_text()
    );
}

#[test]
fn a_damaged_cache_entry_is_rebuilt_not_trusted() {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let cache = tmp.path().join("cache");
    let dir = hello_copy(tmp.path());
    let first = cached(&cache, &dir, &["run", "."], &[]);
    assert_eq!(first.code, 0, "{}", first.summary());
    let data = cache_data(&cache);
    assert!(data.len() > 5, "{data:?}");
    // Truncate half of the entries and corrupt the others (same size, one byte changed).
    for (i, p) in data.iter().enumerate() {
        let mut bytes = std::fs::read(p).expect("read");
        if i % 2 == 0 {
            bytes.truncate(bytes.len() / 2);
        } else {
            let mid = bytes.len() / 2;
            bytes[mid] ^= 0x55;
        }
        std::fs::write(p, bytes).expect("write");
    }
    let out = cached(&cache, &dir, &["run", "."], &[]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(
        out.stderr_text().ends_with("Hello, So!\n"),
        "{}",
        out.summary()
    );
    assert!(has(&out, "miss", "program"), "{}", out.stderr_text());
    assert!(
        !cache_lines(&out).iter().any(|(w, _)| w == "hit"),
        "a damaged entry was used:\n{}",
        out.stderr_text()
    );
    // The rebuild replaced them: the next build hits.
    let again = cached(&cache, &dir, &["run", "."], &[]);
    assert_eq!(again.code, 0, "{}", again.summary());
    assert!(has(&again, "hit", "program"), "{}", again.stderr_text());
}

#[test]
fn clean_cache_empties_it() {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let cache = tmp.path().join("cache");
    let dir = hello_copy(tmp.path());
    let out = cached(&cache, &dir, &["run", "."], &[]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(!cache_data(&cache).is_empty());
    // Go's spelling and the long one.
    for flag in ["-cache", "--cache"] {
        let out = cached(&cache, &dir, &["clean", flag], &[]);
        assert_eq!(out.code, 0, "{flag}: {}", out.summary());
        assert!(
            !cache.join("build").exists(),
            "{flag}: the cache is still there"
        );
    }
    let out = cached(&cache, &dir, &["run", "."], &[]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(has(&out, "miss", "program"), "{}", out.stderr_text());
    // `solod env SOCACHE` names the directory.
    let env = cached(&cache, &dir, &["env", "SOCACHE"], &[]);
    assert_eq!(env.stdout_text().trim(), cache.display().to_string());
}

#[test]
fn concurrent_builds_share_one_cache() {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let cache = tmp.path().join("cache");
    let dir = hello_copy(tmp.path());
    let outs = parallel_map(&[0, 1], 2, |i| {
        let prog = tmp.path().join(format!("prog{i}")).display().to_string();
        cached(&cache, &dir, &["build", "-o", &prog, "."], &[])
    });
    for out in &outs {
        assert_eq!(out.code, 0, "{}", out.summary());
    }
    let out = cached(&cache, &dir, &["run", "."], &[]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(has(&out, "hit", "program"), "{}", out.stderr_text());
}

#[test]
fn an_unusable_cache_directory_means_building_without_it() {
    let tmp = tempfile::tempdir().expect("temporary directory");
    // A file where the cache directory should be.
    let cache = tmp.path().join("file");
    std::fs::write(&cache, "not a directory").expect("write");
    let dir = hello_copy(tmp.path());
    let out = cached(&cache, &dir, &["run", "."], &[]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(
        out.stderr_text().ends_with("Hello, So!\n"),
        "{}",
        out.summary()
    );
}

/// A header the program includes from a directory of its own (through CFLAGS): its content
/// is part of the key of the package's object, found through the C compiler's dependencies.
#[test]
fn a_changed_foreign_header_misses_the_cache() {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let cache = tmp.path().join("cache");
    let dir = tmp.path().join("prog");
    let inc = tmp.path().join("inc");
    std::fs::create_dir_all(&dir).expect("mkdir");
    std::fs::create_dir_all(&inc).expect("mkdir");
    std::fs::write(dir.join("go.mod"), "module example.com/hdr\n\ngo 1.26\n").expect("write");
    std::fs::write(
        dir.join("main.go"),
        "// A constant of a header found through CFLAGS.\npackage main\n\n//so:include \"value.h\"\n\n// Value is the header's VALUE.\n//\n//so:extern VALUE\nconst Value = 1\n\nfunc main() { println(Value) }\n",
    )
    .expect("write");
    let cflags = format!("-I{}", inc.display());
    let env = [("CFLAGS", cflags.as_str())];
    for (value, hit) in [("1", false), ("1", true), ("2", false), ("2", true)] {
        std::fs::write(inc.join("value.h"), format!("#define VALUE {value}\n")).expect("write");
        let out = cached(&cache, &dir, &["run", "."], &env);
        assert_eq!(out.code, 0, "{}", out.summary());
        assert!(
            out.stderr_text().ends_with(&format!("{value}\n")),
            "VALUE {value}: {}",
            out.summary()
        );
        let (word, what) = if hit {
            ("hit", "program")
        } else {
            ("miss", "object main.c")
        };
        assert!(
            has(&out, word, what),
            "VALUE {value}: expected a {word} of the {what}:\n{}",
            out.stderr_text()
        );
    }
}

/// Files unused for five days are removed by the daily trim (Go's rule); used ones stay.
#[test]
fn the_daily_trim_removes_unused_entries() {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let cache = tmp.path().join("cache");
    let dir = hello_copy(tmp.path());
    let out = cached(&cache, &dir, &["run", "."], &[]);
    assert_eq!(out.code, 0, "{}", out.summary());
    let age = |p: &Path, days: u64| {
        let t = std::time::SystemTime::now() - Duration::from_secs(days * 24 * 3600);
        let f = std::fs::File::options().append(true).open(p).expect("open");
        f.set_modified(t).expect("set the modification time");
    };
    // Two days old: used recently enough, and the trim is due.
    let mut stack = vec![cache.join("build")];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).expect("read_dir").flatten() {
            if e.path().is_dir() {
                stack.push(e.path());
            } else {
                age(&e.path(), 2);
            }
        }
    }
    let out = cached(&cache, &dir, &["run", "."], &[]);
    assert!(has(&out, "hit", "program"), "{}", out.stderr_text());
    // Ten days old, and the last trim a day ago: everything goes.
    for p in cache_data(&cache) {
        age(&p, 10);
    }
    age(&cache.join("build").join("trim.txt"), 2);
    let out = cached(&cache, &dir, &["run", "."], &[]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(has(&out, "miss", "program"), "{}", out.stderr_text());
}

/// As `go build` and `go run` read a command line: .go files named together are one package
/// (the leading ones for `run`; the rest are the program's arguments), and a mix of files and
/// packages is refused with Go's message.
#[test]
fn named_go_files_are_one_package() {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let dir = tmp.path();
    std::fs::write(
        dir.join("a.go"),
        "package main\n\nfunc main() {\n\tprintln(f())\n}\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("b.go"),
        "package main\n\nfunc f() int { return 7 }\n",
    )
    .unwrap();
    std::fs::create_dir(dir.join("sub")).unwrap();
    std::fs::write(dir.join("sub/c.go"), "package main\n").unwrap();
    let out = solod_in(dir, &["run", "a.go", "b.go", "x.go", "--", "y"]);
    // x.go is a file too (it does not exist): go run's reading, not the program's argument.
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(out.stderr_text().contains("x.go"), "{}", out.summary());
    let out = solod_in(dir, &["run", "a.go", "b.go", "--", "y.go"]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert_eq!(out.stderr_text(), "7\n", "{}", out.summary());
    let out = solod_in(dir, &["check", "a.go", "b.go"]);
    assert_eq!(out.code, 0, "{}", out.summary());
    let out = solod_in(dir, &["check", "a.go"]);
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(
        out.stderr_text().contains("undefined: f"),
        "{}",
        out.summary()
    );
    let out = solod_in(dir, &["build", "-o", "prog", "a.go", "b.go"]);
    assert_eq!(out.code, 0, "{}", out.summary());
    assert!(dir.join("prog").is_file());
    let out = solod_in(dir, &["build", "a.go", "sub"]);
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(
        out.stderr_text()
            .contains("named files must be .go files: sub"),
        "{}",
        out.summary()
    );
    let out = solod_in(dir, &["check", "a.go", "sub/c.go"]);
    assert_eq!(out.code, 1, "{}", out.summary());
    assert!(
        out.stderr_text()
            .contains("named files must all be in one directory"),
        "{}",
        out.summary()
    );
}
