//! The `solod` command line (clap only; the work happens in `solod::driver`).

use clap::{Args, Parser, Subcommand, ValueEnum};
use solod::driver::{self, cc, Failure};
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
Environment: CC (C compiler), CFLAGS and LDFLAGS (extra flags appended to the compile and link commands)."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Translate, compile and link a binary.
    Build {
        /// Output binary (default: the package's name in the current directory).
        #[arg(short = 'o', value_name = "FILE")]
        output: Option<PathBuf>,
        #[command(flatten)]
        flags: BuildFlags,
        /// Package directory or single .go file.
        #[arg(default_value = ".")]
        package: PathBuf,
    },
    /// Build into a temporary directory and run; the program's exit status is passed through.
    Run {
        #[command(flatten)]
        flags: BuildFlags,
        /// Package directory or single .go file.
        #[arg(default_value = ".")]
        package: PathBuf,
        /// Arguments for the program (after `--`).
        #[arg(last = true)]
        args: Vec<String>,
    },
    /// Write the C: the package's .h and .c plus the runtime sources.
    Translate {
        /// Output directory (default: ./<package>_c).
        #[arg(short = 'o', value_name = "DIR")]
        output: Option<PathBuf>,
        /// Which runtime the C is meant to link: c, or rust (not yet supported).
        #[arg(long, value_enum, default_value_t = Runtime::C)]
        runtime: Runtime,
        /// Package directory or single .go file.
        #[arg(default_value = ".")]
        package: PathBuf,
    },
    /// Type-check and report diagnostics without writing anything.
    Check {
        /// Package directory or single .go file.
        #[arg(default_value = ".")]
        package: PathBuf,
    },
}

#[derive(Args, Clone)]
struct BuildFlags {
    /// Runtime to link: c (the C runtime), or rust (the Rust reference runtime; not yet supported).
    #[arg(long, value_enum, default_value_t = Runtime::C)]
    runtime: Runtime,
    /// Checking: off; warn (warnings are errors; always on); sanitize (AddressSanitizer and
    /// UndefinedBehaviorSanitizer); race (ThreadSanitizer).
    #[arg(long, value_enum, default_value_t = Check::Off)]
    check: Check,
    /// C optimization level passed to the C compiler as -O<LEVEL> (0, 1, 2, 3, s).
    #[arg(short = 'O', value_name = "LEVEL", default_value = "2")]
    opt: String,
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
    let cli = Cli::parse();
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

fn check_runtime(r: Runtime) -> Result<(), Failure> {
    if r == Runtime::Rust {
        return Err(Failure::new(
            "error: --runtime rust is not yet supported\n  = help: use --runtime c (the default)",
            1,
        ));
    }
    Ok(())
}

fn options(f: &BuildFlags) -> cc::BuildOptions {
    cc::BuildOptions {
        libs: Vec::new(),
        runtime_packages: false,
        user_c: false,
        opt_level: f.opt.clone(),
        check: match f.check {
            Check::Off => cc::CheckMode::Off,
            Check::Warn => cc::CheckMode::Warn,
            Check::Sanitize => cc::CheckMode::Sanitize,
            Check::Race => cc::CheckMode::Race,
        },
    }
}

/// Translates and compiles into `out`, using `work` for the C files.
fn build_into(package: &Path, flags: &BuildFlags, work: &Path, out: &Path) -> Result<(), Failure> {
    check_runtime(flags.runtime)?;
    let pkg = driver::load(package)?;
    let c = driver::compile(&pkg)?;
    let rt = work.join("runtime");
    driver::write_runtime(&rt)?;
    let src = work.join("src");
    driver::write_c(&src, &c)?;
    let mut opts = options(flags);
    opts.libs = c.links.clone();
    opts.runtime_packages = c.uses_runtime_packages;
    opts.user_c = c.uses_c;
    cc::build(&src, &c.source_name, &rt, out, &opts)
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

fn run(cli: Cli) -> Result<i32, Failure> {
    match cli.command {
        Command::Check { package } => {
            let pkg = driver::load(&package)?;
            driver::compile(&pkg)?;
            Ok(0)
        }
        Command::Translate {
            output,
            runtime,
            package,
        } => {
            check_runtime(runtime)?;
            let pkg = driver::load(&package)?;
            let c = driver::compile(&pkg)?;
            let dir = output.unwrap_or_else(|| PathBuf::from(format!("{}_c", pkg.name)));
            driver::write_c(&dir, &c)?;
            driver::write_runtime(&dir)?;
            Ok(0)
        }
        Command::Build {
            output,
            flags,
            package,
        } => {
            let work = tempdir()?;
            let out = match output {
                Some(o) => o,
                None => {
                    let pkg = driver::load(&package)?;
                    PathBuf::from(pkg.name)
                }
            };
            build_into(&package, &flags, work.path(), &out)?;
            Ok(0)
        }
        Command::Run {
            flags,
            package,
            args,
        } => {
            let work = tempdir()?;
            let bin = work.path().join("prog");
            build_into(&package, &flags, work.path(), &bin)?;
            cc::run(&bin, &args)
        }
    }
}
