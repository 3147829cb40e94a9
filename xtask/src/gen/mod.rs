//! `xtask gen`: random So programs run under solod and Go (differential testing in the manner
//! of Csmith and YARPGen). See xtask/README.md.
//!
//! Modules: `features` (feature groups and known-bug avoidance), `rng`, `program` (the
//! generator), `oracle` (build, run, compare), `reduce` (minimising a difference), and the
//! lifetime mode (`--lifetime`, issue 19): `lifetime` (programs that hand frame memory to
//! longer-lived places) and `lifetime_run` (its oracle: rejected with a located diagnostic, or
//! run clean under ASan+UBSan with Go's output).

pub mod features;
pub mod lifetime;
pub mod lifetime_run;
pub mod oracle;
pub mod program;
pub mod reduce;
pub mod rng;

use features::Config;
use oracle::{Tools, Verdict};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub const HELP: &str = "\
usage: cargo run --release -p xtask -- gen [options]

Writes random valid So programs (valid Go too, terminating, printing what they compute), runs
each with `go build` and with `solod build`, and compares stdout, stderr up to the first
`panic:` line, and the exit status. A difference is minimised by deleting statements and
simplifying expressions while it persists, and written under --out.

options:
  --seed S            first seed (default 1); program i uses seed S+i
  --count N           programs to try (default 20, unless --minutes is given)
  --minutes M         run for M minutes instead of a count
  --jobs J            programs at once (default: the number of CPUs)
  --features SPEC     default | all | a,b,c (exactly those) | -a,+b (relative to default)
  --avoid SPEC        known bugs to steer around: all (default) | none | a,b
  --no-reduce         report differences without minimising them
  --reduce-budget N   at most N candidate runs per reduction (default 1000)
  --solod PATH        the solod binary (default: the newer of target/{release,debug}/solod)
  --out DIR           where differences go (default target/gen)
  --reduce-max N      minimise at most N distinct differences (default: all)
  --lifetime          issue 19's lifetime mode: programs that hand pointers, slices, maps,
                      strings, closures and method values made in a frame through helpers to
                      places that may outlive it; each must be rejected with a located
                      diagnostic, or run under `solod build --check sanitize` (CFLAGS=-O0,
                      ASAN_OPTIONS=detect_stack_use_after_return=1) clean and as under Go
                      (default --out target/gen-lifetime, --reduce-budget 150)
  --print             print the program of --seed and exit (nothing is run)
  --list              list the feature groups and the known bugs

Exit status: 0 if every program behaved as under Go (--lifetime: no program violated the
property), 1 if there was a difference (a finding) or a generator error (a program Go itself
rejected), 2 on a usage error.
";

struct Opts {
    seed: u64,
    count: Option<u64>,
    minutes: Option<f64>,
    jobs: usize,
    cfg: Config,
    reduce: bool,
    reduce_budget: usize,
    solod: Option<PathBuf>,
    out: PathBuf,
    print: bool,
    list: bool,
    lifetime: bool,
    /// --reduce-budget was given (the lifetime mode has a smaller default).
    budget_given: bool,
    /// At most this many distinct findings are minimised (the rest are kept as generated).
    reduce_max: usize,
}

fn workspace_root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent().unwrap_or(here).to_path_buf()
}

fn parse(argv: &[String]) -> Result<Option<Opts>, String> {
    let mut o = Opts {
        seed: 1,
        count: None,
        minutes: None,
        jobs: std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(2),
        cfg: Config::default(),
        reduce: true,
        reduce_budget: 1000,
        solod: None,
        out: workspace_root().join("target/gen"),
        print: false,
        list: false,
        lifetime: false,
        budget_given: false,
        reduce_max: usize::MAX,
    };
    let mut i = 0;
    while i < argv.len() {
        let a = argv[i].as_str();
        let mut val = || -> Result<String, String> {
            i += 1;
            argv.get(i)
                .cloned()
                .ok_or_else(|| format!("{a} needs a value"))
        };
        match a {
            "--seed" => o.seed = val()?.parse().map_err(|_| "--seed needs a number")?,
            "--count" => o.count = Some(val()?.parse().map_err(|_| "--count needs a number")?),
            "--minutes" => {
                o.minutes = Some(val()?.parse().map_err(|_| "--minutes needs a number")?)
            }
            "--jobs" | "-j" => {
                o.jobs = val()?
                    .parse::<usize>()
                    .map_err(|_| "--jobs needs a number")?
                    .max(1)
            }
            "--features" => o.cfg.set_features(&val()?)?,
            "--avoid" => o.cfg.set_avoid(&val()?)?,
            "--no-reduce" => o.reduce = false,
            "--reduce-budget" => {
                o.reduce_budget = val()?
                    .parse()
                    .map_err(|_| "--reduce-budget needs a number")?;
                o.budget_given = true;
            }
            "--reduce-max" => {
                o.reduce_max = val()?.parse().map_err(|_| "--reduce-max needs a number")?
            }
            "--lifetime" => o.lifetime = true,
            "--solod" => o.solod = Some(PathBuf::from(val()?)),
            "--out" => o.out = PathBuf::from(val()?),
            "--print" => o.print = true,
            "--list" => o.list = true,
            "-h" | "--help" => return Ok(None),
            other => return Err(format!("unknown option {other:?}")),
        }
        i += 1;
    }
    Ok(Some(o))
}

fn find_solod(o: &Opts) -> Result<PathBuf, String> {
    if let Some(p) = &o.solod {
        return if p.is_file() {
            Ok(std::fs::canonicalize(p).unwrap_or(p.clone()))
        } else {
            Err(format!("--solod {}: no such file", p.display()))
        };
    }
    let target = match std::env::var_os("CARGO_TARGET_DIR") {
        Some(d) if !d.is_empty() => workspace_root().join(d),
        _ => workspace_root().join("target"),
    };
    ["release", "debug"]
        .iter()
        .map(|p| target.join(p).join("solod"))
        .filter(|p| p.is_file())
        .max_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok())
        .ok_or_else(|| {
            format!(
                "no solod in {}; run `cargo build --release -p solod` or pass --solod",
                target.display()
            )
        })
}

/// Entry point; returns the process exit status.
pub fn main(argv: &[String]) -> i32 {
    let o = match parse(argv) {
        Ok(Some(o)) => o,
        Ok(None) => {
            print!("{HELP}");
            return 0;
        }
        Err(e) => {
            eprintln!("error: {e}\n\n{HELP}");
            return 2;
        }
    };
    if o.list {
        println!("feature groups (default marked *):");
        for f in features::Feature::ALL {
            let mark = if features::Feature::DEFAULT.contains(f) {
                "*"
            } else {
                " "
            };
            let note = if f.implemented() {
                ""
            } else {
                "  (hook: not generated yet)"
            };
            println!("  {mark} {}{note}", f.name());
        }
        println!("known bugs avoided by default (--avoid):");
        for b in features::Bug::ALL {
            println!("    {}", b.name());
        }
        if features::Bug::ALL.is_empty() {
            println!("    none (every known bug is fixed)");
        }
        return 0;
    }
    if o.print {
        if o.lifetime {
            print!("{}", lifetime::generate(o.seed).0);
        } else {
            print!("{}", program::generate(o.seed, &o.cfg));
        }
        return 0;
    }
    let ran = if o.lifetime {
        lifetime_run::run(&o)
    } else {
        run(&o)
    };
    match ran {
        Ok(true) => 0,
        Ok(false) => 1,
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}

#[derive(Default)]
struct Tally {
    tried: u64,
    same: u64,
    go_failed: Vec<(u64, String)>,
    /// signature -> (first seed, files)
    diffs: BTreeMap<String, (u64, String)>,
    diff_programs: u64,
    /// The first program of each distinct difference, reduced after the run.
    to_reduce: Vec<(u64, String, String)>,
}

fn run(o: &Opts) -> Result<bool, String> {
    let tools = Tools {
        solod: find_solod(o)?,
        go: "go".into(),
        run_timeout: Duration::from_secs(10),
        build_timeout: Duration::from_secs(120),
    };
    std::fs::create_dir_all(&o.out).map_err(|e| format!("{}: {e}", o.out.display()))?;
    let tmp = tempfile::Builder::new()
        .prefix("xtask-gen-")
        .tempdir()
        .map_err(|e| format!("temporary directory: {e}"))?;
    let count = match (o.count, o.minutes) {
        (Some(c), _) => c,
        (None, Some(_)) => u64::MAX,
        (None, None) => 20,
    };
    let deadline = o
        .minutes
        .map(|m| Instant::now() + Duration::from_secs_f64(m * 60.0));
    let start = Instant::now();
    println!(
        "gen: seeds from {}, {} job(s), {}; solod {}",
        o.seed,
        o.jobs,
        o.cfg.describe(),
        tools.solod.display()
    );
    let next = AtomicU64::new(0);
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|s| {
        for job in 0..o.jobs {
            let (next, tally, tools, tmp) = (&next, &tally, &tools, tmp.path());
            s.spawn(move || loop {
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    break;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= count {
                    break;
                }
                let seed = o.seed + i;
                let dir = tmp.join(format!("j{job}"));
                let _ = std::fs::remove_dir_all(&dir);
                if std::fs::create_dir_all(&dir).is_err() {
                    break;
                }
                let text = program::generate(seed, &o.cfg);
                let _ = std::fs::write(dir.join("main.go"), &text);
                let v = oracle::compare(tools, &dir);
                let mut t = tally.lock().unwrap();
                t.tried += 1;
                match v {
                    Verdict::Same => t.same += 1,
                    Verdict::GoFailed(why) => {
                        let p = o.out.join(format!("generator-error-seed{seed}.go"));
                        let _ = std::fs::write(&p, &text);
                        println!(
                            "seed {seed}: GENERATOR ERROR (Go rejected the program), saved {}\n{}",
                            p.display(),
                            indent(&why, 12)
                        );
                        t.go_failed.push((seed, why));
                    }
                    Verdict::Differs { signature, detail } => {
                        t.diff_programs += 1;
                        let first = !t.diffs.contains_key(&signature);
                        let orig = o.out.join(format!("diff-seed{seed}.go"));
                        let _ = std::fs::write(&orig, &text);
                        println!(
                            "seed {seed}: DIFFERENCE: {signature}\n{}",
                            indent(&detail, 12)
                        );
                        if !first {
                            println!(
                                "  (same signature as seed {}; not reduced again)",
                                t.diffs[&signature].0
                            );
                            continue;
                        }
                        t.diffs
                            .insert(signature.clone(), (seed, orig.display().to_string()));
                        t.to_reduce.push((seed, text, signature));
                    }
                }
            });
        }
    });
    // Minimise after the run, so a time-bounded run spends its time on new programs; the
    // distinct differences are reduced in parallel, one per job.
    let tried_secs = start.elapsed().as_secs_f64();
    if o.reduce {
        let work: Vec<(u64, String, String)> = std::mem::take(&mut tally.lock().unwrap().to_reduce);
        let next = AtomicU64::new(0);
        std::thread::scope(|s| {
            for job in 0..o.jobs {
                let (next, tally, tools, tmp, work) = (&next, &tally, &tools, tmp.path(), &work);
                s.spawn(move || loop {
                    let i = next.fetch_add(1, Ordering::SeqCst) as usize;
                    let Some((seed, text, signature)) = work.get(i) else {
                        break;
                    };
                    let rdir = tmp.join(format!("r{job}"));
                    let (min, calls) = reduce_one(tools, &rdir, text, signature, o.reduce_budget);
                    let mp = o.out.join(format!("diff-seed{seed}.min.go"));
                    let header = format!(
                        "// {signature}\n// Minimised from seed {seed} ({calls} candidate runs).\n"
                    );
                    let _ = std::fs::write(&mp, format!("{header}{min}"));
                    println!(
                        "seed {seed}: minimised to {} lines: {}",
                        min.lines().count(),
                        mp.display()
                    );
                    let mut t = tally.lock().unwrap();
                    if let Some(e) = t.diffs.get_mut(signature) {
                        e.1 = mp.display().to_string();
                    }
                });
            }
        });
    }
    let t = tally.into_inner().unwrap();
    println!(
        "gen: {} programs in {:.0} s (and {:.0} s minimising): {} same as Go, {} with a difference ({} distinct), {} generator error(s)",
        t.tried,
        tried_secs,
        start.elapsed().as_secs_f64() - tried_secs,
        t.same,
        t.diff_programs,
        t.diffs.len(),
        t.go_failed.len()
    );
    for (sig, (seed, file)) in &t.diffs {
        println!("  {sig}  (seed {seed}: {file})");
    }
    Ok(t.diffs.is_empty() && t.go_failed.is_empty())
}

fn indent(s: &str, max_lines: usize) -> String {
    let mut out: Vec<String> = s
        .lines()
        .take(max_lines)
        .map(|l| format!("    {l}"))
        .collect();
    if s.lines().count() > max_lines {
        out.push("    ...".into());
    }
    out.join("\n")
}

/// Minimises `text` while Go still accepts it and solod still differs with `signature`.
fn reduce_one(
    tools: &Tools,
    dir: &Path,
    text: &str,
    signature: &str,
    budget: usize,
) -> (String, usize) {
    let mut r = reduce::Reducer::new(budget, |cand: &str| {
        let _ = std::fs::remove_dir_all(dir);
        if std::fs::create_dir_all(dir).is_err() {
            return false;
        }
        let _ = std::fs::write(dir.join("main.go"), cand);
        matches!(oracle::compare_reducing(tools, dir, signature), Verdict::Differs { signature: s, .. } if s == signature)
    });
    let out = r.reduce(text);
    (out, r.calls)
}
