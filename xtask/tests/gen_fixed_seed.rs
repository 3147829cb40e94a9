//! The differential generator's fixed-seed run (`xtask gen`): a few generated programs must
//! behave under solod exactly as under Go. Go is the oracle, so this needs `go` on PATH; without
//! it the test says so loudly and passes without checking anything.
//!
//! Widening it as the compiler grows (xtask/README.md, "gen"): raise `COUNT`, or drop a bug
//! from `features::Bug::ALL` once it is fixed so the generator stops steering around it, or
//! add a feature group to `Feature::DEFAULT` once the compiler supports it.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Seeds 1..=COUNT with the default features (steering around the open bugs of features::Bug,
/// if any).
const SEED: u64 = 1;
const COUNT: u64 = 16;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn solod() -> Option<PathBuf> {
    // `cargo test` at the root builds the debug solod before any test runs; `cargo test -p
    // xtask` alone may not, so build it then.
    let p = root().join("target/debug/solod");
    if p.is_file() {
        return Some(p);
    }
    let st = Command::new(env!("CARGO"))
        .args(["build", "-p", "solod", "--bin", "solod"])
        .current_dir(root())
        .env_remove("CARGO_MAKEFLAGS")
        .env_remove("MAKEFLAGS")
        .env_remove("MFLAGS")
        .status()
        .ok()?;
    (st.success() && p.is_file()).then_some(p)
}

#[test]
fn fixed_seed_programs_match_go() {
    if Command::new("go").arg("version").output().is_err() {
        eprintln!("\n*** SKIPPED gen fixed-seed run: `go` is not on PATH (Go is the oracle) ***\n");
        return;
    }
    let Some(solod) = solod() else {
        panic!("no solod binary: `cargo build -p solod` failed");
    };
    let out = tempfile::tempdir().unwrap();
    let r = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args([
            "gen",
            "--seed",
            &SEED.to_string(),
            "--count",
            &COUNT.to_string(),
        ])
        .args(["--jobs", "2", "--no-reduce", "--solod"])
        .arg(&solod)
        .arg("--out")
        .arg(out.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&r.stdout);
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(
        r.status.success(),
        "generated programs differ from Go (reproduce and minimise with \
         `cargo run --release -p xtask -- gen --seed N --count 1`):\n{stdout}\n{stderr}"
    );
    assert!(
        stdout.contains(&format!("gen: {COUNT} programs"))
            && stdout.contains(&format!("{COUNT} same as Go")),
        "{stdout}"
    );
}

#[test]
fn print_is_deterministic_and_valid_looking() {
    let run = |seed: &str| {
        let o = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .args(["gen", "--print", "--seed", seed])
            .output()
            .unwrap();
        assert!(o.status.success());
        String::from_utf8(o.stdout).unwrap()
    };
    let a = run("7");
    assert_eq!(a, run("7"));
    assert_ne!(a, run("8"));
    assert!(a.contains("package main") && a.contains("func main() {"));
    assert!(!a.contains("import"), "So programs have no imports");
}

#[test]
fn lifetime_print_is_deterministic_and_valid_looking() {
    let run = |seed: &str| {
        let o = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .args(["gen", "--lifetime", "--print", "--seed", seed])
            .output()
            .unwrap();
        assert!(o.status.success());
        String::from_utf8(o.stdout).unwrap()
    };
    let a = run("7");
    assert_eq!(a, run("7"));
    assert_ne!(a, run("8"));
    assert!(a.contains("package main") && a.contains("func main() {") && a.contains("clobber("));
    assert!(!a.contains("import"), "So programs have no imports");
}
