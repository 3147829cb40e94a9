//! Invoking the C compiler and running programs.

use super::Failure;
use std::path::Path;
use std::process::Command;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CheckMode {
    Off,
    Warn,
    Sanitize,
    Race,
}

pub struct BuildOptions {
    pub opt_level: String,
    pub check: CheckMode,
    /// `-lNAME` for each (`//so:link`).
    pub libs: Vec<String>,
    /// The program brings its own C (`//so:` directives): a C error may be the program's.
    pub user_c: bool,
}

fn env_flags(name: &str) -> Vec<String> {
    std::env::var(name)
        .map(|v| v.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

/// Compiles the packages' C files `src_dir/<c_sources>` with the runtime in `rt_dir` (its
/// `builtin/` and the `so/...` directories listed) into `out`.
pub fn build(
    src_dir: &Path,
    c_sources: &[String],
    rt_dir: &Path,
    rt_dirs: &[std::path::PathBuf],
    out: &Path,
    opts: &BuildOptions,
) -> Result<(), Failure> {
    let cc = std::env::var("CC")
        .ok()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| "cc".into());
    let mut parts = cc.split_whitespace();
    let prog = parts.next().unwrap_or("cc").to_string();
    let mut cmd = Command::new(&prog);
    cmd.args(parts);
    // -fno-strict-aliasing: an interface value keeps its dynamic value in words of its own
    // (`so_Iface.data`), read back through a pointer of the value's type.
    cmd.args([
        "-std=gnu11",
        "-fwrapv",
        "-fno-strict-aliasing",
        "-Wall",
        "-Wextra",
        "-Werror",
    ]);
    // Warnings that valid Go triggers, so they cannot be errors for generated code (the other
    // warnings of -Wall -Wextra stay errors: they catch mistakes of the emitter):
    // a variable or parameter only written through its fields/elements counts as used in Go;
    // constant arithmetic that wraps is Go's (and -fwrapv C's) semantics; `~(1 & x)` is not a
    // boolean operation, whatever gcc guesses from the value range; a function
    // that recurses until it panics is fine; `u < 0` on an unsigned value and `x == x` (a NaN
    // test) are meaningful Go; and C's promotion of narrow unsigned operands makes `^x == y`
    // (uint8) a "sign" comparison although both sides have one Go type.
    cmd.args([
        "-Wno-unused-but-set-variable",
        "-Wno-unused-but-set-parameter",
        "-Wno-overflow",
        "-Wno-bool-operation",
        "-Wno-infinite-recursion",
        "-Wno-type-limits",
        "-Wno-tautological-compare",
        "-Wno-sign-compare",
    ]);
    cmd.arg(format!("-O{}", opts.opt_level));
    match opts.check {
        CheckMode::Sanitize => {
            cmd.args([
                "-g",
                "-fsanitize=address,undefined",
                "-fno-sanitize-recover=all",
                "-fno-omit-frame-pointer",
            ]);
        }
        CheckMode::Race => {
            cmd.args(["-g", "-fsanitize=thread"]);
        }
        CheckMode::Off | CheckMode::Warn => {}
    }
    cmd.args(env_flags("CFLAGS"));
    cmd.arg("-I").arg(rt_dir);
    // The packages' headers are named after the packages (`time.h` for package time): only
    // quoted includes may find them, or a system header's `#include <time.h>` would.
    cmd.arg("-iquote").arg(src_dir);
    for c in c_sources {
        cmd.arg(src_dir.join(c));
    }
    let mut rt_sources = Vec::new();
    for d in std::iter::once(&std::path::PathBuf::from("builtin")).chain(rt_dirs) {
        let mut v: Vec<_> = std::fs::read_dir(rt_dir.join(d))
            .map(|rd| {
                rd.flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "c"))
                    .collect()
            })
            .unwrap_or_default();
        v.sort();
        rt_sources.extend(v);
    }
    cmd.args(&rt_sources);
    cmd.arg("-o").arg(out);
    cmd.args(env_flags("LDFLAGS"));
    for l in &opts.libs {
        cmd.arg(format!("-l{l}"));
    }
    cmd.args(["-lm", "-lpthread"]);
    let output = cmd.output().map_err(|e| Failure::new(format!("error: cannot run the C compiler `{prog}`: {e}\n  = help: install a C compiler or set CC"), 1))?;
    if !output.status.success() && opts.user_c {
        let msg = format!(
            "error: the C compiler rejected the program\n  = note: the program brings its own C (//so:include, //so:embed, //so:extern, //so:link): check the C names, headers, libraries and signatures they give\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        return Err(Failure::new(msg, 1));
    }
    if !output.status.success() {
        let msg = format!(
            "error: internal compiler error: the generated C did not compile\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        return Err(Failure::new(msg, 3));
    }
    Ok(())
}

/// Runs a program with inherited standard streams; returns its exit status (128+signal if
/// it was killed by a signal).
pub fn run(bin: &Path, args: &[String]) -> Result<i32, Failure> {
    let status = Command::new(bin)
        .args(args)
        .status()
        .map_err(|e| Failure::new(format!("error: cannot run {}: {e}", bin.display()), 1))?;
    if let Some(c) = status.code() {
        return Ok(c);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            return Ok(128 + sig);
        }
    }
    Ok(1)
}
