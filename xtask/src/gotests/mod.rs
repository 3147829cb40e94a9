//! `xtask gotests`: measures solod against the programs of Go's own test directory.
//!
//! Modules, one concern each: `args` (command line), `constraint` (build constraints),
//! `header` (a file's recipe), `errcomments` (`// ERROR` markers), `diag` (reading solod's
//! diagnostics), `classify` (outcome → class), `exec` (processes with time limits), `discover`
//! (which programs, which skipped), `report` (results file, summary, comparison). This file
//! drives them: a pool of worker threads, one temporary directory per program.

pub mod args;
pub mod classify;
pub mod constraint;
pub mod diag;
pub mod discover;
pub mod errcomments;
pub mod exec;
pub mod header;
pub mod report;

use classify::{Class, ErrorStats, Exit, Verdict};
use discover::{Kind, Program};
use report::Row;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Output kept from the compiler and from a program (more is a failure of its own).
const MAX_OUTPUT: usize = 8 << 20;

struct Config {
    solod: PathBuf,
    tmp: PathBuf,
    run_timeout: Duration,
    compile_timeout: Duration,
    logs: PathBuf,
}

/// Entry point; returns the process exit status.
pub fn main(argv: &[String]) -> i32 {
    let opts = match args::parse(argv) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    if opts.help {
        print!("{}", args::HELP);
        return 0;
    }
    match run(&opts) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}

fn workspace_root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent().unwrap_or(here).to_path_buf()
}

fn target_dir(root: &Path) -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(d) if !d.is_empty() => {
            let d = PathBuf::from(d);
            if d.is_absolute() {
                d
            } else {
                root.join(d)
            }
        }
        _ => root.join("target"),
    }
}

/// `--solod`, else the newer of target/{release,debug}/solod, else build the debug one.
fn find_solod(opts: &args::Options, root: &Path) -> Result<PathBuf, String> {
    if let Some(p) = &opts.solod {
        if !p.is_file() {
            return Err(format!("--solod {}: no such file", p.display()));
        }
        return Ok(std::fs::canonicalize(p).unwrap_or(p.clone()));
    }
    let target = target_dir(root);
    let newest = ["release", "debug"]
        .iter()
        .map(|p| target.join(p).join("solod"))
        .filter(|p| p.is_file())
        .max_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok());
    if let Some(p) = newest {
        return Ok(p);
    }
    eprintln!(
        "no solod binary in {}; running `cargo build -p solod`",
        target.display()
    );
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .args(["build", "-p", "solod"])
        .current_dir(root)
        .status()
        .map_err(|e| format!("running cargo: {e}"))?;
    let p = target.join("debug").join("solod");
    if !status.success() || !p.is_file() {
        return Err("`cargo build -p solod` failed; pass --solod PATH".into());
    }
    Ok(p)
}

fn run(opts: &args::Options) -> Result<(), String> {
    let root = workspace_root();
    let test_dir = discover::test_dir(opts)?;
    let (ctx, go_version) = discover::context();
    let programs = discover::programs(&test_dir, &ctx, opts)?;
    if programs.is_empty() {
        return Err("no program matches the filters".into());
    }
    if opts.list {
        for p in &programs {
            let kind = match p.kind {
                Kind::Run => "run",
                Kind::ErrorCheck => "errorcheck",
            };
            match &p.skip {
                Some(s) => println!("{}\t{kind}\tSKIPPED: {s}", p.path),
                None => println!(
                    "{}\t{kind}\t{}",
                    p.path,
                    [p.recipe.flags.clone(), p.recipe.args.clone()]
                        .concat()
                        .join(" ")
                ),
            }
        }
        return Ok(());
    }
    // Read the file to compare with now: it may be the results file this run replaces.
    let compare_with = match &opts.compare {
        Some(p) => Some((
            p.clone(),
            std::fs::read_to_string(p).map_err(|e| format!("reading {}: {e}", p.display()))?,
        )),
        None => None,
    };
    let solod = find_solod(opts, &root)?;
    let out_dir = target_dir(&root).join("gotests");
    let results_path = opts.out.clone().unwrap_or(out_dir.join("results.tsv"));
    let summary_path = opts.summary.clone().unwrap_or(out_dir.join("summary.md"));
    let logs = opts.logs.clone().unwrap_or(out_dir.join("logs"));
    clear_logs(&logs);
    let tmp = std::env::temp_dir().join(format!("solod-gotests-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).map_err(|e| format!("creating {}: {e}", tmp.display()))?;
    // Run a private copy, so that a rebuild of solod during the run (other people work in
    // this tree) cannot mix two compilers in one set of results.
    let pinned = tmp.join("solod");
    std::fs::copy(&solod, &pinned).map_err(|e| format!("copying {}: {e}", solod.display()))?;
    let cfg = Config {
        solod: pinned,
        tmp: tmp.clone(),
        run_timeout: Duration::from_secs(opts.timeout_secs),
        compile_timeout: Duration::from_secs(opts.compile_timeout_secs),
        logs,
    };
    eprintln!(
        "gotests: {} programs from {} with {} ({} jobs)",
        programs.len(),
        test_dir.display(),
        solod.display(),
        opts.jobs
    );
    let start = Instant::now();
    let rows = run_all(&programs, &cfg, opts.jobs, opts.verbose);
    let _ = std::fs::remove_dir_all(&tmp);
    let seconds = start.elapsed().as_secs();

    let meta = report::Meta {
        test_dir: test_dir.display().to_string(),
        go_version,
        solod: solod
            .strip_prefix(&root)
            .unwrap_or(&solod)
            .display()
            .to_string(),
        jobs: opts.jobs,
        seconds,
    };
    let summary = report::summary(&rows, &meta);
    println!("{summary}");
    report::write_file(&summary_path, &summary)
        .map_err(|e| format!("writing {}: {e}", summary_path.display()))?;
    // Keep the previous results next to the new ones.
    let previous = std::fs::read_to_string(&results_path).ok();
    let prev_path = results_path.with_extension("prev.tsv");
    if previous.is_some() {
        let _ = std::fs::rename(&results_path, &prev_path);
    }
    let tsv = report::tsv(&rows);
    report::write_file(&results_path, &tsv)
        .map_err(|e| format!("writing {}: {e}", results_path.display()))?;
    eprintln!(
        "results: {}\nsummary: {}\nlogs of FAIL/DIVERGED programs: {}",
        results_path.display(),
        summary_path.display(),
        cfg.logs.display()
    );
    let new = report::parse_tsv(&tsv);
    match (compare_with, previous) {
        (Some((path, old)), _) => {
            println!("## Compared with {}\n", path.display());
            println!("{}", report::compare(&report::parse_tsv(&old), &new));
        }
        (None, Some(old)) => {
            let c = report::compare(&report::parse_tsv(&old), &new);
            eprintln!(
                "since the previous run: {} (list them with --compare {})",
                c.lines().next().unwrap_or(""),
                prev_path.display()
            );
        }
        (None, None) => {}
    }
    Ok(())
}

/// Removes the `.log` files of a previous run (only those: the directory may be the user's).
fn clear_logs(dir: &Path) {
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            if e.path().extension().is_some_and(|x| x == "log") {
                let _ = std::fs::remove_file(e.path());
            }
        }
    }
}

fn run_all(programs: &[Program], cfg: &Config, jobs: usize, verbose: bool) -> Vec<Row> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Row>>> = Mutex::new(vec![None; programs.len()]);
    let total = programs.len();
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= total {
                    break;
                }
                let p = &programs[i];
                let row = process(p, i, cfg);
                let n = done.fetch_add(1, Ordering::SeqCst) + 1;
                if verbose {
                    eprintln!(
                        "[{n}/{total}] {:<8} {} {}",
                        row.class.as_str(),
                        row.path,
                        row.reason
                    );
                } else if n.is_multiple_of(100) || n == total {
                    eprintln!("[{n}/{total}]");
                }
                results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(row);
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .flatten()
        .collect()
}

fn process(p: &Program, index: usize, cfg: &Config) -> Row {
    let mut row = Row {
        path: p.path.clone(),
        dir: p.dir,
        kind: p.kind,
        class: Class::Skipped,
        reason: String::new(),
        stats: None,
        note: None,
    };
    if let Some(s) = &p.skip {
        row.reason = s.clone();
        return row;
    }
    let work = cfg.tmp.join(index.to_string());
    let (verdict, stats, log) = match measure(p, &work, cfg) {
        Ok(x) => x,
        Err(e) => (
            Verdict::new(Class::Fail, format!("harness error: {e}")),
            None,
            String::new(),
        ),
    };
    let _ = std::fs::remove_dir_all(&work);
    if matches!(verdict.class, Class::Fail | Class::Diverged) {
        let name = format!("{}.log", p.path.replace('/', "__"));
        let text = format!(
            "{}\t{}\t{}\n\n{log}",
            p.path,
            verdict.class.as_str(),
            verdict.reason
        );
        let _ = report::write_file(&cfg.logs.join(name), &text);
    }
    row.class = verdict.class;
    row.reason = verdict.reason;
    row.stats = stats;
    row.note = verdict.note;
    row
}

fn lossy(b: &[u8]) -> String {
    let s = String::from_utf8_lossy(b);
    if s.len() > 20_000 {
        let mut cut = 20_000;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        format!("{}\n... ({} bytes in all)", &s[..cut], s.len())
    } else {
        s.into_owned()
    }
}

/// Compiles (and runs) one program in `work`; returns the verdict, the errorcheck counts and a
/// log of what happened.
fn measure(
    p: &Program,
    work: &Path,
    cfg: &Config,
) -> Result<(Verdict, Option<ErrorStats>, String), String> {
    std::fs::create_dir_all(work).map_err(|e| format!("creating {}: {e}", work.display()))?;
    let src_text =
        std::fs::read(&p.file).map_err(|e| format!("reading {}: {e}", p.file.display()))?;
    // solod works on a copy, so nothing it does can touch Go's test directory.
    let src = work.join(p.name());
    std::fs::write(&src, &src_text).map_err(|e| format!("writing {}: {e}", src.display()))?;
    let solod = |sub: &str| {
        let mut c = Command::new(&cfg.solod);
        c.arg(sub).current_dir(work).env("NO_COLOR", "1");
        c
    };
    match p.kind {
        Kind::ErrorCheck => {
            let text = String::from_utf8_lossy(&src_text);
            let wanted = errcomments::wanted_errors(&text, p.name())?;
            let mut cmd = solod("check");
            cmd.arg(&src);
            let f = exec::run(cmd, cfg.compile_timeout, MAX_OUTPUT)
                .map_err(|e| format!("running solod: {e}"))?;
            let out = lossy(&f.output);
            let (v, st) = classify::classify_errorcheck(&wanted, p.name(), f.exit, &out);
            let log = format!("$ solod check {}\n{}\n{out}", p.name(), f.exit.describe());
            Ok((v, st, log))
        }
        Kind::Run => {
            let exe = work.join("prog");
            let mut cmd = solod("build");
            cmd.arg("-o").arg(&exe).arg(&src);
            let f = exec::run(cmd, cfg.compile_timeout, MAX_OUTPUT)
                .map_err(|e| format!("running solod: {e}"))?;
            let build_out = lossy(&f.output);
            let mut log = format!(
                "$ solod build -o prog {}\n{}\n{build_out}",
                p.name(),
                f.exit.describe()
            );
            if let Some(v) = classify::classify_build(f.exit, &build_out) {
                return Ok((v, None, log));
            }
            if !exe.is_file() {
                let v = Verdict::new(Class::Fail, "solod build succeeded but wrote no binary");
                return Ok((v, None, log));
            }
            let expected = std::fs::read(p.file.with_extension("out")).unwrap_or_default();
            let limit = cfg
                .run_timeout
                .max(Duration::from_secs(p.recipe.timeout_secs.unwrap_or(0)));
            let mut cmd = Command::new(&exe);
            cmd.args(&p.recipe.args).current_dir(work);
            let r = exec::run(cmd, limit, MAX_OUTPUT).map_err(|e| format!("running: {e}"))?;
            let v = classify::classify_run(&expected, &r.output, r.exit);
            log += &format!(
                "\n$ ./prog {}\n{}\n--- output ---\n{}\n--- expected (exit status 0) ---\n{}",
                p.recipe.args.join(" "),
                r.exit.describe(),
                lossy(&r.output),
                lossy(&expected)
            );
            if r.exit == Exit::Timeout {
                log += "\n(killed at the time limit)";
            }
            Ok((v, None, log))
        }
    }
}
