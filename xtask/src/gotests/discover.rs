//! Finding Go's test directory and the programs in scope, and deciding up front which ones are
//! skipped (and why).

use super::args::{self, KindFilter, Options};
use super::constraint::Context;
use super::header::{self, Recipe};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The directories of GOROOT/test that are measured, in table order.
pub const DIRS: [&str; 6] = [".", "ken", "chan", "interface", "fixedbugs", "typeparam"];

/// Environment variable naming Go's test directory when the installed Go does not ship it.
pub const TEST_DIR_ENV: &str = "SOLOD_GO_TEST_DIR";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Run,
    ErrorCheck,
}

#[derive(Clone, Debug)]
pub struct Program {
    /// Path relative to the test directory, `/`-separated; top-level files have no directory.
    pub path: String,
    /// The table row it belongs to (one of `DIRS`).
    pub dir: &'static str,
    pub file: PathBuf,
    pub kind: Kind,
    pub recipe: Recipe,
    /// Why it is not compiled at all.
    pub skip: Option<String>,
}

impl Program {
    pub fn name(&self) -> &str {
        self.path.rsplit('/').next().unwrap_or(&self.path)
    }
}

fn go_output(args: &[&str]) -> Option<String> {
    let out = Command::new("go")
        .args(args)
        .current_dir(std::env::temp_dir())
        .env("GOFLAGS", "")
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// `--go-test-dir`, else `$SOLOD_GO_TEST_DIR`, else `$(go env GOROOT)/test`.
pub fn test_dir(opts: &Options) -> Result<PathBuf, String> {
    let (dir, from) = if let Some(d) = &opts.go_test_dir {
        (d.clone(), "--go-test-dir")
    } else if let Some(d) = std::env::var_os(TEST_DIR_ENV).filter(|d| !d.is_empty()) {
        (PathBuf::from(d), TEST_DIR_ENV)
    } else {
        let goroot = go_output(&["env", "GOROOT"]).ok_or(
            "cannot find Go's test directory: `go env GOROOT` failed; pass --go-test-dir DIR \
             or set SOLOD_GO_TEST_DIR",
        )?;
        (Path::new(&goroot).join("test"), "$(go env GOROOT)/test")
    };
    if !dir.join("ken").is_dir() && !dir.join("fixedbugs").is_dir() {
        return Err(format!(
            "{} (from {from}) does not look like Go's test directory (no ken/ or fixedbugs/); \
             pass --go-test-dir DIR or set {TEST_DIR_ENV}",
            dir.display()
        ));
    }
    Ok(dir)
}

/// The build context of this host as Go's harness sees it, with cgo off. Falls back to the
/// host's OS/architecture and all release tags when `go` is not available.
pub fn context() -> (Context, String) {
    let goos = match std::env::consts::OS {
        "macos" => "darwin",
        os => os,
    };
    let goarch = match std::env::consts::ARCH {
        "x86_64" => "amd64",
        "aarch64" => "arm64",
        "x86" => "386",
        a => a,
    };
    let mut ctx = Context {
        goos: goos.into(),
        goarch: goarch.into(),
        cgo: false,
        release_tags: (1..=40).map(|n| format!("go1.{n}")).collect(),
        tool_tags: Vec::new(),
    };
    let mut version = "unknown Go version".to_string();
    let q = "{{context.GOOS}} {{context.GOARCH}} {{join context.ReleaseTags \",\"}} \
             {{join context.ToolTags \",\"}}";
    if let Some(line) = go_output(&["list", "-f", q, "runtime"]) {
        let f: Vec<&str> = line.split(' ').collect();
        if f.len() >= 3 {
            ctx.goos = f[0].into();
            ctx.goarch = f[1].into();
            ctx.release_tags = f[2].split(',').map(String::from).collect();
            ctx.tool_tags = f
                .get(3)
                .map(|t| {
                    t.split(',')
                        .filter(|s| !s.is_empty())
                        .map(String::from)
                        .collect()
                })
                .unwrap_or_default();
        }
    }
    if let Some(v) = go_output(&["env", "GOVERSION"]) {
        version = v;
    }
    (ctx, version)
}

/// Every `// run` and `// errorcheck` program of `DIRS` selected by `opts`, sorted by path.
pub fn programs(test_dir: &Path, ctx: &Context, opts: &Options) -> Result<Vec<Program>, String> {
    let mut out = Vec::new();
    for dir in DIRS {
        let d = test_dir.join(dir);
        let entries = match std::fs::read_dir(&d) {
            Ok(e) => e,
            Err(_) => continue,
        };
        let mut names: Vec<String> = entries
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".go") && !n.starts_with('.'))
            .collect();
        names.sort();
        for name in names {
            let path = if dir == "." {
                name.clone()
            } else {
                format!("{dir}/{name}")
            };
            if !args::selected(&opts.filters, &path) {
                continue;
            }
            let file = d.join(&name);
            let src = std::fs::read_to_string(&file)
                .map_err(|e| format!("reading {}: {e}", file.display()))?;
            let Ok(recipe) = header::parse(&src) else {
                continue;
            };
            let kind = match recipe.action.as_str() {
                "run" => Kind::Run,
                "errorcheck" | "errorcheckwithauto" => Kind::ErrorCheck,
                _ => continue,
            };
            match (opts.kind, kind) {
                (KindFilter::Run, Kind::ErrorCheck) | (KindFilter::ErrorCheck, Kind::Run) => {
                    continue
                }
                _ => {}
            }
            let skip = skip_reason(&recipe, kind, ctx).or_else(|| source_skip_reason(&src, kind));
            out.push(Program {
                path,
                dir,
                file,
                kind,
                recipe,
                skip,
            });
        }
    }
    out.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(out)
}

/// gc debug settings that change what a `// run` program prints: the program tests gc itself.
const GC_BEHAVIOUR_FLAGS: [&str; 2] = ["-d=maymorestack", "-d=converthash"];

/// Why a program is not measured, judging by its source: `// run` programs that start other
/// programs (`os/exec`) drive the Go toolchain from Go's test directory, which is a test of
/// the toolchain, not of the language.
pub fn source_skip_reason(src: &str, kind: Kind) -> Option<String> {
    if kind == Kind::Run && src.contains("\"os/exec\"") {
        return Some("runs other programs (imports os/exec)".into());
    }
    None
}

/// Flags of an errorcheck recipe that leave it a test of the language rather than of gc's
/// internals: `-d=panic` (crash on the first error) and `-e` (report all errors).
const LANGUAGE_ERRORCHECK_FLAGS: [&str; 2] = ["-d=panic", "-e"];

/// Why a program is not measured, or `None`.
pub fn skip_reason(r: &Recipe, kind: Kind, ctx: &Context) -> Option<String> {
    if let Some(line) = header::excluded_by(r, ctx) {
        return Some(format!("build constraint: {line}"));
    }
    if !r.goexperiment.is_empty() {
        return Some(format!("needs GOEXPERIMENT={}", r.goexperiment.join(",")));
    }
    if !r.godebug.is_empty() {
        return Some(format!("needs GODEBUG={}", r.godebug.join(",")));
    }
    match kind {
        Kind::Run => {
            // `go run a.go b.go`: the extra files are part of the program.
            if let Some(extra) = r.args.iter().find(|a| a.ends_with(".go")) {
                return Some(format!("multi-file program (with {extra})"));
            }
            for f in &r.flags {
                if let Some(g) = GC_BEHAVIOUR_FLAGS.iter().find(|g| f.contains(*g)) {
                    return Some(format!("behaviour depends on gc flag {g}"));
                }
            }
            None
        }
        Kind::ErrorCheck => {
            if r.action == "errorcheckwithauto" {
                return Some("gc-specific diagnostics: errorcheckwithauto".into());
            }
            if r.want_error == Some(false) {
                // `-0`: compilation must succeed; the markers are gc's optimizer reports.
                return Some(format!(
                    "gc optimizer diagnostics: -0 {}",
                    r.flags.join(" ")
                ));
            }
            if let Some(l) = r.flags.iter().find(|f| f.starts_with("-lang=")) {
                return Some(format!("older language version: {l}"));
            }
            let other: Vec<&str> = r
                .flags
                .iter()
                .map(String::as_str)
                .filter(|f| !LANGUAGE_ERRORCHECK_FLAGS.contains(f))
                .collect();
            if !other.is_empty() {
                return Some(format!("gc-specific flags: {}", other.join(" ")));
            }
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn host() -> Context {
        Context {
            goos: "linux".into(),
            goarch: "amd64".into(),
            cgo: false,
            release_tags: (1..=26).map(|n| format!("go1.{n}")).collect(),
            tool_tags: vec![],
        }
    }

    fn skip(src: &str, kind: Kind) -> Option<String> {
        skip_reason(&header::parse(src).unwrap(), kind, &host())
    }

    #[test]
    fn run_skips() {
        assert_eq!(skip("// run\npackage main\n", Kind::Run), None);
        assert_eq!(skip("// run arg1 arg2\npackage main\n", Kind::Run), None);
        assert_eq!(
            skip("// run -gcflags=-d=checkptr\npackage main\n", Kind::Run),
            None
        );
        assert_eq!(
            skip("// run cmplxdivide1.go\npackage main\n", Kind::Run).unwrap(),
            "multi-file program (with cmplxdivide1.go)"
        );
        assert_eq!(
            skip("//go:build cgo\n\n// run\npackage main\n", Kind::Run).unwrap(),
            "build constraint: //go:build cgo"
        );
        assert!(skip("// run -goexperiment fieldtrack\npackage main\n", Kind::Run).is_some());
        assert_eq!(
            skip(
                "// run -gcflags=-d=maymorestack=main.f\npackage main\n",
                Kind::Run
            )
            .unwrap(),
            "behaviour depends on gc flag -d=maymorestack"
        );
        let exec = "// run\n\npackage main\n\nimport (\n\t\"os\"\n\t\"os/exec\"\n)\n";
        assert!(source_skip_reason(exec, Kind::Run).is_some());
        assert!(source_skip_reason(exec, Kind::ErrorCheck).is_none());
        assert!(source_skip_reason("// run\npackage main\nimport \"os\"\n", Kind::Run).is_none());
    }

    #[test]
    fn errorcheck_skips() {
        let ec = Kind::ErrorCheck;
        assert_eq!(skip("// errorcheck\npackage p\n", ec), None);
        assert_eq!(skip("// errorcheck -d=panic\npackage p\n", ec), None);
        assert_eq!(skip("// errorcheck -t 10\npackage p\n", ec), None);
        assert!(skip("// errorcheck -0 -m -l\npackage p\n", ec).is_some());
        assert!(skip("// errorcheck -lang=go1.17\npackage p\n", ec)
            .unwrap()
            .starts_with("older language version"));
        assert_eq!(
            skip("// errorcheck -std\npackage p\n", ec).unwrap(),
            "gc-specific flags: -std"
        );
        assert!(skip("// errorcheckwithauto -0 -m\npackage p\n", ec).is_some());
    }
}
