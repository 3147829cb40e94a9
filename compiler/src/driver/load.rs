//! The loader: from the package named on the command line to every package of the build,
//! parsed, in initialization order.
//!
//! A package is a directory; its files are those `go build` would compile (`buildtags`).
//! Import paths resolve through the module of the importing code (`gomod`): paths under the
//! main module's path are its directories, `solod.dev/...` is solod's embedded runtime module
//! (`soroot`) unless the main `go.mod` replaces `solod.dev` with a directory, and modules
//! replaced by a local directory resolve there. Everything else cannot be built by So and gets
//! a diagnostic at the import. Without a `go.mod`, a single file or a directory is a package
//! whose imports can only reach `solod.dev/...`.
//!
//! Errors are Go's where Go has one (import cycles with the chain of imports, missing
//! packages, a directory without Go files, two package names in one directory, importing a
//! `package main`), all reported at once.

pub mod testpkg;

use super::buildtags::{self, Context};
use super::gomod::{self, GoMod, GoVersion, LATEST};
use super::Failure;
use crate::check::version::Versions;
use crate::diag::{Diagnostic, SourceMap};
use crate::syntax::ast::{self, Span};
use crate::syntax::{lower, parse};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The import path Go gives a package named by its files.
pub const COMMAND_LINE: &str = "command-line-arguments";

/// The path of the module solod embeds.
pub const RUNTIME_MODULE: &str = "solod.dev";

/// A module of the build.
#[derive(Debug)]
pub struct Module {
    /// The module path (`example.com/m`); empty without a `go.mod`.
    pub path: String,
    pub root: PathBuf,
    pub gomod: Option<GoMod>,
    /// The language version its code is checked with.
    pub lang: GoVersion,
}

/// One package of the build.
pub struct Package {
    /// The import path (`command-line-arguments` for files named on the command line).
    pub path: String,
    pub dir: PathBuf,
    /// The name of its `package` clauses.
    pub name: String,
    /// Its files, parsed, in the order `go build` compiles them (by file name).
    pub files: Vec<ast::File>,
    /// The packages it imports (indices into `Graph::packages`), without duplicates.
    pub imports: Vec<usize>,
    pub module: usize,
}

/// The packages of a build, dependencies before the packages that import them.
pub struct Graph {
    pub sources: SourceMap,
    pub modules: Vec<Module>,
    /// In Go's initialization order: repeatedly the first package (by import path) whose
    /// imports are all initialized.
    pub packages: Vec<Package>,
    /// The packages named on the command line.
    pub roots: Vec<usize>,
    pub versions: Versions,
    /// Imports of Go's standard library, which So cannot provide: reported here, while the
    /// importing packages are still checked (as Go's checker goes on after a failed import),
    /// so one build shows every error. The paths, and the diagnostics at the imports.
    pub unavailable_paths: std::collections::HashSet<String>,
    pub unavailable: Vec<Diagnostic>,
}

impl Graph {
    /// Drops the packages' syntax trees. Once the build is checked only the typed program is
    /// needed, and the trees of a large package are the largest thing in memory while its C is
    /// emitted. Call after the last use of `Package::files` (`require_main` reads them).
    pub fn release_syntax(&mut self) {
        for p in &mut self.packages {
            p.files = Vec::new();
        }
    }

    pub fn package(&self, path: &str) -> Option<&Package> {
        self.packages.iter().find(|p| p.path == path)
    }

    /// The name of the binary `go build` would write for root `k`: the last element of its
    /// import path (before a `/vN` suffix), the directory's name without a module, or the
    /// file's name for a package named by a file.
    pub fn binary_name(&self, k: usize, arg: &Path) -> String {
        let p = &self.packages[k];
        if p.path == COMMAND_LINE {
            if arg.extension().is_some_and(|e| e == "go") {
                return arg
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "main".into());
            }
            return p
                .dir
                .file_name()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "main".into());
        }
        let mut parts: Vec<&str> = p.path.split('/').collect();
        if parts.len() > 1 {
            if let Some(last) = parts.last() {
                if last.len() > 1
                    && last.starts_with('v')
                    && last[1..].chars().all(|c| c.is_ascii_digit())
                {
                    parts.pop();
                }
            }
        }
        parts.last().copied().unwrap_or("main").to_string()
    }
}

/// Where an import path leads.
enum Resolved {
    Dir {
        module: usize,
        dir: PathBuf,
    },
    /// A diagnostic message, a label and a help line.
    Error(String, String, Option<String>),
}

struct Loader<'c> {
    ctx: &'c Context,
    cwd: PathBuf,
    sources: SourceMap,
    modules: Vec<Module>,
    /// The main module (whose `go.mod` decides replacements).
    main: usize,
    packages: Vec<Package>,
    by_path: HashMap<String, usize>,
    /// Packages that could not be loaded, with the message to give at each import of them.
    failed: HashMap<String, (String, String)>,
    diags: Vec<Diagnostic>,
    /// Imports of Go's standard library (see `Graph::unavailable`).
    unavailable_paths: std::collections::HashSet<String>,
    unavailable: Vec<Diagnostic>,
    versions: Versions,
    /// Packages whose imports are being loaded (`false`) or are loaded (`true`).
    state: HashMap<usize, bool>,
    cycle_reported: bool,
    /// For `solod test`: the package under test (with its test files), whose cycles are go
    /// test's "import cycle not allowed in test".
    test_pkg: Option<String>,
}

/// A package pattern from the command line: a directory or file, or `dir/...`.
pub enum Target {
    Path(PathBuf),
    /// `dir/...`: every package in the tree.
    Tree(PathBuf),
    /// `a.go b.go`: .go files of one directory, one package (`command-line-arguments`).
    Files(Vec<PathBuf>),
}

impl Target {
    /// The targets of a command line: as `go build` reads it, arguments that name .go files
    /// are the files of one package; the others are packages or patterns.
    pub fn parse_all(args: &[String]) -> Vec<Target> {
        let files: Vec<PathBuf> = args
            .iter()
            .filter(|a| a.ends_with(".go"))
            .map(PathBuf::from)
            .collect();
        let mut out: Vec<Target> = args
            .iter()
            .filter(|a| !a.ends_with(".go"))
            .map(|a| Target::parse(a))
            .collect();
        if !files.is_empty() {
            out.insert(0, Target::Files(files));
        }
        out
    }

    pub fn parse(arg: &str) -> Target {
        if arg == "..." {
            return Target::Tree(PathBuf::from("."));
        }
        match arg.strip_suffix("/...") {
            Some(d) => Target::Tree(PathBuf::from(if d.is_empty() { "/" } else { d })),
            None => Target::Path(PathBuf::from(arg)),
        }
    }
}

/// Loads the packages named by `targets` and everything they import.
pub fn load(targets: &[Target], ctx: &Context) -> Result<Graph, Failure> {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let mut l = Loader::new(ctx, cwd);
    let mut roots = Vec::new();
    if targets.len() > 1 && targets.iter().any(|t| matches!(t, Target::Files(_))) {
        // Go's message names the first argument that is not a .go file.
        let other = targets.iter().find_map(|t| match t {
            Target::Path(p) | Target::Tree(p) => Some(p.display().to_string()),
            Target::Files(_) => None,
        });
        return Err(Failure::new(
            format!(
                "error: named files must be .go files: {}",
                other.unwrap_or_default()
            ),
            1,
        ));
    }
    for t in targets {
        let (start, tree) = match t {
            Target::Path(p) => (p.clone(), false),
            Target::Tree(p) => (p.clone(), true),
            Target::Files(fs) => {
                let k = l.named_files(fs)?;
                roots.push(k);
                continue;
            }
        };
        let abs = absolute(&l.cwd, &start);
        if !abs.exists() {
            return Err(Failure::new(
                format!("error: no such file or directory: {}", start.display()),
                1,
            ));
        }
        let dir = if abs.is_file() {
            abs.parent().map(Path::to_path_buf).unwrap_or_default()
        } else {
            abs.clone()
        };
        l.main_module(&dir)?;
        if tree {
            if abs.is_file() {
                return Err(Failure::new(
                    format!("error: {}/... is not a directory", start.display()),
                    1,
                ));
            }
            let dirs = l.tree(&abs);
            if dirs.is_empty() {
                return Err(Failure::new(
                    format!(
                        "error: pattern {}/...: matched no packages",
                        start.display()
                    ),
                    1,
                ));
            }
            for d in dirs {
                let path = l.import_path_of(&d);
                if let Some(k) = l.root_package(&path, &d, None)? {
                    roots.push(k);
                }
            }
        } else if abs.is_file() {
            if let Some(k) = l.root_package(COMMAND_LINE, &dir, Some(std::slice::from_ref(&abs)))? {
                roots.push(k);
            }
        } else {
            let path = l.import_path_of(&dir);
            if let Some(k) = l.root_package(&path, &dir, None)? {
                roots.push(k);
            }
        }
    }
    l.finish(roots)
}

/// Loads a package of one in-memory file, outside any module (for tests and tools).
pub fn load_source(name: &str, text: &str, ctx: &Context) -> Result<Graph, Failure> {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let mut l = Loader::new(ctx, cwd.clone());
    l.modules.push(Module {
        path: String::new(),
        root: cwd,
        gomod: None,
        lang: LATEST,
    });
    let k = l.source_package(name, text)?;
    l.finish(vec![k])
}

impl<'c> Loader<'c> {
    fn new(ctx: &'c Context, cwd: PathBuf) -> Loader<'c> {
        Loader {
            ctx,
            cwd,
            sources: SourceMap::new(),
            modules: Vec::new(),
            main: 0,
            packages: Vec::new(),
            by_path: HashMap::new(),
            failed: HashMap::new(),
            diags: Vec::new(),
            unavailable_paths: Default::default(),
            unavailable: Vec::new(),
            versions: Versions::default(),
            state: HashMap::new(),
            cycle_reported: false,
            test_pkg: None,
        }
    }

    /// The graph in initialization order, or every error found while loading.
    fn finish(self, roots: Vec<usize>) -> Result<Graph, Failure> {
        let mut l = self;
        if !l.diags.is_empty() {
            let mut all = std::mem::take(&mut l.unavailable);
            all.append(&mut l.diags);
            return Err(Failure::new(l.sources.render(&all), 1));
        }
        // Go's initialization order (the spec since Go 1.21).
        let n = l.packages.len();
        let mut sorted: Vec<usize> = (0..n).collect();
        sorted.sort_by(|a, b| l.packages[*a].path.cmp(&l.packages[*b].path));
        let mut order = Vec::new();
        let mut done = vec![false; n];
        while order.len() < n {
            let Some(&k) = sorted
                .iter()
                .find(|&&k| !done[k] && l.packages[k].imports.iter().all(|&d| done[d]))
            else {
                // A cycle was reported already; nothing is left to order.
                break;
            };
            done[k] = true;
            order.push(k);
        }
        let mut new_index = vec![0; n];
        for (i, &k) in order.iter().enumerate() {
            new_index[k] = i;
        }
        let mut slots: Vec<Option<Package>> = l.packages.into_iter().map(Some).collect();
        let mut packages = Vec::new();
        for &k in &order {
            if let Some(mut p) = slots[k].take() {
                p.imports = p.imports.iter().map(|&d| new_index[d]).collect();
                packages.push(p);
            }
        }
        Ok(Graph {
            sources: l.sources,
            modules: l.modules,
            packages,
            roots: roots.into_iter().map(|k| new_index[k]).collect(),
            versions: l.versions,
            unavailable_paths: l.unavailable_paths,
            unavailable: l.unavailable,
        })
    }
}

fn absolute(cwd: &Path, p: &Path) -> PathBuf {
    let joined = if p.is_absolute() {
        p.to_path_buf()
    } else {
        cwd.join(p)
    };
    std::fs::canonicalize(&joined).unwrap_or(joined)
}

/// `p` as Go shows it: relative to the current directory if that is shorter.
pub fn display_path(cwd: &Path, p: &Path) -> String {
    let abs = p.display().to_string();
    let Some(rel) = relative(cwd, p) else {
        return abs;
    };
    if rel.len() < abs.len() {
        rel
    } else {
        abs
    }
}

fn relative(from: &Path, to: &Path) -> Option<String> {
    let from: Vec<_> = from.components().collect();
    let to_c: Vec<_> = to.components().collect();
    let common = from.iter().zip(&to_c).take_while(|(a, b)| a == b).count();
    if common == 0 {
        return None;
    }
    let mut parts: Vec<String> = vec!["..".to_string(); from.len() - common];
    parts.extend(
        to_c[common..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    if parts.is_empty() {
        return Some(".".into());
    }
    Some(parts.join("/"))
}

/// Whether an import path is in Go's standard library: its first element has no dot (Go's
/// rule for paths outside any module).
fn is_standard_library(path: &str) -> bool {
    let first = path.split('/').next().unwrap_or(path);
    !first.contains('.')
}

/// Go's checks of an import path's form (`module.CheckImportPath`, the part that matters
/// here): the reason it is malformed.
fn malformed(path: &str) -> Option<String> {
    if path.is_empty() {
        return Some("empty string".into());
    }
    if path.ends_with('/') {
        return Some("trailing slash".into());
    }
    if path.starts_with('/') {
        return Some("leading slash".into());
    }
    if path.contains("//") {
        return Some("double slash".into());
    }
    for elem in path.split('/') {
        if elem == "." || elem == ".." {
            return Some(format!("invalid path element \"{elem}\""));
        }
        if elem.ends_with('.') {
            return Some("trailing dot in path element".into());
        }
        for c in elem.chars() {
            let ok = c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '~' | '+');
            if !ok {
                return Some(format!("invalid char '{c}'"));
            }
        }
    }
    None
}

impl Loader<'_> {
    /// Sets the main module from the directory of the first target (once).
    fn main_module(&mut self, dir: &Path) -> Result<(), Failure> {
        if !self.modules.is_empty() {
            return Ok(());
        }
        match gomod::find_root(dir) {
            Some(root) => {
                let k = self.read_module(&root, None)?;
                self.main = k;
            }
            None => {
                self.modules.push(Module {
                    path: String::new(),
                    root: dir.to_path_buf(),
                    gomod: None,
                    lang: LATEST,
                });
                self.main = 0;
            }
        }
        Ok(())
    }

    /// Reads the `go.mod` in `root`; `expect` is the module path it must declare.
    fn read_module(&mut self, root: &Path, expect: Option<&str>) -> Result<usize, Failure> {
        let file = root.join("go.mod");
        let text = std::fs::read_to_string(&file)
            .map_err(|e| Failure::new(format!("error: cannot read {}: {e}", file.display()), 1))?;
        let shown = display_path(&self.cwd, &file);
        let m = gomod::parse(&text).map_err(|errs| {
            let lines: Vec<String> = errs
                .iter()
                .map(|e| format!("error: {shown}:{}: {}", e.line, e.message))
                .collect();
            Failure::new(lines.join("\n"), 1)
        })?;
        if let Some(want) = expect {
            if m.module != want {
                return Err(Failure::new(
                    format!(
                        "error: {shown}:{}: module {want} is replaced by {}, but its go.mod declares module {}",
                        m.module_line,
                        display_path(&self.cwd, root),
                        m.module
                    ),
                    1,
                ));
            }
        }
        if let Some(v) = m.go {
            if v > LATEST {
                return Err(Failure::new(
                    format!(
                        "error: {shown}:{}: go.mod requires go >= 1.{} (solod implements the language up to {LATEST})",
                        m.go_line, v.minor
                    ),
                    1,
                ));
            }
        }
        // A replacement by another module version cannot be built from local code.
        if expect.is_none() {
            for r in &m.replaces {
                if let gomod::ReplaceTarget::Module { path, version } = &r.target {
                    return Err(Failure::new(
                        format!(
                            "error: {shown}:{}: replace {} => {path} {version}: So builds only code on this machine\n  = help: replace {} with a local directory: `replace {} => ../dir`",
                            r.line, r.path, r.path, r.path
                        ),
                        1,
                    ));
                }
            }
        }
        let lang = m.language();
        self.modules.push(Module {
            path: m.module.clone(),
            root: root.to_path_buf(),
            gomod: Some(m),
            lang,
        });
        Ok(self.modules.len() - 1)
    }

    /// The import path of a directory of the main module.
    fn import_path_of(&self, dir: &Path) -> String {
        let m = &self.modules[self.main];
        if m.gomod.is_none() {
            return COMMAND_LINE.into();
        }
        match dir.strip_prefix(&m.root) {
            Ok(rel) if rel.as_os_str().is_empty() => m.path.clone(),
            Ok(rel) => format!("{}/{}", m.path, rel.to_string_lossy().replace('\\', "/")),
            Err(_) => COMMAND_LINE.into(),
        }
    }

    /// The directories under `dir` holding a package (as `go build dir/...` finds them):
    /// not `testdata`, not starting with `.` or `_`, not in a nested module.
    fn tree(&self, dir: &Path) -> Vec<PathBuf> {
        self.tree_where(dir, |name| {
            buildtags::candidate(name).is_ok() && self.ctx.name_matches(name)
        })
    }

    /// The directories under `dir` (as `tree` walks it) with a file whose name `is_go` accepts.
    pub(super) fn tree_where(&self, dir: &Path, is_go: impl Fn(&str) -> bool) -> Vec<PathBuf> {
        let mut out = Vec::new();
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            let Ok(rd) = std::fs::read_dir(&d) else {
                continue;
            };
            let mut entries: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
            entries.sort();
            let mut has_go = false;
            for p in &entries {
                let name = p
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                if p.is_dir() {
                    if name.starts_with('.')
                        || name.starts_with('_')
                        || name == "testdata"
                        || p.join("go.mod").is_file()
                    {
                        continue;
                    }
                    stack.push(p.clone());
                } else if is_go(&name) {
                    has_go = true;
                }
            }
            if has_go {
                out.push(d);
            }
        }
        out.sort();
        out
    }

    /// Loads a package of one in-memory file (errors about it are plain).
    fn source_package(&mut self, name: &str, text: &str) -> Result<usize, Failure> {
        let dir = self.cwd.clone();
        let texts = vec![(PathBuf::from(name), text.to_string())];
        match self.load_texts(COMMAND_LINE, &dir, self.main, texts, true) {
            Ok(k) => {
                let mut stack = Vec::new();
                self.load_imports(k, &mut stack);
                Ok(k)
            }
            Err(msg) => Err(Failure::new(format!("error: {msg}"), 1)),
        }
    }

    /// Loads a package named on the command line (errors about it are plain).
    /// The package of .go files named on the command line: all in one directory, as Go
    /// requires; its module is the directory's.
    fn named_files(&mut self, files: &[PathBuf]) -> Result<usize, Failure> {
        let mut abs = Vec::new();
        let mut dir: Option<PathBuf> = None;
        for f in files {
            let a = absolute(&self.cwd, f);
            if !a.is_file() {
                return Err(Failure::new(
                    format!("error: no such file: {}", f.display()),
                    1,
                ));
            }
            let d = a.parent().map(Path::to_path_buf).unwrap_or_default();
            match &dir {
                None => dir = Some(d),
                Some(first) if *first != d => {
                    return Err(Failure::new(
                        format!(
                            "error: named files must all be in one directory; have {} and {}",
                            display_path(&self.cwd, first),
                            display_path(&self.cwd, &d)
                        ),
                        1,
                    ))
                }
                Some(_) => {}
            }
            abs.push(a);
        }
        let dir = dir.unwrap_or_default();
        self.main_module(&dir)?;
        match self.root_package(COMMAND_LINE, &dir, Some(&abs))? {
            Some(k) => Ok(k),
            None => Err(Failure::new("error: no Go files named", 1)),
        }
    }

    fn root_package(
        &mut self,
        path: &str,
        dir: &Path,
        file: Option<&[PathBuf]>,
    ) -> Result<Option<usize>, Failure> {
        if let Some(&k) = self.by_path.get(path) {
            if path != COMMAND_LINE {
                return Ok(Some(k));
            }
        }
        match self.load_dir(path, dir, self.main, file) {
            Ok(k) => {
                let mut stack = Vec::new();
                self.load_imports(k, &mut stack);
                Ok(Some(k))
            }
            Err(msg) => Err(Failure::new(format!("error: {msg}"), 1)),
        }
    }

    /// Reads, selects and parses the files of a package; `Err` says why it has none.
    fn load_dir(
        &mut self,
        path: &str,
        dir: &Path,
        module: usize,
        only: Option<&[PathBuf]>,
    ) -> Result<usize, String> {
        let mut names: Vec<PathBuf> = match only {
            Some(f) => f.to_vec(),
            None => {
                let rd = std::fs::read_dir(dir)
                    .map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
                let mut v: Vec<PathBuf> = rd
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| p.is_file())
                    .collect();
                v.sort();
                v
            }
        };
        names.retain(|p| {
            let n = p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            only.is_some() || buildtags::candidate(&n).is_ok()
        });
        if names.is_empty() {
            return Err(format!("no Go files in {}", dir.display()));
        }
        let mut texts = Vec::new();
        for p in names {
            let text =
                std::fs::read(&p).map_err(|e| format!("cannot read {}: {e}", p.display()))?;
            texts.push((p, String::from_utf8_lossy(&text).into_owned()));
        }
        self.load_texts(path, dir, module, texts, only.is_some())
    }

    /// Selects and parses the files of a package (every one of them if they were named on
    /// the command line).
    fn load_texts(
        &mut self,
        path: &str,
        dir: &Path,
        module: usize,
        texts: Vec<(PathBuf, String)>,
        named: bool,
    ) -> Result<usize, String> {
        let files = self.parse_texts(dir, module, texts, named)?;
        self.new_package(path, dir, module, files)
    }

    /// Selects (by name and build constraint, unless `named`) and parses files; each comes
    /// with its base name. Errors in a file are diagnostics; `Err` says why there is none.
    fn parse_texts(
        &mut self,
        dir: &Path,
        module: usize,
        texts: Vec<(PathBuf, String)>,
        named: bool,
    ) -> Result<Vec<(String, ast::File)>, String> {
        let mut selected = Vec::new();
        for (p, text) in texts {
            let name = p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            // Spans hold 32-bit offsets (ast::Span).
            if u32::try_from(text.len()).is_err() {
                return Err(format!(
                    "{}: source file too large (4 GiB or more)",
                    display_path(&self.cwd, &p)
                ));
            }
            let constraint = match buildtags::file_constraint(&text) {
                Ok(c) => c,
                Err(e) => {
                    return Err(format!(
                        "{}: invalid //go:build line: {}",
                        display_path(&self.cwd, &p),
                        e.0
                    ))
                }
            };
            // A file named on the command line is compiled whatever its name and
            // constraint say (as `go build file.go` does).
            if !named {
                let ok_name = self.ctx.name_matches(&name);
                let ok_tags = constraint
                    .as_ref()
                    .is_none_or(|c| c.eval(&|t| self.ctx.has(t)));
                if !ok_name || !ok_tags {
                    continue;
                }
            }
            let version = constraint.as_ref().and_then(|c| c.go_version());
            selected.push((p, text, version));
        }
        if selected.is_empty() {
            return Err(format!(
                "build constraints exclude all Go files in {}",
                dir.display()
            ));
        }
        let only = named.then_some(());
        let mut files = Vec::new();
        let mod_lang = self.modules[module].lang;
        for (p, text, version) in selected {
            let shown = display_path(&self.cwd, &p);
            let id = self.sources.add(shown, text.clone());
            // Go 1.21: a file's //go:build go1.N sets its version (never below go1.21).
            let lang = match version {
                Some(v) if mod_lang >= GoVersion::new(21) => v.max(GoVersion::new(21)),
                Some(v) => v.max(mod_lang),
                None => mod_lang,
            };
            self.versions.files.insert(id, lang);
            self.versions.modules.insert(id, mod_lang);
            self.versions.texts.insert(id, text.as_str().into());
            let file = match parse::parse(&text, id) {
                Ok(tree) => {
                    let (mut file, ds) = lower::lower_file(tree.root_node(), &text, id);
                    // `//so:embed` paths are relative to the source file.
                    file.path = Some(p.clone());
                    self.diags.extend(ds);
                    file
                }
                Err(ds) => {
                    self.diags.extend(ds);
                    continue;
                }
            };
            let fname = p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let pname = file.package.name.clone();
            if pname.is_empty() {
                let at = first_token(&text);
                let end = text[at..]
                    .find(char::is_whitespace)
                    .map_or(text.len(), |k| at + k);
                let span = Span::new(id, at, end);
                self.diags.push(
                    Diagnostic::error(span, "syntax error: package statement must be first")
                        .label("expected `package NAME`"),
                );
                continue;
            }
            // Go leaves out files of the documentation package.
            if pname == "documentation" && only.is_none() {
                continue;
            }
            files.push((fname, file));
        }
        Ok(files)
    }

    /// Adds a package of parsed files (which must all have one package name).
    fn new_package(
        &mut self,
        path: &str,
        dir: &Path,
        module: usize,
        parsed: Vec<(String, ast::File)>,
    ) -> Result<usize, String> {
        let mut files = Vec::new();
        let mut pkg_name: Option<(String, String)> = None;
        for (fname, file) in parsed {
            let pname = file.package.name.clone();
            match &pkg_name {
                None => pkg_name = Some((pname, fname)),
                Some((n, first)) if *n != pname => {
                    return Err(format!(
                        "found packages {n} ({first}) and {pname} ({fname}) in {}",
                        dir.display()
                    ));
                }
                _ => {}
            }
            files.push(file);
        }
        let name = pkg_name.map(|(n, _)| n).unwrap_or_default();
        let k = self.packages.len();
        self.packages.push(Package {
            path: path.to_string(),
            dir: dir.to_path_buf(),
            name,
            files,
            imports: Vec::new(),
            module,
        });
        if path != COMMAND_LINE {
            self.by_path.insert(path.to_string(), k);
        }
        Ok(k)
    }

    /// Resolves and loads the imports of package `k`, depth first. `stack` holds the chain
    /// of importing packages (each with the file of its import of the next), for cycles.
    fn load_imports(&mut self, k: usize, stack: &mut Vec<(usize, String)>) {
        self.state.insert(k, false);
        let mut specs: Vec<(String, Span, String)> = Vec::new();
        for f in &self.packages[k].files {
            for imp in &f.imports {
                // unsafe, and imports only the Go bodies of //so:extern functions use.
                if crate::check::directives::not_loaded(f, &imp.path) {
                    continue;
                }
                let file = self.file_name(imp.span.file());
                specs.push((imp.path.clone(), path_span(&self.sources, imp), file));
            }
        }
        for (path, span, file) in specs {
            if let Some(parent) = internal_parent(&path) {
                let from = &self.packages[k].path;
                let inside = from == parent || from.starts_with(&format!("{parent}/"));
                if !inside && from != COMMAND_LINE {
                    self.diags.push(
                        Diagnostic::error(
                            span,
                            format!("use of internal package {path} not allowed"),
                        )
                        .label("internal to another package tree")
                        .help(format!("only the packages under {parent} may import it")),
                    );
                    continue;
                }
            }
            let Some(dep) = self.import(&path, span) else {
                continue;
            };
            if !self.packages[k].imports.contains(&dep) {
                self.packages[k].imports.push(dep);
            }
            match self.state.get(&dep) {
                None => {
                    stack.push((k, file));
                    self.load_imports(dep, stack);
                    stack.pop();
                }
                Some(false) => self.report_cycle(k, dep, &file, stack, span),
                Some(true) => {}
            }
        }
        self.state.insert(k, true);
    }

    /// Go's report of an import cycle: the chain from the first package named on the
    /// command line to the import that closes the cycle.
    fn report_cycle(
        &mut self,
        k: usize,
        dep: usize,
        file: &str,
        stack: &[(usize, String)],
        span: Span,
    ) {
        if self.cycle_reported {
            return;
        }
        self.cycle_reported = true;
        let path = |i: usize| self.packages[i].path.clone();
        let first = stack.first().map(|(p, _)| *p).unwrap_or(k);
        let mut msg = format!("package {}", path(first));
        for (i, (_, f)) in stack.iter().enumerate() {
            let next = stack.get(i + 1).map(|(p, _)| *p).unwrap_or(k);
            msg.push_str(&format!("\n\timports {} from {f}", path(next)));
        }
        let tested = self
            .test_pkg
            .as_ref()
            .filter(|t| **t == path(dep) || **t == path(first))
            .cloned();
        msg.push_str(&format!(
            "\n\timports {} from {file}: import cycle not allowed{}",
            path(dep),
            if tested.is_some() { " in test" } else { "" }
        ));
        let help = match tested {
            Some(t) => {
                let name = t.rsplit('/').next().unwrap_or(&t).to_string();
                format!("the tests of {t} in its own package import a package that imports it: make them an external test package (package {name}_test), which may import it")
            }
            None => "move what both packages need into a package that imports neither".into(),
        };
        self.diags.push(
            Diagnostic::error(span, msg)
                .label("this import closes the cycle")
                .help(help),
        );
    }

    fn file_name(&self, id: usize) -> String {
        let name = self.sources.name(id);
        name.rsplit('/').next().unwrap_or(&name).to_string()
    }

    /// The package an import path names (loaded now if it is new), or `None` after
    /// reporting why it cannot be imported.
    fn import(&mut self, path: &str, span: Span) -> Option<usize> {
        let k = match self.by_path.get(path) {
            Some(&k) => k,
            None => {
                if let Some((msg, label)) = self.failed.get(path).cloned() {
                    let d = Diagnostic::error(span, msg).label(label);
                    if self.unavailable_paths.contains(path) {
                        self.unavailable.push(d);
                    } else {
                        self.diags.push(d);
                    }
                    return None;
                }
                match self.resolve(path) {
                    Resolved::Dir { module, dir } => {
                        match self.load_dir(path, &dir, module, None) {
                            Ok(k) => k,
                            Err(msg) => {
                                let label = "cannot be imported".to_string();
                                self.failed
                                    .insert(path.to_string(), (msg.clone(), label.clone()));
                                self.diags.push(Diagnostic::error(span, msg).label(label));
                                return None;
                            }
                        }
                    }
                    Resolved::Error(msg, label, help) => {
                        let mut d = Diagnostic::error(span, msg.clone()).label(label.clone());
                        if let Some(h) = help {
                            d = d.help(h);
                        }
                        if is_standard_library(path) {
                            self.unavailable_paths.insert(path.to_string());
                            self.unavailable.push(d);
                        } else {
                            self.diags.push(d);
                        }
                        self.failed.insert(path.to_string(), (msg, label));
                        return None;
                    }
                }
            }
        };
        if self.packages[k].name == "main" {
            self.diags.push(
                Diagnostic::error(
                    span,
                    format!("import \"{path}\" is a program, not an importable package"),
                )
                .label("a package main")
                .help(
                    "move what other packages need out of package main into a package of its own",
                ),
            );
            return None;
        }
        Some(k)
    }

    /// The module and directory of an import path.
    fn resolve(&mut self, path: &str) -> Resolved {
        if path == "C" {
            return Resolved::Error(
                "import \"C\": cgo is not supported by So".into(),
                "cgo".into(),
                None,
            );
        }
        if let Some(why) = malformed(path) {
            if path.starts_with("./") || path.starts_with("../") || path == "." || path == ".." {
                return Resolved::Error(
                    format!("\"{path}\" is relative, but relative import paths are not supported in module mode"),
                    "relative import".into(),
                    Some("import the package by its import path (the module path followed by its directory)".into()),
                );
            }
            return Resolved::Error(
                format!("malformed import path \"{path}\": {why}"),
                "malformed import path".into(),
                None,
            );
        }
        let main = &self.modules[self.main];
        let under = |m: &str| !m.is_empty() && (path == m || path.starts_with(&format!("{m}/")));
        // The longest module path that contains the import path.
        let mut best: Option<String> = None;
        let mut consider = |m: &str| {
            if under(m) && best.as_ref().is_none_or(|b| m.len() > b.len()) {
                best = Some(m.to_string());
            }
        };
        consider(&main.path);
        consider(RUNTIME_MODULE);
        let mut required_only = None;
        if let Some(gm) = &main.gomod {
            for r in &gm.replaces {
                if let gomod::ReplaceTarget::Dir(_) = r.target {
                    consider(&r.path);
                }
            }
            required_only = gm
                .requires
                .iter()
                .find(|r| under(&r.path))
                .map(|r| r.path.clone());
        }
        let Some(module_path) = best else {
            return self.unavailable(path, required_only);
        };
        let module = match self.module_for(&module_path) {
            Ok(m) => m,
            Err(msg) => return Resolved::Error(msg, "module cannot be used".into(), None),
        };
        let root = self.modules[module].root.clone();
        let rel = path[module_path.len()..].trim_start_matches('/');
        let dir = if rel.is_empty() {
            root.clone()
        } else {
            root.join(rel)
        };
        if !dir.is_dir() {
            return Resolved::Error(
                format!("package {path} is not in module {module_path}"),
                format!("no directory {}", display_path(&self.cwd, &dir)),
                None,
            );
        }
        // A directory with its own go.mod is another module.
        let mut d = dir.clone();
        while d != root {
            if d.join("go.mod").is_file() {
                return Resolved::Error(
                    format!("main module ({module_path}) does not contain package {path}"),
                    format!("{} is a module of its own", display_path(&self.cwd, &d)),
                    Some(format!(
                        "to use it, replace its module with this directory in go.mod: `replace MODULE => {}`",
                        display_path(&self.modules[self.main].root, &d)
                    )),
                );
            }
            match d.parent() {
                Some(p) => d = p.to_path_buf(),
                None => break,
            }
        }
        Resolved::Dir { module, dir }
    }

    /// The module whose path is `module_path`: the main module, the embedded runtime or a
    /// module replaced by a directory (read once).
    fn module_for(&mut self, module_path: &str) -> Result<usize, String> {
        if let Some(k) = self.modules.iter().position(|m| m.path == module_path) {
            return Ok(k);
        }
        let main = &self.modules[self.main];
        let replaced = main
            .gomod
            .as_ref()
            .and_then(|gm| gm.replacement(module_path, &main.root));
        let root = match replaced {
            Some(Ok(dir)) => {
                let dir = std::fs::canonicalize(&dir).unwrap_or(dir);
                if !dir.join("go.mod").is_file() {
                    return Err(format!(
                        "module {module_path} is replaced by {}, which has no go.mod",
                        display_path(&self.cwd, &dir)
                    ));
                }
                dir
            }
            Some(Err(r)) => {
                return Err(format!(
                    "module {module_path} is replaced by another module version (go.mod line {}): So builds only code on this machine",
                    r.line
                ))
            }
            None if module_path == RUNTIME_MODULE => {
                super::soroot::soroot().map_err(|f| f.message)?
            }
            None => return Err(format!("module {module_path} cannot be found")),
        };
        self.read_module(&root, Some(module_path))
            .map_err(|f| f.message.trim_start_matches("error: ").to_string())
    }

    /// The diagnostic for an import path outside every module So can build.
    fn unavailable(&self, path: &str, required: Option<String>) -> Resolved {
        let main = &self.modules[self.main];
        let so = runtime_packages();
        let so_list = if so.is_empty() {
            String::new()
        } else {
            format!(
                "{RUNTIME_MODULE}/... ({})",
                so.iter().map(|p| p.as_str()).collect::<Vec<_>>().join(", ")
            )
        };
        let own = if main.gomod.is_some() {
            format!("the packages of module {} ({}/...)", main.path, main.path)
        } else {
            String::new()
        };
        let can = match (own.is_empty(), so_list.is_empty()) {
            (false, false) => format!("So programs import {own} and {so_list}"),
            (false, true) => format!("So programs import {own}"),
            (true, false) => format!(
                "without a go.mod, So programs import only {so_list}; a module (go.mod) can hold packages of your own"
            ),
            (true, true) => "without a go.mod a So program is one package; a module (go.mod) can hold packages of your own".into(),
        };
        if is_standard_library(path) && so.iter().any(|p| p.strip_prefix("so/") == Some(path)) {
            return Resolved::Error(
                format!(
                    "package \"{path}\" is Go's standard library, which is not supported in So"
                ),
                "cannot be imported in So".into(),
                Some(format!(
                    "So has its own package {path}: import \"{RUNTIME_MODULE}/so/{path}\""
                )),
            );
        }
        if is_standard_library(path) {
            return Resolved::Error(
                format!(
                    "package \"{path}\" is Go's standard library, which is not supported in So"
                ),
                "cannot be imported in So".into(),
                Some(can),
            );
        }
        if let Some(r) = required {
            return Resolved::Error(
                format!("cannot import {path}: module {r} is required in go.mod, but So builds only code on this machine"),
                "not a local package".into(),
                Some(format!("{can}; a copy of {r} on this machine can be used with `replace {r} => ../dir` in go.mod")),
            );
        }
        Resolved::Error(
            format!("no required module provides package {path}"),
            "not in this module".into(),
            Some(format!("{can}; a module on this machine can be used with `replace MODULE => ../dir` in go.mod")),
        )
    }
}

/// The `so/...` packages of the embedded runtime module that So code can use: the directories
/// with a Go file the build constraints select, other than the package's `doc.go` (a package
/// whose So declarations are not there yet is not offered).
pub fn runtime_packages() -> Vec<String> {
    let ctx = Context::host();
    let mut out: Vec<String> = Vec::new();
    for (rel, text) in super::MODULE_FILES {
        let Some((dir, name)) = rel.rsplit_once('/') else {
            continue;
        };
        if !dir.starts_with("so/") && dir != "so" {
            continue;
        }
        // Internal packages (the So side's own) are not for programs.
        if dir.split('/').any(|part| part == "internal") {
            continue;
        }
        // A package counts once it has So declarations: its doc.go alone gives none.
        if name == "doc.go" || buildtags::candidate(name).is_err() || !ctx.name_matches(name) {
            continue;
        }
        let ok = match buildtags::file_constraint(text) {
            Ok(None) => true,
            Ok(Some(c)) => c.eval(&|t| ctx.has(t)),
            Err(_) => false,
        };
        if ok && !out.iter().any(|d| d == dir) {
            out.push(dir.to_string());
        }
    }
    out.sort();
    out
}

/// For an import path with an `internal` element, the path of the tree that may import it
/// (the parent of the last `internal` directory).
fn internal_parent(path: &str) -> Option<&str> {
    if path == "internal" || path.starts_with("internal/") {
        return Some("");
    }
    let i = path
        .rmatch_indices("/internal")
        .map(|(i, _)| i)
        .find(|&i| {
            let rest = &path[i + "/internal".len()..];
            rest.is_empty() || rest.starts_with('/')
        })?;
    Some(&path[..i])
}

/// The offset of the first token of a Go file (after blanks and comments).
fn first_token(text: &str) -> usize {
    let b = text.as_bytes();
    let mut i = 0;
    loop {
        while i < b.len() && (b[i] as char).is_whitespace() {
            i += 1;
        }
        if text[i..].starts_with("//") {
            i += text[i..].find('\n').unwrap_or(text.len() - i);
        } else if text[i..].starts_with("/*") {
            i += text[i..]
                .find("*/")
                .map(|k| k + 2)
                .unwrap_or(text.len() - i);
        } else {
            return i;
        }
    }
}

/// The span of an import's path literal (the end of the import spec).
fn path_span(sm: &SourceMap, imp: &ast::Import) -> Span {
    let text = sm.text(imp.span.file());
    let spec = text.get(imp.span.lo()..imp.span.hi()).unwrap_or("");
    let start = match spec.chars().last() {
        Some(q @ ('"' | '`')) => spec[..spec.len() - 1].rfind(q).unwrap_or(0),
        _ => 0,
    };
    Span::new(imp.span.file(), imp.span.lo() + start, imp.span.hi())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn import_paths_are_checked_like_go() {
        assert_eq!(
            malformed("example.com/m/a/").as_deref(),
            Some("trailing slash")
        );
        assert_eq!(malformed("/abs").as_deref(), Some("leading slash"));
        assert!(malformed("a//b").is_some());
        assert!(malformed("a/../b").is_some());
        assert!(malformed("a b").is_some());
        assert!(malformed("").is_some());
        assert_eq!(malformed("example.com/m/impl-x_y.z~1+2"), None);
    }

    #[test]
    fn internal_packages_belong_to_their_parent_tree() {
        assert_eq!(
            internal_parent("example.com/m/internal/x"),
            Some("example.com/m")
        );
        assert_eq!(
            internal_parent("example.com/m/a/internal"),
            Some("example.com/m/a")
        );
        assert_eq!(internal_parent("internal/x"), Some(""));
        assert_eq!(internal_parent("example.com/m/internals/x"), None);
        assert_eq!(internal_parent("example.com/m/x"), None);
        // The last `internal` element decides.
        assert_eq!(
            internal_parent("example.com/internal/a/internal/b"),
            Some("example.com/internal/a")
        );
    }

    #[test]
    fn paths_are_shown_relative_when_shorter() {
        let cwd = Path::new("/home/u/proj");
        assert_eq!(
            display_path(cwd, Path::new("/home/u/proj/a/b.go")),
            "a/b.go"
        );
        assert_eq!(
            display_path(cwd, Path::new("/home/u/lib/x.go")),
            "../lib/x.go"
        );
        assert_eq!(display_path(cwd, Path::new("/opt/y.go")), "/opt/y.go");
    }

    #[test]
    fn patterns() {
        assert!(matches!(Target::parse("./..."), Target::Tree(p) if p == Path::new(".")));
        assert!(matches!(Target::parse("lib/..."), Target::Tree(p) if p == Path::new("lib")));
        assert!(matches!(Target::parse("main.go"), Target::Path(_)));
    }

    #[test]
    fn first_token_skips_comments() {
        assert_eq!(first_token("// a\n/* b */ \nfunc"), 14);
        assert_eq!(first_token("  x"), 2);
        assert_eq!(first_token(""), 0);
    }
}
