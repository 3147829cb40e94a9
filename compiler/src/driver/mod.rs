//! The driver: loads a package, runs the passes, writes files, invokes the C compiler.

pub mod cc;

use crate::cnames::CNames;
use crate::diag::{Diagnostic, SourceMap};
use crate::emit::CFiles;
use crate::syntax::{lower, parse};
use crate::tir::Program;
use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/runtime_files.rs"));

/// A package on disk: its directory (or single file) and the sources.
pub struct Package {
    /// Name used for the output binary.
    pub name: String,
    pub files: Vec<(PathBuf, String)>,
}

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

pub fn load(path: &Path) -> Result<Package, Failure> {
    if path.is_file() {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Failure::new(format!("error: cannot read {}: {e}", path.display()), 1))?;
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_else(|| "main".into());
        return Ok(Package {
            name,
            files: vec![(path.to_path_buf(), text)],
        });
    }
    if !path.is_dir() {
        return Err(Failure::new(
            format!("error: no such file or directory: {}", path.display()),
            1,
        ));
    }
    let rd = std::fs::read_dir(path)
        .map_err(|e| Failure::new(format!("error: cannot read {}: {e}", path.display()), 1))?;
    let mut paths: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && p.extension().is_some_and(|e| e == "go")
                && !p.to_string_lossy().ends_with("_test.go")
        })
        .collect();
    paths.sort();
    if paths.is_empty() {
        return Err(Failure::new(
            format!("error: no Go files in {}", path.display()),
            1,
        ));
    }
    let mut files = Vec::new();
    for p in paths {
        let text = std::fs::read_to_string(&p)
            .map_err(|e| Failure::new(format!("error: cannot read {}: {e}", p.display()), 1))?;
        files.push((p, text));
    }
    let abs = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let name = abs
        .file_name()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| "main".into());
    Ok(Package { name, files })
}

/// Runs the passes: parse, lower, check, the passes between checking and emitting, emit.
/// Diagnostics come back rendered.
pub fn compile(pkg: &Package) -> Result<CFiles, Failure> {
    let mut sm = SourceMap::new();
    let mut diags: Vec<Diagnostic> = Vec::new();
    let mut asts = Vec::new();
    for (path, text) in &pkg.files {
        let name = path
            .file_name()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default();
        let id = sm.add(name, text.clone());
        match parse::parse(text, id) {
            Ok(tree) => {
                let (mut file, ds) = lower::lower_file(tree.root_node(), text, id);
                // `//so:embed` paths are relative to the source file.
                file.path = Some(path.clone());
                diags.extend(ds);
                asts.push(file);
            }
            Err(ds) => diags.extend(ds),
        }
    }
    if !diags.is_empty() {
        return Err(Failure::new(sm.render(&diags), 1));
    }
    // The package is checked even when it is not `main`, so every error is reported at once.
    let not_main = asts.first().filter(|f| f.package.name != "main").map(|f| {
        let n = f.package.name.clone();
        Diagnostic::error(f.package.span, format!("package {n} is not a main package"))
            .help("solod builds programs: declare `package main`")
    });
    let mut prog = Program::default();
    let checked = crate::check::check_package(&mut prog, "main", &asts, &Default::default());
    let main = match (checked, not_main) {
        (Ok((main, _)), None) => main,
        (Ok(_), Some(d)) => return Err(Failure::new(sm.render(&[d]), 1)),
        (Err(mut ds), d) => {
            ds.extend(d);
            return Err(Failure::new(sm.render(&ds), 1));
        }
    };
    crate::passes::run(&mut prog);
    let names = CNames::new(&prog);
    Ok(crate::emit::emit_package(&prog, &names, main))
}

/// Compiles one in-memory source file (for tests and tools).
pub fn compile_source(name: &str, text: &str) -> Result<CFiles, Failure> {
    let pkg = Package {
        name: "main".into(),
        files: vec![(PathBuf::from(name), text.to_string())],
    };
    compile(&pkg)
}

/// Writes the runtime sources under `dir` (as `dir/builtin/...`).
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

/// Writes the package's `.h` and `.c` into `dir`.
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
