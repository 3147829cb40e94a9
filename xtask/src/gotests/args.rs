//! Command-line options of `xtask gotests` (parsed by hand: a dozen flags need no crate).

use std::path::PathBuf;

pub const HELP: &str = "\
cargo run -p xtask -- gotests [OPTIONS] [FILTER...]

Measures solod against Go's own test programs (GOROOT/test). Every `// run`
program in the top-level directory and in ken/, chan/, interface/, fixedbugs/
and typeparam/ is built with `solod build`, run with a time limit, and its
combined stdout+stderr and exit status compared with Go's expectation (the
NAME.out file, or no output and exit status 0). Every `// errorcheck` program
is checked with `solod check`: each line marked `// ERROR \"re\"` must get an
error. Go's test directory is only read, never written.

Classes:
  PASS      run: same output and exit status as Go; errorcheck: an error on
            every marked line (message wording is counted separately)
  REJECTED  solod refused a construct it documents as unsupported or not yet
            implemented (a diagnostic saying \"not supported\", \"not yet
            supported\" or \"not implemented\"); the first such diagnostic is
            the reason, even when another error came first (those cascades
            are listed in the summary); errorcheck: a marked line got no
            error and such a diagnostic sits on an unmarked line
  DIVERGED  a deliberate difference of language.md section 3: a fixed-capacity
            panic (append/map: out of capacity) or an escape diagnostic
  FAIL      anything else: wrong output, non-zero exit, crash, timeout, C
            compiler error, compiler crash or hang, or a valid program
            rejected for another reason (\"wrongly rejected\"); errorcheck:
            accepted, or a marked line without an error
  SKIPPED   not applicable: excluded by build constraints on linux/amd64
            without cgo, multi-file programs, programs that drive the Go
            toolchain (os/exec) or depend on gc debug flags or
            GOEXPERIMENT/GODEBUG settings, errorcheck files that test gc's own
            diagnostics (-0 -m, -d=..., -lang=..., -std)
  (A `// run` program gets the arguments its recipe lists, as under `go run`.)

FILTER selects programs by their path relative to the test directory: a
directory (`.`, `ken`, `chan`, `interface`, `fixedbugs`, `typeparam`), or a
pattern where `*` and `?` are wildcards (`fixedbugs/issue4*`, `*slice*`,
`235.go`). A program is selected when any filter matches; none selects all.

Options:
  --go-test-dir DIR     Go's test directory. Default: $SOLOD_GO_TEST_DIR, else
                        $(go env GOROOT)/test
  --solod PATH          the solod binary. Default: the newer of
                        target/release/solod and target/debug/solod, built with
                        `cargo build -p solod` when neither exists
  -j, --jobs N          programs processed in parallel (default: CPUs)
  --timeout SECS        time limit for running one program (default 10; a
                        file's `-t N` raises it)
  --compile-timeout SECS  time limit for one solod invocation (default 60)
  --kind run|errorcheck|all   which programs (default all)
  --out FILE            per-program results, `path<TAB>class<TAB>reason`
                        sorted by path (default target/gotests/results.tsv;
                        the previous file is kept as results.prev.tsv)
  --summary FILE        where to write the markdown summary as well
                        (default target/gotests/summary.md)
  --compare OLD.tsv     print the programs whose class changed since OLD
  --logs DIR            write compiler and program output of FAIL and DIVERGED
                        programs there (default target/gotests/logs)
  --list                only list the selected programs with their recipe or
                        skip reason; compile nothing
  -v, --verbose         print every program's result as it finishes
  -h, --help            this text
";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KindFilter {
    Run,
    ErrorCheck,
    All,
}

#[derive(Clone, Debug)]
pub struct Options {
    pub go_test_dir: Option<PathBuf>,
    pub solod: Option<PathBuf>,
    pub jobs: usize,
    pub timeout_secs: u64,
    pub compile_timeout_secs: u64,
    pub kind: KindFilter,
    pub out: Option<PathBuf>,
    pub summary: Option<PathBuf>,
    pub compare: Option<PathBuf>,
    pub logs: Option<PathBuf>,
    pub list: bool,
    pub verbose: bool,
    pub filters: Vec<String>,
    pub help: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            go_test_dir: None,
            solod: None,
            jobs: std::thread::available_parallelism().map_or(2, |n| n.get()),
            timeout_secs: 10,
            compile_timeout_secs: 60,
            kind: KindFilter::All,
            out: None,
            summary: None,
            compare: None,
            logs: None,
            list: false,
            verbose: false,
            filters: Vec::new(),
            help: false,
        }
    }
}

pub fn parse(argv: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut it = argv.iter();
    while let Some(a) = it.next() {
        // Accept both `--flag value` and `--flag=value`.
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (a.as_str(), None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            match &inline {
                Some(v) => Ok(v.clone()),
                None => it.next().cloned().ok_or(format!("{name} needs a value")),
            }
        };
        let number = |name: &str, v: String| -> Result<u64, String> {
            v.parse::<u64>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or(format!("{name} needs a positive number, got {v:?}"))
        };
        match name {
            "-h" | "--help" => o.help = true,
            "-v" | "--verbose" => o.verbose = true,
            "--list" => o.list = true,
            "--go-test-dir" => o.go_test_dir = Some(value(name)?.into()),
            "--solod" => o.solod = Some(value(name)?.into()),
            "-j" | "--jobs" => o.jobs = number(name, value(name)?)? as usize,
            "--timeout" => o.timeout_secs = number(name, value(name)?)?,
            "--compile-timeout" => o.compile_timeout_secs = number(name, value(name)?)?,
            "--kind" => {
                o.kind = match value(name)?.as_str() {
                    "run" => KindFilter::Run,
                    "errorcheck" => KindFilter::ErrorCheck,
                    "all" => KindFilter::All,
                    other => {
                        return Err(format!(
                            "--kind must be run, errorcheck or all, not {other:?}"
                        ))
                    }
                }
            }
            "--out" => o.out = Some(value(name)?.into()),
            "--summary" => o.summary = Some(value(name)?.into()),
            "--compare" => o.compare = Some(value(name)?.into()),
            "--logs" => o.logs = Some(value(name)?.into()),
            _ if a.starts_with('-') && a != "-" => {
                return Err(format!("unknown option {a:?} (see --help)"))
            }
            _ => o.filters.push(a.clone()),
        }
    }
    Ok(o)
}

/// Whether `path` (relative to the test directory, `/`-separated, top-level files without a
/// directory) is selected by `filters`.
pub fn selected(filters: &[String], path: &str) -> bool {
    if filters.is_empty() {
        return true;
    }
    let dir = match path.rsplit_once('/') {
        Some((d, _)) => d,
        None => ".",
    };
    filters.iter().any(|f| {
        let f = f.trim_end_matches('/');
        let f = f.strip_prefix("./").unwrap_or(f);
        f == dir || (f.is_empty() && dir == ".") || glob(f, path)
    })
}

/// `*` matches any run of characters (including `/`), `?` one character.
pub fn glob(pattern: &str, text: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let t: Vec<char> = text.chars().collect();
    let (mut pi, mut ti) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        if pi < p.len() && (p[pi] == '?' || p[pi] == t[ti]) {
            pi += 1;
            ti += 1;
        } else if pi < p.len() && p[pi] == '*' {
            star = Some((pi, ti));
            pi += 1;
        } else if let Some((sp, st)) = star {
            pi = sp + 1;
            ti = st + 1;
            star = Some((sp, st + 1));
        } else {
            return false;
        }
    }
    while pi < p.len() && p[pi] == '*' {
        pi += 1;
    }
    pi == p.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn parses_options_and_filters() {
        let o = parse(&args("-j 3 --timeout=5 --kind run fixedbugs *slice* -v")).unwrap();
        assert_eq!(o.jobs, 3);
        assert_eq!(o.timeout_secs, 5);
        assert_eq!(o.kind, KindFilter::Run);
        assert!(o.verbose);
        assert_eq!(o.filters, vec!["fixedbugs", "*slice*"]);
        assert!(parse(&args("--jobs 0")).is_err());
        assert!(parse(&args("--bogus")).is_err());
        assert!(parse(&args("--solod")).is_err());
    }

    #[test]
    fn filters_by_dir_and_pattern() {
        let f = |s: &str| vec![s.to_string()];
        assert!(selected(&[], "ken/chan.go"));
        assert!(selected(&f("ken"), "ken/chan.go"));
        assert!(selected(&f("ken/"), "ken/chan.go"));
        assert!(!selected(&f("ken"), "fixedbugs/ken.go"));
        assert!(selected(&f("."), "235.go"));
        assert!(!selected(&f("."), "ken/chan.go"));
        assert!(selected(&f("fixedbugs/issue4*"), "fixedbugs/issue4085.go"));
        assert!(!selected(&f("fixedbugs/issue4*"), "fixedbugs/issue5.go"));
        assert!(selected(&f("*slice*"), "fixedbugs/slice3.go"));
        assert!(selected(&f("23?.go"), "235.go"));
    }

    #[test]
    fn glob_edge_cases() {
        assert!(glob("*", ""));
        assert!(glob("a*b*c", "aXbYbc"));
        assert!(!glob("a*b", "ac"));
        assert!(glob("**x", "yx"));
    }
}
