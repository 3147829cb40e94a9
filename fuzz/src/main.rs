//! `solod-fuzz`: a stable, in-process, structure-aware fuzzer for solod's parser, checker and
//! emitter. See fuzz/README.md.
//!
//! The process you start is a supervisor: it runs `--jobs` worker processes (this binary with
//! `--worker`), restarts a worker that died on a hang or a crash, and prints the summary. A
//! worker compiles mutated inputs in-process on a thread with a 1 GiB stack (as `solod` does);
//! its main thread is a watchdog that ends the worker when one input runs past `--timeout-ms`.
//! Before each input the worker writes it to `ARTIFACTS/.current-N`, so the supervisor can save
//! the input that killed a worker (a stack overflow or an abort is a signal, not a panic).

use solod_fuzz::corpus;
use solod_fuzz::mutate::{Mode, Mutator};
use solod_fuzz::oracle::{self, BugKind, Outcome};
use solod_fuzz::rng::Rng;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const USAGE: &str = "\
usage: solod-fuzz [options]            fuzz for a while, then print a summary
       solod-fuzz --replay FILE...     run saved inputs once and print what each does

options:
  --seconds N       total run time (default 60)
  --max-execs N     stop each worker after N inputs (default: no limit)
  --jobs N          worker processes (default 1)
  --seed S          base seed; worker i uses S+i (default 1)
  --mode M          bytes | tokens | ast | mixed (default mixed)
  --timeout-ms MS   an input running longer is a hang (default 10000)
  --max-len BYTES   longest input to try (default 16384)
  --cc              also compile every accepted input's C with the C compiler (solod's
                    -Werror flags, -fsyntax-only); a rejection is a finding, bucketed by warning
  --artifacts DIR   where findings go (default target/fuzz/artifacts)
  --seeds DIR       seed directory (default the repository's testdata/)

Exit status: 0 if nothing was found, 1 if anything was (each finding is saved as
DIR/KIND-HASH.go with KIND-HASH.txt saying what happened), 2 on a usage error.";

#[derive(Clone)]
struct Opts {
    seconds: u64,
    max_execs: Option<u64>,
    jobs: usize,
    seed: u64,
    mode: Mode,
    mode_name: String,
    timeout_ms: u64,
    max_len: usize,
    cc: bool,
    artifacts: PathBuf,
    seeds: PathBuf,
    worker: Option<usize>,
    replay: Vec<PathBuf>,
}

fn parse_args(args: &[String]) -> Result<Opts, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap_or(Path::new("."))
        .to_path_buf();
    let mut o = Opts {
        seconds: 60,
        max_execs: None,
        jobs: 1,
        seed: 1,
        mode: Mode::Mixed,
        mode_name: "mixed".into(),
        timeout_ms: 10_000,
        max_len: 16384,
        cc: false,
        artifacts: root.join("target/fuzz/artifacts"),
        seeds: corpus::testdata_dir(),
        worker: None,
        replay: Vec::new(),
    };
    let mut i = 0;
    let num = |i: &mut usize, name: &str| -> Result<u64, String> {
        *i += 1;
        args.get(*i)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a number"))
    };
    while i < args.len() {
        match args[i].as_str() {
            "--seconds" => o.seconds = num(&mut i, "--seconds")?,
            "--max-execs" => o.max_execs = Some(num(&mut i, "--max-execs")?),
            "--jobs" | "-j" => o.jobs = num(&mut i, "--jobs")?.max(1) as usize,
            "--seed" => o.seed = num(&mut i, "--seed")?,
            "--timeout-ms" => o.timeout_ms = num(&mut i, "--timeout-ms")?,
            "--max-len" => o.max_len = num(&mut i, "--max-len")? as usize,
            "--worker" => o.worker = Some(num(&mut i, "--worker")? as usize),
            "--cc" => o.cc = true,
            "--mode" => {
                i += 1;
                let m = args.get(i).ok_or("--mode needs a value")?;
                o.mode = Mode::parse(m).ok_or_else(|| format!("unknown mode {m:?}"))?;
                o.mode_name = m.clone();
            }
            "--artifacts" => {
                i += 1;
                o.artifacts = PathBuf::from(args.get(i).ok_or("--artifacts needs a directory")?);
            }
            "--seeds" => {
                i += 1;
                o.seeds = PathBuf::from(args.get(i).ok_or("--seeds needs a directory")?);
            }
            "--replay" => {
                o.replay = args[i + 1..].iter().map(PathBuf::from).collect();
                if o.replay.is_empty() {
                    return Err("--replay needs files".into());
                }
                break;
            }
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown option {other:?}")),
        }
        i += 1;
    }
    Ok(o)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let o = match parse_args(&args) {
        Ok(o) => o,
        Err(e) => {
            if e.is_empty() {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            eprintln!("error: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    if !o.replay.is_empty() {
        return replay(&o);
    }
    if let Some(id) = o.worker {
        return worker(&o, id);
    }
    supervise(&o)
}

/// A short stable hash for artifact names.
fn hash(s: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    format!("{:012x}", h & 0xffff_ffff_ffff)
}

fn save_finding(dir: &Path, kind: BugKind, message: &str, input: &str) -> PathBuf {
    let _ = std::fs::create_dir_all(dir);
    let base = format!("{}-{}", kind.name(), hash(&format!("{kind:?}{message}")));
    let go = dir.join(format!("{base}.go"));
    // Keep the shortest input seen for a finding.
    let keep_old = std::fs::metadata(&go).is_ok_and(|m| (m.len() as usize) <= input.len());
    if !keep_old {
        let _ = std::fs::write(&go, input);
        let _ = std::fs::write(
            dir.join(format!("{base}.txt")),
            format!("{}: {message}\n", kind.name()),
        );
    }
    go
}

fn replay(o: &Opts) -> ExitCode {
    oracle::install_quiet_panic_hook();
    let files = o.replay.clone();
    let cc = o.cc;
    let h = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || {
            let work = tempdir_with_runtime(cc);
            let mut bad = 0;
            for f in files {
                let Ok(text) = std::fs::read(&f) else {
                    println!("{}: cannot read", f.display());
                    bad += 1;
                    continue;
                };
                let text = String::from_utf8_lossy(&text).into_owned();
                let t0 = Instant::now();
                let out = oracle::run(&text);
                let ms = t0.elapsed().as_millis();
                match out {
                    Outcome::Accepted { c, .. } => {
                        let mut verdict = "accepted".to_string();
                        if let Some(w) = &work {
                            if let Some(e) = oracle::cc_check(w, &c) {
                                verdict = format!("BUG cc: {e}");
                                bad += 1;
                            }
                        }
                        println!("{}: {verdict} ({ms} ms)", f.display());
                    }
                    Outcome::Rejected { signature } => {
                        println!("{}: rejected: {signature} ({ms} ms)", f.display())
                    }
                    Outcome::Bug { kind, message } => {
                        bad += 1;
                        println!("{}: BUG {}: {message} ({ms} ms)", f.display(), kind.name());
                    }
                }
            }
            bad
        })
        .expect("spawn");
    match h.join() {
        Ok(0) => ExitCode::SUCCESS,
        _ => ExitCode::from(1),
    }
}

fn tempdir_with_runtime(cc: bool) -> Option<PathBuf> {
    if !cc {
        return None;
    }
    let dir = std::env::temp_dir().join(format!("solod-fuzz-cc-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    solod::driver::write_runtime(&dir.join("runtime")).ok()?;
    Some(dir)
}

#[derive(Default)]
struct Stats {
    execs: u64,
    accepted: u64,
    rejected: u64,
    signatures: u64,
    shapes: u64,
    corpus: u64,
    findings: BTreeMap<String, String>,
    restarts: u64,
}

fn supervise(o: &Opts) -> ExitCode {
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("error: cannot find this executable: {e}");
            return ExitCode::from(2);
        }
    };
    let _ = std::fs::create_dir_all(&o.artifacts);
    let start = Instant::now();
    let deadline = start + Duration::from_secs(o.seconds);
    println!(
        "solod-fuzz: mode {}, {} job(s), seed {}, {} s, per-input limit {} ms{}{}",
        o.mode_name,
        o.jobs,
        o.seed,
        o.seconds,
        o.timeout_ms,
        if o.cc { ", C-compiler oracle on" } else { "" },
        o.max_execs
            .map(|n| format!(", at most {n} inputs per worker"))
            .unwrap_or_default()
    );
    let total = Arc::new(std::sync::Mutex::new(Stats::default()));
    let mut handles = Vec::new();
    for job in 0..o.jobs {
        let o = o.clone();
        let exe = exe.clone();
        let total = total.clone();
        handles.push(std::thread::spawn(move || {
            let mut generation = 0u64;
            let mut execs_left = o.max_execs;
            loop {
                let now = Instant::now();
                if now >= deadline || execs_left == Some(0) {
                    break;
                }
                let secs_left = (deadline - now).as_secs_f64();
                let seed = o.seed + job as u64 + generation * 1000;
                let mut cmd = Command::new(&exe);
                cmd.args(["--worker", &job.to_string()])
                    .args(["--seconds", &format!("{}", secs_left.ceil() as u64)])
                    .args(["--seed", &seed.to_string()])
                    .args(["--mode", &o.mode_name])
                    .args(["--timeout-ms", &o.timeout_ms.to_string()])
                    .args(["--max-len", &o.max_len.to_string()])
                    .arg("--artifacts")
                    .arg(&o.artifacts)
                    .arg("--seeds")
                    .arg(&o.seeds)
                    .stdin(Stdio::null())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::inherit());
                if let Some(n) = execs_left {
                    cmd.args(["--max-execs", &n.to_string()]);
                }
                if o.cc {
                    cmd.arg("--cc");
                }
                let out = match cmd.output() {
                    Ok(out) => out,
                    Err(e) => {
                        eprintln!("error: cannot start a worker: {e}");
                        break;
                    }
                };
                let text = String::from_utf8_lossy(&out.stdout);
                let mut t = total.lock().unwrap();
                let mut ran = 0;
                for line in text.lines() {
                    if let Some(rest) = line.strip_prefix("STATS ") {
                        for kv in rest.split_whitespace() {
                            if let Some((k, v)) = kv.split_once('=') {
                                let v: u64 = v.parse().unwrap_or(0);
                                match k {
                                    "execs" => {
                                        t.execs += v;
                                        ran = v;
                                    }
                                    "accepted" => t.accepted += v,
                                    "rejected" => t.rejected += v,
                                    "signatures" => t.signatures = t.signatures.max(v),
                                    "shapes" => t.shapes = t.shapes.max(v),
                                    "corpus" => t.corpus = t.corpus.max(v),
                                    _ => {}
                                }
                            }
                        }
                    } else if let Some(rest) = line.strip_prefix("FINDING ") {
                        println!("  {rest}");
                        let (file, msg) = rest.split_once(' ').unwrap_or((rest, ""));
                        t.findings.insert(msg.to_string(), file.to_string());
                    }
                }
                if let Some(n) = execs_left.as_mut() {
                    *n = n.saturating_sub(ran.max(1));
                }
                let hung = text
                    .lines()
                    .any(|l| l.starts_with("FINDING ") && l.contains(" hang:"));
                let died = !out.status.success() && !hung && !text.contains("STATS ");
                if died {
                    // Killed by a signal or exited without its summary: the input it was
                    // running is in .current-N.
                    let cur = o.artifacts.join(format!(".current-{job}"));
                    let input = std::fs::read_to_string(&cur).unwrap_or_default();
                    let msg = format!("worker died: {}", describe(&out.status));
                    let f = save_finding(&o.artifacts, BugKind::Crash, &msg, &input);
                    println!("  {} {msg}", f.display());
                    t.findings.insert(msg, f.display().to_string());
                }
                if died || hung {
                    t.restarts += 1;
                    generation += 1;
                    continue;
                }
                break;
            }
        }));
    }
    for h in handles {
        let _ = h.join();
    }
    let t = total.lock().unwrap();
    let secs = start.elapsed().as_secs_f64();
    println!(
        "solod-fuzz: {} inputs in {:.0} s ({:.0}/s): {} accepted, {} rejected; {} distinct diagnostics, {} C shapes, corpus {}; {} finding(s){}",
        t.execs,
        secs,
        t.execs as f64 / secs.max(0.001),
        t.accepted,
        t.rejected,
        t.signatures,
        t.shapes,
        t.corpus,
        t.findings.len(),
        if t.restarts > 0 { format!(", {} worker restart(s)", t.restarts) } else { String::new() }
    );
    for (msg, file) in &t.findings {
        println!("  {file}: {msg}");
    }
    if t.findings.is_empty() {
        println!("solod-fuzz: no crash, hang or internal error");
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn describe(s: &std::process::ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = s.signal() {
            return format!("signal {sig}");
        }
    }
    format!("exit status {}", s.code().unwrap_or(-1))
}

fn worker(o: &Opts, id: usize) -> ExitCode {
    oracle::install_quiet_panic_hook();
    let _ = std::fs::create_dir_all(&o.artifacts);
    let current = o.artifacts.join(format!(".current-{id}"));
    let epoch = Instant::now();
    // Milliseconds since `epoch` (plus one) at which the running input started; 0 when idle.
    let started = Arc::new(AtomicU64::new(0));
    let o2 = o.clone();
    let started2 = started.clone();
    let current2 = current.clone();
    let h = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || fuzz_loop(&o2, &current2, &started2, epoch))
        .expect("spawn the fuzzing thread");
    loop {
        std::thread::sleep(Duration::from_millis(50));
        if h.is_finished() {
            let code = h.join().unwrap_or(1);
            return ExitCode::from(code);
        }
        let s = started.load(Ordering::SeqCst);
        if s != 0 {
            let now = epoch.elapsed().as_millis() as u64 + 1;
            if now.saturating_sub(s) > o.timeout_ms {
                let input = std::fs::read_to_string(&current).unwrap_or_default();
                let msg = format!("hang: one input ran longer than {} ms", o.timeout_ms);
                let f = save_finding(&o.artifacts, BugKind::Hang, &msg, &input);
                println!("FINDING {} {msg}", f.display());
                let _ = std::io::stdout().flush();
                // The fuzzing thread cannot be stopped; end the process.
                std::process::exit(1);
            }
        }
    }
}

fn fuzz_loop(o: &Opts, current: &Path, started: &AtomicU64, epoch: Instant) -> u8 {
    let seeds: Vec<String> = corpus::seeds_from(&o.seeds)
        .into_iter()
        .map(|s| s.text)
        .filter(|t| t.len() <= o.max_len)
        .collect();
    if seeds.is_empty() {
        eprintln!("error: no seeds in {}", o.seeds.display());
        return 2;
    }
    let mut mutator = Mutator::new(&seeds, o.max_len);
    let mut rng = Rng::new(o.seed);
    let work = tempdir_with_runtime(o.cc);
    let deadline = Instant::now() + Duration::from_secs(o.seconds);
    let mut corpus: Vec<String> = seeds.clone();
    let n_seeds = corpus.len();
    let mut sigs: HashSet<String> = HashSet::new();
    let mut shapes: HashSet<u64> = HashSet::new();
    let mut found: BTreeSet<(BugKind, String)> = BTreeSet::new();
    let (mut execs, mut accepted, mut rejected) = (0u64, 0u64, 0u64);
    let mut i = 0usize;
    loop {
        if o.max_execs.is_some_and(|m| execs >= m) || Instant::now() >= deadline {
            break;
        }
        // The seeds themselves first, then mutants.
        let input = if i < n_seeds {
            corpus[i].clone()
        } else {
            let a = rng.below(corpus.len());
            let b = rng.below(corpus.len());
            mutator.mutate(&mut rng, o.mode, &corpus[a], &corpus[b])
        };
        i += 1;
        let _ = std::fs::write(current, &input);
        started.store(epoch.elapsed().as_millis() as u64 + 1, Ordering::SeqCst);
        let out = oracle::run(&input);
        started.store(0, Ordering::SeqCst);
        execs += 1;
        let mut keep = false;
        match out {
            Outcome::Accepted { c, shape } => {
                accepted += 1;
                keep = shapes.insert(shape);
                if let Some(w) = &work {
                    if let Some(err) = oracle::cc_check(w, &c) {
                        let bucket = oracle::cc_bucket(&err);
                        if found.insert((BugKind::CcRejected, bucket.clone())) || i <= n_seeds {
                            let f =
                                save_finding(&o.artifacts, BugKind::CcRejected, &bucket, &input);
                            println!("FINDING {} cc: {err}", f.display());
                        } else {
                            save_finding(&o.artifacts, BugKind::CcRejected, &bucket, &input);
                        }
                    }
                }
            }
            Outcome::Rejected { signature } => {
                rejected += 1;
                keep = sigs.insert(signature);
            }
            Outcome::Bug { kind, message } => {
                let f = save_finding(&o.artifacts, kind, &message, &input);
                if found.insert((kind, message.clone())) {
                    println!("FINDING {} {}: {message}", f.display(), kind.name());
                }
            }
        }
        if keep && i > n_seeds {
            if corpus.len() < 5000 {
                corpus.push(input);
            } else {
                let j = n_seeds + rng.below(corpus.len() - n_seeds);
                corpus[j] = input;
            }
        }
    }
    let _ = std::fs::remove_file(current);
    if let Some(w) = work {
        let _ = std::fs::remove_dir_all(w);
    }
    println!(
        "STATS execs={execs} accepted={accepted} rejected={rejected} signatures={} shapes={} corpus={}",
        sigs.len(),
        shapes.len(),
        corpus.len()
    );
    u8::from(!found.is_empty())
}
