//! The driver: loads the packages of a build (`load`), runs the passes, writes files,
//! invokes the C compiler (`cc`).
//!
//! - `gomod`: `go.mod` files; `buildtags`: which files `go build` compiles;
//! - `load`: packages, import paths, the import graph in initialization order;
//! - `soroot`: the embedded runtime module extracted for Go tooling (`solod env SOROOT`);
//! - `cc`: the C compiler and running programs; `cache`: the build cache;
//! - `test`: `solod test` and `solod bench` (the test packages: `load::testpkg`).

pub mod buildtags;
pub mod cache;
pub mod cc;
pub mod gomod;
pub mod load;
pub mod soroot;
pub mod test;

use crate::check::imports::BuildState;
use crate::check::Imports;
use crate::cnames::CNames;
use crate::diag::Diagnostic;
use crate::emit::CFiles;
use crate::tir::{PkgId, Program};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/runtime_files.rs"));
include!(concat!(env!("OUT_DIR"), "/rust_runtime.rs"));

/// The Rust runtime's static library (`libso_runtime.a`), embedded when solod was built.
pub fn rust_runtime_lib() -> Result<&'static [u8], Failure> {
    RUST_RUNTIME.ok_or_else(|| {
        Failure::new(
            format!(
                "error: this solod was built without the Rust runtime, so --runtime rust is not available\n  = note: {RUST_RUNTIME_MISSING}\n  = help: use --runtime c (the default), or rebuild solod where `cargo build -p so-runtime --release` works"
            ),
            1,
        )
    })
}

/// Writes what a program built by hand against the Rust runtime needs under `dir`: the
/// builtins, every header, and `libso_runtime.a` (instead of the `so/` packages' C).
pub fn write_runtime_for_rust(dir: &Path) -> Result<(), Failure> {
    for (rel, text) in RUNTIME_FILES {
        if rel.starts_with("so/") && rel.ends_with(".c") {
            continue;
        }
        write_one(&dir.join(rel), text.as_bytes())?;
    }
    write_one(&dir.join("libso_runtime.a"), rust_runtime_lib()?)
}

fn write_one(p: &Path, data: &[u8]) -> Result<(), Failure> {
    if let Some(parent) = p.parent() {
        std::fs::create_dir_all(parent).map_err(|e| {
            Failure::new(format!("error: cannot create {}: {e}", parent.display()), 1)
        })?;
    }
    std::fs::write(p, data)
        .map_err(|e| Failure::new(format!("error: cannot write {}: {e}", p.display()), 1))
}

pub use load::{Graph, Target};

/// A failure with a message for the user and the exit status.
pub struct Failure {
    pub message: String,
    pub status: i32,
}

impl Failure {
    pub fn new(message: impl Into<String>, status: i32) -> Failure {
        Failure {
            message: message.into(),
            status,
        }
    }
}

/// How diagnostics are shown.
#[derive(Clone, Copy, Default)]
pub struct Style {
    /// ANSI colours (on a terminal, unless `NO_COLOR` is set).
    pub color: bool,
}

/// Loads the package (or pattern) `arg` and everything it imports.
pub fn load(arg: &str) -> Result<Graph, Failure> {
    load_all(&[Target::parse(arg)])
}

pub fn load_all(targets: &[Target]) -> Result<Graph, Failure> {
    load::load(targets, &buildtags::Context::host())
}

/// A checked build: the typed program and the package of each loaded package.
pub struct Checked {
    pub prog: Program,
    /// `pkgs[k]` is the typed package of `graph.packages[k]`.
    pub pkgs: Vec<PkgId>,
}

/// Type-checks every package of the graph in order (each against the exports of its
/// imports). Every package's errors are reported; a package whose imports failed is not
/// checked.
pub fn check(graph: &Graph, style: Style) -> Result<Checked, Failure> {
    let mut prog = Program::default();
    let mut state = BuildState {
        versions: graph.versions.clone(),
        ..BuildState::default()
    };
    let mut exports: HashMap<String, crate::check::scope::Exports> = HashMap::new();
    let mut pkgs: Vec<Option<PkgId>> = Vec::new();
    let mut diags: Vec<Diagnostic> = graph.unavailable.clone();
    for p in &graph.packages {
        if p.imports.iter().any(|&d| pkgs[d].is_none()) {
            pkgs.push(None);
            continue;
        }
        let mut imports = Imports::new();
        for f in &p.files {
            for imp in &f.imports {
                if graph.unavailable_paths.contains(&imp.path) {
                    imports.insert(
                        imp.path.clone(),
                        crate::check::scope::Exports::unavailable(),
                    );
                }
            }
        }
        for &d in &p.imports {
            let dp = &graph.packages[d];
            if let Some(e) = exports.get(&dp.path) {
                imports.insert(dp.path.clone(), e.clone());
            }
        }
        match crate::check::check_package_in(&mut state, &mut prog, &p.path, &p.files, &imports) {
            Ok((id, ex)) => {
                exports.insert(p.path.clone(), ex);
                pkgs.push(Some(id));
            }
            Err(ds) => {
                diags.extend(ds);
                pkgs.push(None);
            }
        }
    }
    if diags.is_empty() {
        // Where memory lives and what escapes: decided once every package is checked.
        diags = crate::lifetime::analyze(&mut prog);
    }
    if !diags.is_empty() {
        return Err(Failure::new(
            graph.sources.render_styled(&diags, style.color),
            1,
        ));
    }
    let pkgs: Vec<PkgId> = pkgs.into_iter().flatten().collect();
    for (k, p) in graph.packages.iter().enumerate() {
        prog.packages[pkgs[k].index()].imports = p.imports.iter().map(|&d| pkgs[d]).collect();
    }
    prog.sources = source_files(graph);
    Ok(Checked { prog, pkgs })
}

/// What the passes and the emitter know of the build's source files: names, lines, and
/// which are test files (`_test.go`, or a file of a package named `*_test`).
fn source_files(graph: &Graph) -> HashMap<usize, crate::tir::SourceFile> {
    let mut out = HashMap::new();
    for p in &graph.packages {
        for f in &p.files {
            let id = f.package.span.file();
            let name = graph.sources.name(id);
            let test = name.ends_with("_test.go") || f.package.name.ends_with("_test");
            out.insert(
                id,
                crate::tir::SourceFile::new(&name, graph.sources.text(id), test),
            );
        }
    }
    out
}

/// Reports a root that is not a program (for `build` and `run`).
pub fn require_main(graph: &Graph, root: usize) -> Result<(), Failure> {
    let p = &graph.packages[root];
    if p.name == "main" {
        return Ok(());
    }
    let d = match p.files.first() {
        Some(f) => Diagnostic::error(
            f.package.span,
            format!("package {} is not a main package", p.name),
        )
        .help("solod builds programs: declare `package main` with a `func main()`"),
        None => Diagnostic::plain(format!("package {} is not a main package", p.path)),
    };
    Err(Failure::new(graph.sources.render(&[d]), 1))
}

/// Runs the passes between checking and emitting, and emits every package's C: the files
/// in the build's order (dependencies first).
pub fn emit_all(mut checked: Checked) -> Vec<CFiles> {
    crate::passes::run(&mut checked.prog);
    let names = CNames::new(&checked.prog);
    (0..checked.prog.packages.len())
        .map(|k| crate::emit::emit_package(&checked.prog, &names, PkgId(k as u32)))
        .collect()
}

/// Loads, checks and emits the build of `arg` with one main package; returns the C of every
/// package (the main package's last).
pub fn compile_path(arg: &str, style: Style) -> Result<(Graph, Vec<CFiles>), Failure> {
    compile_targets(&[Target::parse(arg)], style)
}

/// `compile_path` of the targets of a command line (`Target::parse_all`).
pub fn compile_targets(targets: &[Target], style: Style) -> Result<(Graph, Vec<CFiles>), Failure> {
    let mut graph = load_all(targets)?;
    let Some(&root) = graph.roots.first() else {
        return Err(Failure::new("error: no package to build", 1));
    };
    let checked = check(&graph, style)?;
    require_main(&graph, root)?;
    graph.release_syntax();
    Ok((graph, emit_all(checked)))
}

/// Compiles one in-memory source file (for tests and tools): a package of its own, as a file
/// outside any module; returns the C of every package of the build (the packages it imports
/// first, its own last).
pub fn compile_source(name: &str, text: &str) -> Result<Vec<CFiles>, Failure> {
    let graph = load::load_source(name, text, &buildtags::Context::host())?;
    let checked = check(&graph, Style::default())?;
    require_main(&graph, graph.roots[0])?;
    Ok(emit_all(checked))
}

/// Writes the runtime sources under `dir` (as `dir/builtin/...`, `dir/so/...`).
pub fn write_runtime(dir: &Path) -> Result<(), Failure> {
    for (rel, text) in RUNTIME_FILES {
        let p = dir.join(rel);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).map_err(|e| {
                Failure::new(format!("error: cannot create {}: {e}", parent.display()), 1)
            })?;
        }
        std::fs::write(&p, text)
            .map_err(|e| Failure::new(format!("error: cannot write {}: {e}", p.display()), 1))?;
    }
    Ok(())
}

/// Writes a package's `.h` and `.c` into `dir`.
pub fn write_c(dir: &Path, c: &CFiles) -> Result<(), Failure> {
    std::fs::create_dir_all(dir)
        .map_err(|e| Failure::new(format!("error: cannot create {}: {e}", dir.display()), 1))?;
    for (name, text) in [(&c.header_name, &c.header), (&c.source_name, &c.source)] {
        let p = dir.join(name);
        std::fs::write(&p, text)
            .map_err(|e| Failure::new(format!("error: cannot write {}: {e}", p.display()), 1))?;
    }
    Ok(())
}

/// The runtime directories (`so/...`) whose C the build compiles: all of them when a
/// `solod.dev/so/...` package is in the build (their C depends on each other: `so/conc` on
/// `so/sync`, `so/mem` and `so/time`), none otherwise.
pub fn runtime_dirs(graph: &Graph) -> Vec<PathBuf> {
    let uses_runtime = graph
        .packages
        .iter()
        .any(|p| p.path == load::RUNTIME_MODULE || p.path.starts_with("solod.dev/"));
    if !uses_runtime {
        return Vec::new();
    }
    all_runtime_dirs()
}

/// Every runtime directory with C sources (`so/conc`, `so/mem`, ...).
pub fn all_runtime_dirs() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    for (rel, _) in RUNTIME_FILES {
        if let Some((dir, _)) = rel.rsplit_once('/') {
            if dir.starts_with("so/")
                && rel.ends_with(".c")
                && !out.iter().any(|d| d == Path::new(dir))
            {
                out.push(PathBuf::from(dir));
            }
        }
    }
    out
}
