//! The `solod` command line (clap only; the work happens in `solod::driver`).

use clap::{Args, Parser, Subcommand, ValueEnum};
use solod::driver::{self, cc, Failure, Graph, Style};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

#[derive(Parser)]
#[command(
    name = "solod",
    version,
    about = "Compile So (a strict subset of Go) to C and native binaries"
)]
#[command(
    long_about = "solod translates a So package (a directory holding one package main, or a single .go file) \
to readable C11 and compiles it with the system C compiler ($CC, default cc). \
Packages are found as Go finds them: through the go.mod of the module (its own packages, \
modules replaced by a local directory, and solod.dev/so/... from solod's embedded runtime). \
Go's single-dash flags work too (-o, -check=race, -O2, -runtime=c). \
Builds go through a cache of compiled objects and programs keyed by every input and flag \
(SOCACHE/build; `solod clean -cache` empties it, -a rebuilds without reading it). \
Environment: CC (C compiler), CFLAGS and LDFLAGS (extra flags appended to the compile and link commands), \
SOCACHE (solod's cache directory, default $XDG_CACHE_HOME/solod or ~/.cache/solod), \
SOLOD_DEBUG_CACHE=1 (report each cache hit and miss on stderr), \
NO_COLOR (plain diagnostics on a terminal)."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Translate, compile and link a binary (with several packages, or a package that is not
    /// main: check them and write nothing, as `go build` does).
    Build {
        /// Output binary, or a directory to write it into (default: the package's name in the
        /// current directory).
        #[arg(short = 'o', value_name = "FILE")]
        output: Option<PathBuf>,
        #[command(flatten)]
        flags: BuildFlags,
        /// Package directory, .go files of one package, or patterns (`./...`).
        #[arg(default_value = ".")]
        packages: Vec<String>,
    },
    /// Build (through the build cache) and run; the program's exit status is passed through.
    /// Arguments after the package go to the program (`solod run . a b`).
    Run {
        #[command(flatten)]
        flags: BuildFlags,
        /// Package directory, or .go files of one package (the arguments that end in .go).
        package: Option<String>,
        /// Arguments for the program.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Write the C: one .h and .c per package plus the runtime sources.
    Translate {
        /// Output directory (default: ./<package>_c).
        #[arg(short = 'o', value_name = "DIR")]
        output: Option<PathBuf>,
        /// Which runtime the C is meant to link: c (its sources are written), or rust (the
        /// Rust runtime's static library, libso_runtime.a, is written instead of the so/ sources).
        #[arg(long, value_enum, default_value_t = Runtime::C)]
        runtime: Runtime,
        /// Package directory or single .go file.
        #[arg(default_value = ".")]
        package: String,
    },
    /// Test packages as `go test` does: build each package with its _test.go files (and the
    /// peer Solod's test/ directory), run its TestXxx functions, print go test's verdicts (ok,
    /// FAIL, --- FAIL: TestX) and exit with status 1 when a test failed.
    Test {
        #[command(flatten)]
        flags: BuildFlags,
        #[command(flatten)]
        test: TestArgs,
        /// Package directories or patterns (`./...`); none means the current directory.
        packages: Vec<String>,
    },
    /// Run benchmarks: `solod test -run '^$' -bench .` (BenchmarkXxx functions of _test.go
    /// files and of the peer Solod's bench/ directory), with go test's result lines.
    Bench {
        #[command(flatten)]
        flags: BuildFlags,
        #[command(flatten)]
        test: TestArgs,
        /// Package directories or patterns (`./...`); none means the current directory.
        packages: Vec<String>,
    },
    /// Type-check and report diagnostics without writing anything.
    Check {
        /// Package directories, single .go files, or patterns (`./...`).
        #[arg(default_value = ".")]
        packages: Vec<String>,
    },
    /// Print solod's environment: SOROOT (a directory holding the embedded solod.dev module,
    /// for `replace solod.dev => DIR` in go.mod) and the others; with names, only their values.
    Env {
        /// Variables to print (SOROOT, SOCACHE, GOOS, GOARCH, GOVERSION, CC, CFLAGS, LDFLAGS).
        vars: Vec<String>,
    },
    /// Print solod's version.
    Version,
    /// Remove cached files: `-cache` removes the build cache (compiled objects and programs,
    /// under SOCACHE/build).
    Clean {
        /// Remove the whole build cache.
        #[arg(long)]
        cache: bool,
    },
}

#[derive(Args, Clone)]
struct BuildFlags {
    /// Runtime of the so/... packages to link: c (the C runtime), or rust (the Rust reference
    /// runtime, embedded in solod as a static library).
    #[arg(long, value_enum, default_value_t = Runtime::C)]
    runtime: Runtime,
    /// Rebuild everything: read nothing from the build cache (results are still stored).
    #[arg(short = 'a')]
    rebuild: bool,
    /// Checking: off; warn (warnings are errors; always on); sanitize (AddressSanitizer and
    /// UndefinedBehaviorSanitizer); race (ThreadSanitizer).
    #[arg(long, value_enum, default_value_t = Check::Off)]
    check: Check,
    /// C optimization level passed to the C compiler as -O<LEVEL> (0, 1, 2, 3, s).
    #[arg(short = 'O', value_name = "LEVEL", default_value = "2")]
    opt: String,
}

/// go test's flags (Go's single-dash spellings work too: `-run=TestX`, `-v`).
#[derive(Args, Clone)]
struct TestArgs {
    /// Run only the tests whose names match the regular expression, one per
    /// level of subtests separated by slashes.
    #[arg(long, value_name = "REGEXP")]
    run: Option<String>,
    /// Do not run the tests whose names match.
    #[arg(long, value_name = "REGEXP")]
    skip: Option<String>,
    /// Run the benchmarks whose names match (`.` for all).
    #[arg(long, value_name = "REGEXP")]
    bench: Option<String>,
    /// How long each benchmark runs (`1s`, `500ms`), or how many times (`100x`).
    #[arg(long, value_name = "D")]
    benchtime: Option<String>,
    /// Print memory allocation statistics of benchmarks (allocations through b.Allocator()).
    #[arg(long)]
    benchmem: bool,
    /// Run each test and benchmark N times.
    #[arg(long, value_name = "N", default_value_t = 1)]
    count: u32,
    /// Verbose: print every test's name, logs and verdict.
    #[arg(short = 'v')]
    verbose: bool,
    /// testing.Short() reports true.
    #[arg(long)]
    short: bool,
    /// Do not start new tests after the first failure.
    #[arg(long)]
    failfast: bool,
}

#[derive(ValueEnum, Clone, Copy, PartialEq, Eq)]
enum Runtime {
    C,
    Rust,
}

#[derive(ValueEnum, Clone, Copy, PartialEq, Eq)]
enum Check {
    Off,
    Warn,
    Sanitize,
    Race,
}

static PANIC_INFO: Mutex<Option<String>> = Mutex::new(None);

/// Go's spellings of the long flags (`-check=race`, `-runtime rust`) become clap's. For
/// `run`, what follows the package belongs to the program and is left alone.
fn go_style_args(args: Vec<String>) -> Vec<String> {
    let is_run = args.get(1).is_some_and(|a| a == "run");
    let is_test = args.get(1).is_some_and(|a| a == "test" || a == "bench");
    let mut out: Vec<String> = Vec::with_capacity(args.len());
    let mut value_next = false;
    let mut program_args = false;
    for (i, a) in args.into_iter().enumerate() {
        if i < 2 || program_args {
            out.push(a);
            continue;
        }
        if value_next {
            value_next = false;
            out.push(a);
            continue;
        }
        if a == "--" {
            program_args = is_run;
            out.push(a);
            continue;
        }
        let Some(flag) = a.strip_prefix('-') else {
            // The package: for `run`, the program's arguments follow.
            program_args = is_run;
            out.push(a);
            continue;
        };
        let flag = flag.strip_prefix('-').unwrap_or(flag);
        let name = flag.split('=').next().unwrap_or(flag);
        if name == "cache" {
            out.push("--cache".into());
            continue;
        }
        if matches!(name, "check" | "runtime") {
            value_next = !flag.contains('=');
            out.push(format!("--{flag}"));
            continue;
        }
        if is_test && matches!(name, "run" | "skip" | "bench" | "benchtime" | "count") {
            value_next = !flag.contains('=');
            out.push(format!("--{flag}"));
            continue;
        }
        if is_test && matches!(name, "benchmem" | "short" | "failfast") {
            out.push(format!("--{flag}"));
            continue;
        }
        value_next = a == "-o" || a == "-O";
        out.push(a);
    }
    out
}

fn main() {
    // A bug in solod is reported as an internal error, never as a Rust backtrace.
    std::panic::set_hook(Box::new(|info| {
        let msg = if let Some(s) = info.payload().downcast_ref::<&str>() {
            s.to_string()
        } else if let Some(s) = info.payload().downcast_ref::<String>() {
            s.clone()
        } else {
            "unknown panic".to_string()
        };
        let loc = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_else(|| "unknown location".into());
        if let Ok(mut g) = PANIC_INFO.lock() {
            *g = Some(format!("{msg} at {loc}"));
        }
    }));
    let cli = Cli::parse_from(go_style_args(std::env::args().collect()));
    // Deeply nested input recurses deeply: run the passes on a thread with a large stack.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || std::panic::catch_unwind(move || run(cli)));
    let result = match worker {
        Ok(h) => h.join().unwrap_or_else(Err),
        Err(e) => Ok(Err(Failure::new(
            format!("error: cannot start the compiler thread: {e}"),
            3,
        ))),
    };
    let code = match result {
        Ok(Ok(code)) => code,
        Ok(Err(f)) => {
            eprint!("{}", f.message);
            if !f.message.ends_with('\n') {
                eprintln!();
            }
            f.status
        }
        Err(_) => {
            let info = PANIC_INFO
                .lock()
                .ok()
                .and_then(|g| g.clone())
                .unwrap_or_else(|| "unknown panic".into());
            eprintln!("error: internal compiler error: {info}");
            3
        }
    };
    std::process::exit(code);
}

/// Colour on a terminal, unless `NO_COLOR` is set (https://no-color.org) or TERM is dumb.
fn style() -> Style {
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let dumb = std::env::var("TERM").is_ok_and(|t| t == "dumb");
    Style {
        color: std::io::stderr().is_terminal() && !no_color && !dumb,
    }
}

fn options(f: &BuildFlags) -> cc::BuildOptions {
    cc::BuildOptions {
        libs: Vec::new(),
        user_c: false,
        runtime: match f.runtime {
            Runtime::C => cc::RuntimeKind::C,
            Runtime::Rust => cc::RuntimeKind::Rust,
        },
        rebuild: f.rebuild,
        opt_level: f.opt.clone(),
        check: match f.check {
            Check::Off => cc::CheckMode::Off,
            Check::Warn => cc::CheckMode::Warn,
            Check::Sanitize => cc::CheckMode::Sanitize,
            Check::Race => cc::CheckMode::Race,
        },
    }
}

/// Compiles the C of a build (through the build cache; sources are written into `work` when
/// something must be compiled) into `out`, or, without `out`, into the cache; returns the
/// program's path.
fn compile_into(
    graph: &Graph,
    files: &[solod::emit::CFiles],
    flags: &BuildFlags,
    work: &Path,
    out: Option<&Path>,
) -> Result<PathBuf, Failure> {
    // The libraries of every package's //so:link, once each.
    let mut opts = options(flags);
    for c in files {
        for l in &c.links {
            if !opts.libs.contains(l) {
                opts.libs.push(l.clone());
            }
        }
    }
    opts.user_c = files.iter().any(|c| c.uses_c);
    // A package that includes a runtime header (`//so:include "so/conc/conc.h"`) needs the
    // runtime's C as an import of the package would.
    let mut rt_dirs = if files.iter().any(|c| c.uses_runtime_packages) {
        driver::all_runtime_dirs()
    } else {
        driver::runtime_dirs(graph)
    };
    // The Rust runtime replaces the so/ packages' C; a program that uses none of them links
    // the builtins alone with either runtime.
    if opts.runtime == cc::RuntimeKind::Rust {
        if rt_dirs.is_empty() {
            opts.runtime = cc::RuntimeKind::C;
        } else {
            driver::rust_runtime_lib()?;
            rt_dirs.clear();
        }
    }
    let prog = cc::Program {
        units: cc::units(files, &rt_dirs),
        opts: &opts,
        work,
    };
    cc::build(&prog, out)
}

fn tempdir() -> Result<tempfile::TempDir, Failure> {
    tempfile::Builder::new()
        .prefix("solod-")
        .tempdir()
        .map_err(|e| {
            Failure::new(
                format!("error: cannot create a temporary directory: {e}"),
                1,
            )
        })
}

/// Go's rule for `-o`: an existing directory (or a path ending in a slash) receives the
/// binary under the package's name.
fn output_path(o: &Path, name: &str) -> PathBuf {
    let s = o.to_string_lossy();
    if o.is_dir() || s.ends_with('/') {
        o.join(name)
    } else {
        o.to_path_buf()
    }
}

/// Makes the directory `-o dir/` names (as Go does); any other output's directory must
/// exist.
fn prepare_output(out: &Path, flag: Option<&Path>) -> Result<(), Failure> {
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => return Ok(()),
    };
    if parent.is_dir() {
        return Ok(());
    }
    if flag.is_some_and(|o| o.to_string_lossy().ends_with('/')) {
        return std::fs::create_dir_all(parent).map_err(|e| {
            Failure::new(format!("error: cannot create {}: {e}", parent.display()), 1)
        });
    }
    Err(Failure::new(
        format!(
            "error: cannot write {}: directory {} does not exist",
            out.display(),
            parent.display()
        ),
        1,
    ))
}

fn env_vars() -> Result<Vec<(&'static str, String)>, Failure> {
    let mut v = env_vars_without_soroot();
    v.push(("SOROOT", driver::soroot::soroot()?.display().to_string()));
    Ok(v)
}

/// A value quoted for the shell, as `go env` prints it.
fn shell_quote(v: &str) -> String {
    format!("'{}'", v.replace('\'', "'\\''"))
}

fn run(cli: Cli) -> Result<i32, Failure> {
    let style = style();
    match cli.command {
        Command::Version => {
            let ctx = driver::buildtags::Context::host();
            println!(
                "solod version v{} (So, a subset of {}) {}/{}",
                env!("CARGO_PKG_VERSION"),
                driver::gomod::LATEST,
                ctx.goos,
                ctx.goarch
            );
            Ok(0)
        }
        Command::Env { vars } => {
            if vars.is_empty() {
                for (k, v) in env_vars()? {
                    println!("{k}={}", shell_quote(&v));
                }
                return Ok(0);
            }
            let all = if vars.iter().any(|v| v == "SOROOT") {
                env_vars()?
            } else {
                // SOROOT extracts the runtime: only when asked for.
                let mut v = env_vars_without_soroot();
                v.push(("SOROOT", String::new()));
                v
            };
            for name in &vars {
                match all.iter().find(|(k, _)| k == name) {
                    Some((_, v)) => println!("{v}"),
                    None => println!(),
                }
            }
            Ok(0)
        }
        Command::Clean { cache } => {
            if !cache {
                return Err(Failure::new(
                    "error: solod clean: nothing to remove\n  = help: `solod clean -cache` removes the build cache",
                    2,
                ));
            }
            driver::cache::clean()?;
            Ok(0)
        }
        Command::Check { packages } => {
            let targets: Vec<driver::Target> = driver::Target::parse_all(&packages);
            let mut graph = driver::load_all(&targets)?;
            let checked = driver::check(&graph, style)?;
            graph.release_syntax();
            // The passes and the emitter report what only they can (and catch their bugs).
            driver::emit_all(checked);
            Ok(0)
        }
        Command::Translate {
            output,
            runtime,
            package,
        } => {
            if runtime == Runtime::Rust {
                driver::rust_runtime_lib()?;
            }
            let (graph, files) = driver::compile_path(&package, style)?;
            let root = graph.roots[0];
            let name = graph.binary_name(root, Path::new(&package));
            let dir = output.unwrap_or_else(|| PathBuf::from(format!("{name}_c")));
            for c in &files {
                driver::write_c(&dir, c)?;
            }
            match runtime {
                Runtime::C => driver::write_runtime(&dir)?,
                Runtime::Rust => driver::write_runtime_for_rust(&dir)?,
            }
            Ok(0)
        }
        Command::Build {
            output,
            flags,
            packages,
        } => {
            let graph = driver::load_all(&driver::Target::parse_all(&packages))?;
            let package = packages.first().cloned().unwrap_or_else(|| ".".into());
            let mains: Vec<usize> = graph
                .roots
                .iter()
                .copied()
                .filter(|&r| graph.packages[r].name == "main")
                .collect();
            let several = graph.roots.len() > 1;
            let into_dir = output
                .as_ref()
                .is_some_and(|o| o.is_dir() || o.to_string_lossy().ends_with('/'));
            let checked = driver::check(&graph, style)?;
            // Several packages, or one that is not a program: a check (go build's rule),
            // unless -o names a directory for the programs.
            if (several && !into_dir) || mains.is_empty() {
                if !several && output.is_some() {
                    driver::require_main(&graph, graph.roots[0])?;
                }
                driver::emit_all(checked);
                return Ok(0);
            }
            let single = if several {
                None
            } else {
                Some(driver::emit_all(checked))
            };
            for &m in &mains {
                let name = graph.binary_name(m, Path::new(&package));
                let out = match &output {
                    Some(o) => output_path(o, &name),
                    None => PathBuf::from(&name),
                };
                if out.is_dir() {
                    return Err(Failure::new(
                        format!(
                            "error: build output \"{}\" already exists and is a directory",
                            out.display()
                        ),
                        1,
                    ));
                }
                prepare_output(&out, output.as_deref())?;
                let work = tempdir()?;
                match &single {
                    Some(files) => {
                        compile_into(&graph, files, &flags, work.path(), Some(&out))?;
                    }
                    None => {
                        // Each program of a pattern is a build of its own.
                        let dir = graph.packages[m].dir.display().to_string();
                        let (g, files) = driver::compile_path(&dir, style)?;
                        compile_into(&g, &files, &flags, work.path(), Some(&out))?;
                    }
                }
            }
            Ok(0)
        }
        Command::Test {
            flags,
            test,
            packages,
        } => run_tests(&flags, &test, &packages, false, style),
        Command::Bench {
            flags,
            test,
            packages,
        } => run_tests(&flags, &test, &packages, true, style),
        Command::Run {
            flags,
            package,
            mut args,
        } => {
            // As `go run` reads it: the leading arguments that end in .go are the files of the
            // package, the rest (after an optional `--`) go to the program.
            let mut named = vec![package.unwrap_or_else(|| ".".into())];
            if named[0].ends_with(".go") {
                let n = args.iter().take_while(|a| a.ends_with(".go")).count();
                named.extend(args.drain(..n));
            }
            if args.first().is_some_and(|a| a == "--") {
                args.remove(0);
            }
            let targets = driver::Target::parse_all(&named);
            let (graph, files) = driver::compile_targets(&targets, style)?;
            let work = tempdir()?;
            // The program runs from the build cache (from `work` without one).
            let bin = compile_into(&graph, &files, &flags, work.path(), None)?;
            cc::run(&bin, &args)
        }
    }
}

/// `solod test` and `solod bench` (`bench`: benchmarks only, all of them unless -bench says).
fn run_tests(
    flags: &BuildFlags,
    args: &TestArgs,
    packages: &[String],
    bench: bool,
    style: Style,
) -> Result<i32, Failure> {
    use driver::test::{parse_benchtime, TestFlags};
    let mut tf = TestFlags {
        run: args.run.clone().unwrap_or_default(),
        skip: args.skip.clone().unwrap_or_default(),
        bench: args.bench.clone().unwrap_or_default(),
        benchmem: args.benchmem,
        count: args.count,
        verbose: args.verbose,
        short: args.short,
        failfast: args.failfast,
        ..TestFlags::default()
    };
    if bench {
        if args.run.is_none() {
            tf.run = "^$".into();
        }
        if args.bench.is_none() {
            tf.bench = ".".into();
        }
    }
    if let Some(bt) = &args.benchtime {
        tf.benchtime = parse_benchtime(bt).map_err(|e| {
            Failure::new(
                format!("error: invalid value {bt:?} for flag -benchtime: {e}"),
                2,
            )
        })?;
    }
    let named = !packages.is_empty();
    let list: Vec<String> = if named {
        packages.to_vec()
    } else {
        vec![".".into()]
    };
    let targets = driver::Target::parse_all(&list);
    let build = |graph: &Graph, files: &[solod::emit::CFiles], work: &Path| {
        compile_into(graph, files, flags, work, None)
    };
    driver::test::run(&targets, named, &tf, style, &build)
}

fn env_vars_without_soroot() -> Vec<(&'static str, String)> {
    let ctx = driver::buildtags::Context::host();
    let var = |n: &str| std::env::var(n).unwrap_or_default();
    let cc = std::env::var("CC")
        .ok()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| "cc".into());
    vec![
        ("CC", cc),
        ("CFLAGS", var("CFLAGS")),
        ("GOARCH", ctx.goarch.clone()),
        ("GOOS", ctx.goos.clone()),
        ("GOVERSION", driver::gomod::LATEST.to_string()),
        ("LDFLAGS", var("LDFLAGS")),
        ("SOCACHE", driver::soroot::cache_dir().display().to_string()),
    ]
}
