//! Invoking the C compiler and running programs.

use super::cache::{Cache, Hash, KeyBuilder};
use super::{Failure, RUNTIME_FILES};
use crate::emit::CFiles;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CheckMode {
    Off,
    Warn,
    Sanitize,
    Race,
}

/// Which implementation of the `so/...` packages a program links.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RuntimeKind {
    /// The C runtime's sources (`runtime-c/so/`), compiled with the program.
    C,
    /// The Rust reference runtime's static library (`runtime-rs`), embedded in solod.
    Rust,
}

pub struct BuildOptions {
    pub opt_level: String,
    pub runtime: RuntimeKind,
    /// `-a`: rebuild everything, reading nothing from the cache.
    pub rebuild: bool,
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

/// The C compiler command: `$CC` split into the program and its own arguments.
fn compiler() -> (String, Vec<String>) {
    let cc = std::env::var("CC")
        .ok()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| "cc".into());
    let mut parts = cc.split_whitespace().map(String::from);
    let prog = parts.next().unwrap_or_else(|| "cc".into());
    (prog, parts.collect())
}

fn cannot_run(prog: &str, e: std::io::Error) -> Failure {
    Failure::new(
        format!("error: cannot run the C compiler `{prog}`: {e}\n  = help: install a C compiler or set CC"),
        1,
    )
}

/// The flags generated C is always compiled with: the language, the warnings that stay
/// errors, and stack probing. (The fuzzer's C-compiler oracle uses them too.)
///
/// -fno-strict-aliasing: an interface value keeps its dynamic value in words of its own
/// (`so_Iface.data`), read back through a pointer of the value's type. -ffp-contract=off:
/// `a*b + c` rounds twice, as Go computes it on amd64, even when $CFLAGS target a CPU with
/// fused multiply-add (so/math and strconv give Go's bits).
///
/// The `-Wno-` flags are warnings that valid Go triggers, so they cannot be errors for generated
/// code (the other warnings of -Wall -Wextra stay errors: they catch mistakes of the emitter):
/// a variable or parameter only written through its fields/elements counts as used in Go;
/// constant arithmetic that wraps is Go's (and -fwrapv C's) semantics; `~(1 & x)` is not a
/// boolean operation, and `(1 &^ x) <= 22855` not a comparison of a boolean with a constant,
/// whatever gcc guesses from the value range; a function that recurses until
/// it panics is fine; `u < 0` on an unsigned value and `x == x` (a NaN test) are meaningful Go;
/// and C's promotion of narrow unsigned operands makes `^x == y` (uint8) a "sign" comparison
/// although both sides have one Go type.
///
/// -fstack-clash-protection: a frame or an alloca larger than a page touches the stack one page
/// at a time, so a huge local array, a big `make` or concatenation, or deep recursion meets the
/// guard region below the stack (reported as "fatal error: stack overflow" by
/// runtime-c/builtin/stack.c) instead of jumping past it into unmapped memory (a bare SIGSEGV)
/// or into another thread's stack.
pub const GENERATED_C_FLAGS: &[&str] = &[
    "-std=gnu11",
    "-fwrapv",
    "-fno-strict-aliasing",
    "-ffp-contract=off",
    "-Wall",
    "-Wextra",
    "-Werror",
    "-Wno-unused-but-set-variable",
    "-Wno-unused-but-set-parameter",
    "-Wno-overflow",
    "-Wno-bool-operation",
    "-Wno-bool-compare",
    "-Wno-infinite-recursion",
    "-Wno-type-limits",
    "-Wno-tautological-compare",
    "-Wno-sign-compare",
    "-fstack-clash-protection",
];

/// GCC's code generation flags for x86-64, given when the C compiler is GCC for x86-64.
///
/// The generated C passes and returns slices, tuples of results and other structs of more than
/// 16 bytes by value, which the x86-64 ABI puts in memory. GCC copies such a struct into place
/// with 16-byte SSE loads even when its parts were just written with 8-byte stores (the slice
/// `buf[:0]` or `b.buf[b.w:]` built for a call, a callee's tuple of results), and a load
/// that spans two stores cannot take its bytes from the store buffer: it waits until they
/// reach the cache, some 20 cycles per call (strconv.AppendInt of a small number, a Reader's
/// Read of its buffer, and mem's allocation calls spent most of their time there). Without
/// `sse_unaligned_load_optimal` GCC moves such blocks 8 bytes at a time, as it does for older
/// x86 CPUs, so that each load matches one store. That also makes GCC clear a struct of more
/// than 32 bytes with `rep stosq`, slow to start for a few dozen bytes, hence the memset
/// strategy: inline stores up to 256 bytes, libc's memset beyond.
pub const GCC_X86_64_FLAGS: &[&str] = &[
    "-mtune-ctrl=^sse_unaligned_load_optimal",
    "-mmemset-strategy=unrolled_loop:256:noalign,libcall:-1:noalign",
];

/// Whether `prog` (with its arguments `pre`) is GCC generating x86-64 code: its `--version`
/// names the Free Software Foundation and not clang, and `-dumpmachine` starts with x86_64.
/// Asked once per process.
fn gcc_x86_64(prog: &str, pre: &[String]) -> bool {
    static ANSWER: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ANSWER.get_or_init(|| {
        let ask = |arg: &str| {
            Command::new(prog)
                .args(pre)
                .arg(arg)
                .stdin(Stdio::null())
                .stderr(Stdio::null())
                .output()
                .ok()
                .filter(|o| o.status.success())
                .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
                .unwrap_or_default()
        };
        let version = ask("--version");
        version.contains("Free Software Foundation")
            && !version.contains("clang")
            && ask("-dumpmachine").starts_with("x86_64")
    })
}

/// The flags every translation unit and the link get: [`GENERATED_C_FLAGS`], the optimization
/// level, [`GCC_X86_64_FLAGS`] for GCC on x86-64, the checking mode, then `$CFLAGS`.
fn common_flags(opts: &BuildOptions, prog: &str, pre: &[String]) -> Vec<String> {
    let mut v: Vec<String> = GENERATED_C_FLAGS.iter().map(|s| s.to_string()).collect();
    v.push(format!("-O{}", opts.opt_level));
    if gcc_x86_64(prog, pre) {
        v.extend(GCC_X86_64_FLAGS.iter().map(|s| s.to_string()));
    }
    match opts.check {
        CheckMode::Sanitize => {
            v.extend(
                [
                    "-g",
                    "-fsanitize=address,undefined",
                    "-fno-sanitize-recover=all",
                    "-fno-omit-frame-pointer",
                ]
                .map(String::from),
            );
        }
        CheckMode::Race => {
            v.extend(["-g", "-fsanitize=thread"].map(String::from));
        }
        CheckMode::Off | CheckMode::Warn => {}
    }
    v.extend(env_flags("CFLAGS"));
    v
}

/// What comes after the objects in the link command: `$LDFLAGS`, the `//so:link`
/// libraries, the Rust runtime's system libraries, libm and libpthread.
fn link_tail(opts: &BuildOptions) -> Vec<String> {
    let mut v = env_flags("LDFLAGS");
    for l in &opts.libs {
        v.push(format!("-l{l}"));
    }
    if opts.runtime == RuntimeKind::Rust {
        v.push("-ldl".into());
    }
    v.extend(["-lm", "-lpthread"].map(String::from));
    v
}

/// One translation unit of a build: a package's `.c` or a runtime source.
pub struct Unit {
    /// The file, relative to its directory (`main.c`, `builtin/print.c`).
    pub name: String,
    /// A package's (in the build's source directory) or the runtime's.
    pub runtime: bool,
    pub text: String,
    /// The generated headers the unit includes, directly or not: (name, text).
    pub headers: Vec<(String, String)>,
    /// It includes headers that are neither generated nor the runtime's (`//so:include`):
    /// their contents are part of its key, found by the C compiler's dependency output.
    pub foreign_includes: bool,
}

/// The translation units of a build: every package's `.c` (with the generated headers each
/// includes) and the runtime's `.c` files in `builtin/` and `rt_dirs`.
pub fn units(files: &[CFiles], rt_dirs: &[PathBuf]) -> Vec<Unit> {
    let headers: HashMap<&str, &str> = files
        .iter()
        .map(|c| (c.header_name.as_str(), c.header.as_str()))
        .collect();
    let runtime_files: HashMap<&str, &str> = RUNTIME_FILES.iter().copied().collect();
    let mut out = Vec::new();
    for c in files {
        let mut seen: Vec<String> = Vec::new();
        let mut foreign = false;
        let mut stack: Vec<&str> = vec![c.source.as_str()];
        while let Some(text) = stack.pop() {
            for inc in includes(text) {
                match inc {
                    Include::Quoted(name) if headers.contains_key(name) => {
                        if !seen.iter().any(|s| s == name) {
                            seen.push(name.to_string());
                            stack.push(headers[name]);
                        }
                    }
                    Include::Quoted(name) if runtime_files.contains_key(name) => {}
                    _ => foreign = true,
                }
            }
        }
        seen.sort();
        out.push(Unit {
            name: c.source_name.clone(),
            runtime: false,
            text: c.source.clone(),
            headers: seen
                .into_iter()
                .map(|n| {
                    let t = headers[n.as_str()].to_string();
                    (n, t)
                })
                .collect(),
            foreign_includes: foreign,
        });
    }
    let mut dirs: Vec<String> = vec!["builtin".into()];
    dirs.extend(
        rt_dirs
            .iter()
            .map(|d| d.to_string_lossy().replace('\\', "/")),
    );
    for d in dirs {
        let mut v: Vec<(&str, &str)> = RUNTIME_FILES
            .iter()
            .copied()
            .filter(|(rel, _)| {
                // A package's `NAME_so.c` is pasted into its generated C (`//so:embed`), not
                // compiled on its own.
                rel.ends_with(".c")
                    && !rel.ends_with("_so.c")
                    && rel.rsplit_once('/').is_some_and(|(dir, _)| dir == d)
            })
            .collect();
        v.sort();
        for (rel, text) in v {
            out.push(Unit {
                name: rel.to_string(),
                runtime: true,
                text: text.to_string(),
                headers: Vec::new(),
                foreign_includes: false,
            });
        }
    }
    out
}

enum Include<'a> {
    Quoted(&'a str),
    Other,
}

/// The `#include` lines of generated C.
fn includes(text: &str) -> impl Iterator<Item = Include<'_>> {
    text.lines().filter_map(|l| {
        let rest = l.trim_start().strip_prefix('#')?.trim_start();
        let rest = rest.strip_prefix("include")?.trim();
        if let Some(q) = rest.strip_prefix('"') {
            return Some(Include::Quoted(q.split('"').next().unwrap_or(q)));
        }
        Some(Include::Other)
    })
}

/// The identity of the C compiler: `$CC`, the program it names (path, size, modification
/// time) and what `--version` prints.
fn toolchain_key(prog: &str, pre: &[String]) -> Result<Hash, Failure> {
    let out = Command::new(prog)
        .args(pre)
        .arg("--version")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| cannot_run(prog, e))?;
    let mut k = KeyBuilder::new("toolchain");
    k.add("cc", prog.as_bytes());
    for a in pre {
        k.add("cc-arg", a.as_bytes());
    }
    k.add("version", &out.stdout);
    if let Some(p) = find_program(prog) {
        k.add("path", p.to_string_lossy().as_bytes());
        if let Ok(m) = std::fs::metadata(&p) {
            k.add("size", &m.len().to_le_bytes());
            if let Ok(t) = m.modified() {
                let d = t.duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
                k.add("mtime", &d.as_nanos().to_le_bytes());
            }
        }
    }
    Ok(k.finish())
}

/// `prog` looked up in PATH (or as given, with a slash), symbolic links resolved.
fn find_program(prog: &str) -> Option<PathBuf> {
    if prog.contains('/') {
        return std::fs::canonicalize(prog).ok();
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(prog))
        .find(|p| p.is_file())
        .and_then(|p| std::fs::canonicalize(p).ok())
}

/// A build of one program: its units, flags and where things go.
pub struct Program<'a> {
    pub units: Vec<Unit>,
    pub opts: &'a BuildOptions,
    /// Where sources are written when something must be compiled (`work/runtime`,
    /// `work/src`) and, without a cache, the objects and the program.
    pub work: &'a Path,
}

/// Builds the program: every object and the link come from the cache when their keys are
/// there. Returns the program's path: in the cache (or in `work` without one), or `out`
/// when it is given (a copy).
pub fn build(p: &Program, out: Option<&Path>) -> Result<PathBuf, Failure> {
    let (prog, pre) = compiler();
    let cache = Cache::open(p.opts.rebuild);
    let Some(cache) = cache else {
        let dest = out
            .map(Path::to_path_buf)
            .unwrap_or_else(|| p.work.join("prog"));
        build_uncached(p, &prog, &pre, &dest)?;
        return Ok(dest);
    };
    let tool = toolchain_key(&prog, &pre)?;
    let flags = common_flags(p.opts, &prog, &pre);
    let mut written = false;
    let (rt_dir, src_dir) = (p.work.join("runtime"), p.work.join("src"));
    let write_sources = |written: &mut bool| -> Result<(), Failure> {
        if !*written {
            super::write_runtime(&rt_dir)?;
            for u in p.units.iter().filter(|u| !u.runtime) {
                write_file(&src_dir.join(&u.name), &u.text)?;
                for (h, t) in &u.headers {
                    write_file(&src_dir.join(h), t)?;
                }
            }
            *written = true;
        }
        Ok(())
    };
    // The key of each object; for a unit with foreign includes, the key of its dependency list.
    let keys: Vec<Hash> = p
        .units
        .iter()
        .map(|u| {
            let mut k = KeyBuilder::new("object");
            k.add("toolchain", &tool.0);
            for f in &flags {
                k.add("flag", f.as_bytes());
            }
            k.add("runtime", super::MODULE_HASH.as_bytes());
            k.add("name", u.name.as_bytes());
            k.add("text", u.text.as_bytes());
            for (h, t) in &u.headers {
                k.add("header", h.as_bytes());
                k.add("header-text", t.as_bytes());
            }
            k.finish()
        })
        .collect();
    // Units with foreign includes: the key of the object is that of the unit and of the
    // current contents of the headers its last compilation read.
    let mut obj_keys: Vec<Option<Hash>> = Vec::with_capacity(keys.len());
    for (u, k) in p.units.iter().zip(&keys) {
        if !u.foreign_includes {
            obj_keys.push(Some(*k));
            continue;
        }
        let deps = cache
            .get_bytes(&deps_key(k))
            .and_then(|d| String::from_utf8(d).ok());
        obj_keys.push(deps.and_then(|d| with_deps(k, &d)));
    }
    let rust_id = (p.opts.runtime == RuntimeKind::Rust).then_some(super::RUST_RUNTIME_HASH);
    let link_key = |objs: &[Hash]| {
        let mut k = KeyBuilder::new("link");
        k.add("toolchain", &tool.0);
        for f in flags.iter().chain(&link_tail(p.opts)) {
            k.add("flag", f.as_bytes());
        }
        if let Some(id) = rust_id {
            k.add("rust-runtime", id.as_bytes());
        }
        for o in objs {
            k.add("object", &o.0);
        }
        k.finish()
    };
    // Everything known: the program itself may be there.
    if let Some(objs) = obj_keys.iter().copied().collect::<Option<Vec<Hash>>>() {
        let lk = link_key(&objs);
        if let Some(exe) = cache.get(&lk) {
            cache.note("program", true, "");
            return deliver(exe, out);
        }
    }
    let mut objects: Vec<Option<PathBuf>> = obj_keys
        .iter()
        .map(|k| k.as_ref().and_then(|k| cache.get(k)))
        .collect();
    for (u, o) in p.units.iter().zip(&objects) {
        cache.note("object", o.is_some(), &u.name);
    }
    let missing: Vec<usize> = (0..objects.len())
        .filter(|&i| objects[i].is_none())
        .collect();
    if !missing.is_empty() {
        write_sources(&mut written)?;
    }
    let compile = |i: usize| -> Result<(Hash, PathBuf), CompileError> {
        let u = &p.units[i];
        let tmp = cache.temp_path(".o").map_err(CompileError::Other)?;
        let deps_tmp = if u.foreign_includes {
            Some(cache.temp_path(".d").map_err(CompileError::Other)?)
        } else {
            None
        };
        let mut cmd = Command::new(&prog);
        cmd.args(&pre).args(&flags);
        // The packages' headers are included with quotes (`#include "threads.h"`): -iquote keeps a
        // package named like a system header (threads, time, ...) from shadowing `<threads.h>`.
        cmd.arg("-I").arg(&rt_dir).arg("-iquote").arg(&src_dir);
        if let Some(d) = &deps_tmp {
            cmd.arg("-MD").arg("-MF").arg(d);
        }
        let dir = if u.runtime { &rt_dir } else { &src_dir };
        cmd.arg("-c").arg(dir.join(&u.name)).arg("-o").arg(&tmp);
        let output = cmd
            .stdin(Stdio::null())
            .output()
            .map_err(|e| CompileError::Other(cannot_run(&prog, e)))?;
        if !output.status.success() {
            return Err(CompileError::Rejected(output));
        }
        let key = match &deps_tmp {
            None => keys[i],
            Some(d) => {
                let text = std::fs::read_to_string(d).unwrap_or_default();
                let list = foreign_deps(&text, &rt_dir, &src_dir);
                cache
                    .put_bytes(&deps_key(&keys[i]), list.as_bytes())
                    .map_err(CompileError::Other)?;
                // A header that vanished since: the object is not stored under a key.
                with_deps(&keys[i], &list).unwrap_or(keys[i])
            }
        };
        let path = cache
            .put_file(&key, tmp, false)
            .map_err(CompileError::Other)?;
        Ok((key, path))
    };
    let results = parallel(&missing, compile);
    let mut rejected = Vec::new();
    for (&i, r) in missing.iter().zip(results) {
        match r {
            Ok((k, path)) => {
                obj_keys[i] = Some(k);
                objects[i] = Some(path);
            }
            Err(CompileError::Other(f)) => return Err(f),
            Err(CompileError::Rejected(o)) => rejected.push(o),
        }
    }
    if !rejected.is_empty() {
        return Err(rejected_error(p.opts, &rejected));
    }
    let objs: Vec<Hash> = obj_keys.into_iter().flatten().collect();
    let lk = link_key(&objs);
    if let Some(exe) = cache.get(&lk) {
        cache.note("program", true, "");
        return deliver(exe, out);
    }
    cache.note("program", false, "");
    let tmp = cache.temp_path("")?;
    let mut cmd = Command::new(&prog);
    cmd.args(&pre).args(&flags);
    cmd.args(objects.iter().flatten());
    // Extracted (or found and checked) only when a program is linked.
    if p.opts.runtime == RuntimeKind::Rust {
        cmd.arg(rust_runtime(&cache)?);
    }
    cmd.arg("-o").arg(&tmp).args(link_tail(p.opts));
    let output = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| cannot_run(&prog, e))?;
    if !output.status.success() {
        return Err(rejected_error(p.opts, &[output]));
    }
    let exe = cache.put_file(&lk, tmp, true)?;
    deliver(exe, out)
}

enum CompileError {
    Rejected(std::process::Output),
    Other(Failure),
}

/// Runs `f` on every item with up to one thread per CPU; results keep the order.
fn parallel<R: Send>(items: &[usize], f: impl Fn(usize) -> R + Sync) -> Vec<R> {
    let n = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(items.len());
    if n <= 1 {
        return items.iter().map(|&i| f(i)).collect();
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: std::sync::Mutex<Vec<Option<R>>> =
        std::sync::Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..n {
            s.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                if k >= items.len() {
                    break;
                }
                let r = f(items[k]);
                results.lock().unwrap_or_else(|e| e.into_inner())[k] = Some(r);
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

fn deps_key(k: &Hash) -> Hash {
    let mut b = KeyBuilder::new("deps");
    b.add("object", &k.0);
    b.finish()
}

/// The key of an object whose unit read the files listed in `deps` (one path a line): the
/// unit's key and the files' current contents; `None` if one cannot be read.
fn with_deps(k: &Hash, deps: &str) -> Option<Hash> {
    let mut b = KeyBuilder::new("object-with-deps");
    b.add("object", &k.0);
    for d in deps.lines().filter(|l| !l.is_empty()) {
        b.add("dep", d.as_bytes());
        b.add("dep-text", &std::fs::read(d).ok()?);
    }
    Some(b.finish())
}

/// The files of a `-MD` dependency list outside the build's own directories (whose contents
/// the unit's key has already), absolute, sorted, one a line.
fn foreign_deps(make: &str, rt_dir: &Path, src_dir: &Path) -> String {
    let joined = make.replace("\\\n", " ");
    let body = joined.split_once(": ").map(|(_, b)| b).unwrap_or("");
    let mut words: Vec<String> = Vec::new();
    let mut cur = String::new();
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&' ') => {
                cur.push(' ');
                chars.next();
            }
            ' ' | '\t' | '\n' => {
                if !cur.is_empty() {
                    words.push(std::mem::take(&mut cur));
                }
            }
            _ => cur.push(c),
        }
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    // The directories as the dependency list names them, and resolved.
    let own: Vec<PathBuf> = [rt_dir, src_dir]
        .iter()
        .flat_map(|d| {
            [
                d.to_path_buf(),
                std::fs::canonicalize(d).unwrap_or(d.to_path_buf()),
            ]
        })
        .collect();
    let mut out: Vec<String> = words
        .into_iter()
        .map(|w| {
            let p = PathBuf::from(&w);
            std::fs::canonicalize(&p).unwrap_or(p)
        })
        .filter(|p| !own.iter().any(|d| p.starts_with(d)))
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    out.sort();
    out.dedup();
    let mut s = out.join("\n");
    s.push('\n');
    s
}

/// The program at `exe` (in the cache) copied to `out` if given.
fn deliver(exe: PathBuf, out: Option<&Path>) -> Result<PathBuf, Failure> {
    let Some(out) = out else { return Ok(exe) };
    // As a linker does: a new file, so a running copy of the old one is not touched.
    let _ = std::fs::remove_file(out);
    std::fs::copy(&exe, out)
        .map_err(|e| Failure::new(format!("error: cannot write {}: {e}", out.display()), 1))?;
    Ok(out.to_path_buf())
}

fn write_file(p: &Path, text: &str) -> Result<(), Failure> {
    if let Some(parent) = p.parent() {
        std::fs::create_dir_all(parent).map_err(|e| {
            Failure::new(format!("error: cannot create {}: {e}", parent.display()), 1)
        })?;
    }
    std::fs::write(p, text)
        .map_err(|e| Failure::new(format!("error: cannot write {}: {e}", p.display()), 1))
}

/// The failure for a compile or link the C compiler rejected: the program's when it brings
/// C of its own, else solod's.
fn rejected_error(opts: &BuildOptions, outputs: &[std::process::Output]) -> Failure {
    let mut text = String::new();
    for o in outputs {
        text.push_str(&String::from_utf8_lossy(&o.stdout));
        text.push_str(&String::from_utf8_lossy(&o.stderr));
    }
    if opts.user_c {
        return Failure::new(
            format!(
                "error: the C compiler rejected the program\n  = note: the program brings its own C (//so:include, //so:embed, //so:extern, //so:link, //so:attr): check the C names, headers, libraries, signatures and attributes they give\n{text}"
            ),
            1,
        );
    }
    Failure::new(
        format!("error: internal compiler error: the generated C did not compile\n{text}"),
        3,
    )
}

/// The Rust runtime's static library, extracted from the solod binary into the cache.
fn rust_runtime(cache: &Cache) -> Result<PathBuf, Failure> {
    let mut k = KeyBuilder::new("rust-runtime");
    k.add("hash", super::RUST_RUNTIME_HASH.as_bytes());
    let key = k.finish();
    if let Some(p) = cache.get(&key) {
        return Ok(p);
    }
    let data = super::rust_runtime_lib()?;
    let tmp = cache.temp_path(".a")?;
    std::fs::write(&tmp, data)
        .map_err(|e| Failure::new(format!("error: cannot write {}: {e}", tmp.display()), 1))?;
    cache.put_file(&key, tmp, false)
}

/// Without a cache: the runtime and the packages written to `work`, one invocation of the C
/// compiler for everything.
fn build_uncached(p: &Program, prog: &str, pre: &[String], dest: &Path) -> Result<(), Failure> {
    let (rt_dir, src_dir) = (p.work.join("runtime"), p.work.join("src"));
    super::write_runtime(&rt_dir)?;
    let mut cmd = Command::new(prog);
    cmd.args(pre).args(common_flags(p.opts, prog, pre));
    cmd.arg("-I").arg(&rt_dir).arg("-iquote").arg(&src_dir);
    for u in &p.units {
        if u.runtime {
            cmd.arg(rt_dir.join(&u.name));
        } else {
            write_file(&src_dir.join(&u.name), &u.text)?;
            for (h, t) in &u.headers {
                write_file(&src_dir.join(h), t)?;
            }
            cmd.arg(src_dir.join(&u.name));
        }
    }
    if p.opts.runtime == RuntimeKind::Rust {
        let lib = p.work.join("libso_runtime.a");
        std::fs::write(&lib, super::rust_runtime_lib()?)
            .map_err(|e| Failure::new(format!("error: cannot write {}: {e}", lib.display()), 1))?;
        cmd.arg(lib);
    }
    cmd.arg("-o").arg(dest).args(link_tail(p.opts));
    let output = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| cannot_run(prog, e))?;
    if !output.status.success() {
        return Err(rejected_error(p.opts, &[output]));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dependency_lists_keep_only_foreign_files() {
        let tmp = tempfile::tempdir().expect("temporary directory");
        let (rt, src) = (tmp.path().join("runtime"), tmp.path().join("src"));
        let other = tmp.path().join("my lib");
        for d in [&rt, &src, &other] {
            std::fs::create_dir_all(d).expect("mkdir");
        }
        std::fs::write(other.join("a.h"), "").expect("write");
        let make = format!(
            "main.o: {s}/main.c {s}/main.h \\\n {r}/builtin/builtin.h {o}/my\\ lib/a.h \\\n /usr/include/stdio.h\n",
            s = src.display(),
            r = rt.display(),
            o = tmp.path().display()
        );
        let deps = foreign_deps(&make, &rt, &src);
        let a = std::fs::canonicalize(other.join("a.h")).expect("a.h");
        assert_eq!(
            deps,
            format!("{}\n/usr/include/stdio.h\n", a.display()),
            "{make}"
        );
    }

    #[test]
    fn includes_of_generated_c() {
        let text = "#include \"main.h\"\n  #  include <stdio.h>\n#define X 1\n#include \"so/conc/conc.h\"\n";
        let got: Vec<String> = includes(text)
            .map(|i| match i {
                Include::Quoted(n) => n.to_string(),
                Include::Other => "<>".to_string(),
            })
            .collect();
        assert_eq!(got, ["main.h", "<>", "so/conc/conc.h"]);
    }
}
