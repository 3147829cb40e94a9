//! Loading a package for `solod test`: the package with its `_test.go` files, as `go test`
//! builds it, and the test program's generated main package.
//!
//! - The `_test.go` files of the package's own name (internal tests) join the package, so
//!   every package of the build that imports it sees them too; the files of the package
//!   `NAME_test` (external tests) are a package of their own, `PATH_test`, which may import
//!   the package.
//! - The peer Solod's layout: a `test/` subdirectory whose (ordinary) files are a package
//!   named `NAME_test`, importing `solod.dev/so/testing` explicitly, and for benchmarks a
//!   `bench/` subdirectory of a package `NAME_bench`. Their `TestXxx` and `BenchmarkXxx`
//!   functions belong to the package's run, under the package's import path.
//! - In a `_test.go` file, `import "testing"` is `solod.dev/so/testing`, so that `go test`
//!   runs the same files with Go's testing package.
//! - The test functions are found in the syntax as `go test` finds them (`TestXxx` taking
//!   `*testing.T`, `BenchmarkXxx` taking `*testing.B`), and a wrong signature is `go test`'s
//!   error; the generated main (`PATH.test`, file `_testmain.go`) calls `testing.Main` with
//!   them, in source order (internal, external, then the peer packages).

use super::*;

/// The import path of the So testing package.
pub const TESTING: &str = "solod.dev/so/testing";

/// A package `solod test` runs: its directory and import path.
#[derive(Clone, Debug)]
pub struct TestTarget {
    pub dir: PathBuf,
    pub path: String,
}

/// Where a test function is declared (which import of the generated main reaches it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TestOrigin {
    /// A `_test.go` file of the package itself.
    Internal,
    /// The external test package `PATH_test`.
    External,
    /// The peer layout's `test/` package.
    PeerTest,
    /// The peer layout's `bench/` package.
    PeerBench,
}

impl TestOrigin {
    /// The import path of the package that declares it, for package `path`.
    pub fn import_path(self, path: &str) -> String {
        match self {
            TestOrigin::Internal => path.to_string(),
            TestOrigin::External => format!("{path}_test"),
            TestOrigin::PeerTest => format!("{path}/test"),
            TestOrigin::PeerBench => format!("{path}/bench"),
        }
    }
}

/// The test and benchmark functions of a package, in the order they run.
#[derive(Clone, Debug, Default)]
pub struct TestFuncs {
    pub tests: Vec<(TestOrigin, String)>,
    pub benchmarks: Vec<(TestOrigin, String)>,
    /// The build can import `solod.dev/so/fmt` ([`FMT`]): the test program formats the
    /// messages of the tests with it.
    pub fmt: bool,
}

/// The import path of the So fmt package.
pub const FMT: &str = "solod.dev/so/fmt";

/// What loading a package for testing gives.
pub enum TestLoad {
    /// Neither `_test.go` files nor a peer `test/` or `bench/` directory.
    NoTestFiles,
    /// The package or its tests cannot be loaded (`go test`'s "[setup failed]"): the
    /// diagnostics, rendered.
    Setup(String),
    /// What `go vet` reports while testing (a test function's malformed name): "[build
    /// failed]".
    Vet(String),
    /// The build of the test program: the generated main is the root.
    Ready(Box<Graph>, TestFuncs),
}

/// The packages the command line names for testing: directories, and patterns `dir/...` (every
/// directory with Go files, tests included, except a peer `test/` or `bench/` directory of a
/// package also in the list, which runs with it). Sorted by import path within a pattern.
pub fn test_targets(targets: &[Target], ctx: &Context) -> Result<Vec<TestTarget>, Failure> {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let mut l = Loader::new(ctx, cwd);
    let mut out: Vec<TestTarget> = Vec::new();
    for t in targets {
        let (start, tree) = match t {
            Target::Path(p) => (p.clone(), false),
            Target::Tree(p) => (p.clone(), true),
            Target::Files(_) => {
                return Err(Failure::new(
                    "error: solod test runs packages: name a package's directory (or a pattern dir/...), not its .go files",
                    1,
                ))
            }
        };
        let abs = absolute(&l.cwd, &start);
        if !abs.is_dir() {
            return Err(Failure::new(
                format!("error: no such package directory: {}", start.display()),
                1,
            ));
        }
        l.main_module(&abs)?;
        if l.modules[l.main].gomod.is_none() {
            // The test program imports the package by its import path, which a module gives.
            return Err(Failure::new(
                format!(
                    "error: solod test needs a module: there is no go.mod in {} or above it\n  = help: make the directory a module with `go mod init example.com/NAME`",
                    display_path(&l.cwd, &abs)
                ),
                1,
            ));
        }
        if !tree {
            let path = l.import_path_of(&abs);
            out.push(TestTarget { dir: abs, path });
            continue;
        }
        let dirs = l.tree_with_tests(&abs);
        let mut found: Vec<TestTarget> = Vec::new();
        for d in &dirs {
            let folded = d.parent().is_some_and(|p| dirs.iter().any(|x| x == p))
                && d.file_name().is_some_and(|n| {
                    (n == "test" && peer_dir(l.ctx, d, "_test"))
                        || (n == "bench" && peer_dir(l.ctx, d, "_bench"))
                });
            if !folded {
                found.push(TestTarget {
                    dir: d.clone(),
                    path: l.import_path_of(d),
                });
            }
        }
        if found.is_empty() {
            return Err(Failure::new(
                format!(
                    "error: pattern {}/...: matched no packages",
                    start.display()
                ),
                1,
            ));
        }
        found.sort_by(|a, b| a.path.cmp(&b.path));
        out.extend(found);
    }
    Ok(out)
}

/// Whether `dir` holds a package of the peer layout: its first Go file (not a `_test.go`
/// file) declares a package whose name ends in `suffix`.
fn peer_dir(ctx: &Context, dir: &Path, suffix: &str) -> bool {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return false;
    };
    let mut names: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    names.sort();
    for p in names {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if !p.is_file() || buildtags::candidate(&name).is_err() || !ctx.name_matches(&name) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&p) else {
            continue;
        };
        let rest = &text[first_token(&text)..];
        let Some(rest) = rest.strip_prefix("package") else {
            return false;
        };
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        return name.ends_with(suffix);
    }
    false
}

/// The Go files of a directory that a test build may use: `.go`, not starting with `_` or
/// `.`; the first list holds the package's files, the second its `_test.go` files.
fn dir_files(dir: &Path) -> Result<(Vec<PathBuf>, Vec<PathBuf>), Failure> {
    let rd = std::fs::read_dir(dir)
        .map_err(|e| Failure::new(format!("error: cannot read {}: {e}", dir.display()), 1))?;
    let mut all: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .collect();
    all.sort();
    let mut plain = Vec::new();
    let mut tests = Vec::new();
    for p in all {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if !name.ends_with(".go") || name.starts_with('_') || name.starts_with('.') {
            continue;
        }
        if name.ends_with("_test.go") {
            tests.push(p);
        } else {
            plain.push(p);
        }
    }
    Ok((plain, tests))
}

fn read_all(files: &[PathBuf]) -> Result<Vec<(PathBuf, String)>, Failure> {
    let mut out = Vec::new();
    for p in files {
        let text = std::fs::read(p)
            .map_err(|e| Failure::new(format!("error: cannot read {}: {e}", p.display()), 1))?;
        out.push((p.clone(), String::from_utf8_lossy(&text).into_owned()));
    }
    Ok(out)
}

/// Loads package `t` with its tests, and the generated main that `gen` writes for the test
/// functions found.
pub fn load_test(
    t: &TestTarget,
    ctx: &Context,
    gen: &dyn Fn(&TestFuncs) -> String,
) -> Result<TestLoad, Failure> {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let mut l = Loader::new(ctx, cwd);
    l.test_pkg = Some(t.path.clone());
    l.main_module(&t.dir)?;
    let module = l.main;
    let (plain, tests) = dir_files(&t.dir)?;
    let peer_test = t.dir.join("test");
    let peer_test = (peer_test.is_dir() && peer_dir(ctx, &peer_test, "_test")).then_some(peer_test);
    let peer_bench = t.dir.join("bench");
    let peer_bench =
        (peer_bench.is_dir() && peer_dir(ctx, &peer_bench, "_bench")).then_some(peer_bench);
    // A peer test directory tested by itself: its own TestXxx functions are its tests.
    let self_peer = t.dir.file_name().is_some_and(|n| {
        (n == "test" && peer_dir(ctx, &t.dir, "_test"))
            || (n == "bench" && peer_dir(ctx, &t.dir, "_bench"))
    });
    if tests.is_empty() && peer_test.is_none() && peer_bench.is_none() && !self_peer {
        return Ok(TestLoad::NoTestFiles);
    }

    // The package's own files, then its test files.
    let mut own: Vec<(String, ast::File)> = Vec::new();
    if !plain.is_empty() {
        match l.parse_texts(&t.dir, module, read_all(&plain)?, false) {
            Ok(f) => own = f,
            // A package whose plain files the constraints exclude may still have tests.
            Err(msg) if msg.starts_with("build constraints exclude") && !tests.is_empty() => {}
            Err(msg) => return Ok(TestLoad::Setup(format!("error: {msg}\n"))),
        }
    }
    let mut test_files: Vec<(String, ast::File)> = Vec::new();
    if !tests.is_empty() {
        match l.parse_texts(&t.dir, module, read_all(&tests)?, false) {
            Ok(f) => test_files = f,
            Err(msg) if msg.starts_with("build constraints exclude") => {}
            Err(msg) => return Ok(TestLoad::Setup(format!("error: {msg}\n"))),
        }
    }
    for (_, f) in &mut test_files {
        for imp in &mut f.imports {
            if imp.path == "testing" {
                imp.path = TESTING.to_string();
            }
        }
    }
    // The package's name: its files', else the test files' (without _test).
    let base = own
        .first()
        .map(|(_, f)| f.package.name.clone())
        .or_else(|| {
            test_files
                .iter()
                .map(|(_, f)| f.package.name.clone())
                .find(|n| !n.ends_with("_test"))
        })
        .or_else(|| {
            test_files.first().map(|(_, f)| {
                f.package
                    .name
                    .strip_suffix("_test")
                    .unwrap_or(&f.package.name)
                    .to_string()
            })
        })
        .unwrap_or_default();
    let xname = format!("{base}_test");
    // A program's package is tested as a library (as go test does): its main is an ordinary
    // function, and the generated main imports it. It takes the name of its directory.
    if base == "main" {
        let lib = library_name(&t.path);
        for (_, f) in own.iter_mut().chain(test_files.iter_mut()) {
            if f.package.name == "main" {
                f.package.name = lib.clone();
            }
        }
    }
    let mut internal: Vec<(String, ast::File)> = Vec::new();
    let mut external: Vec<(String, ast::File)> = Vec::new();
    let base = if base == "main" {
        library_name(&t.path)
    } else {
        base
    };
    for (fname, f) in test_files {
        if f.package.name == base {
            internal.push((fname, f));
        } else if f.package.name == xname {
            external.push((fname, f));
        } else {
            let first = own
                .first()
                .or(internal.first())
                .map(|(n, _)| n.clone())
                .unwrap_or_default();
            return Ok(TestLoad::Setup(format!(
                "error: found packages {base} ({first}) and {} ({fname}) in {}\n",
                f.package.name,
                t.dir.display()
            )));
        }
    }

    let mut funcs = TestFuncs::default();
    let mut vet: Vec<Diagnostic> = Vec::new();
    let mut setup: Vec<Diagnostic> = Vec::new();
    for (_, f) in &internal {
        find_tests(f, TestOrigin::Internal, &mut funcs, &mut setup, &mut vet);
    }
    for (_, f) in &external {
        find_tests(f, TestOrigin::External, &mut funcs, &mut setup, &mut vet);
    }
    if self_peer {
        for (_, f) in &own {
            find_tests(f, TestOrigin::Internal, &mut funcs, &mut setup, &mut vet);
        }
    }

    let has_pkg = !own.is_empty() || !internal.is_empty();
    let mut roots = Vec::new();
    if has_pkg {
        own.extend(internal);
        let k = l
            .new_package(&t.path, &t.dir, module, own)
            .map_err(|m| Failure::new(format!("error: {m}"), 1))?;
        roots.push(k);
    }
    if !external.is_empty() {
        let k = l
            .new_package(&format!("{}_test", t.path), &t.dir, module, external)
            .map_err(|m| Failure::new(format!("error: {m}"), 1))?;
        roots.push(k);
    }
    for (dir, origin) in [
        (&peer_test, TestOrigin::PeerTest),
        (&peer_bench, TestOrigin::PeerBench),
    ] {
        let Some(dir) = dir else { continue };
        match l.load_dir(&origin.import_path(&t.path), dir, module, None) {
            Ok(k) => {
                for f in &l.packages[k].files {
                    find_tests(f, origin, &mut funcs, &mut setup, &mut vet);
                }
                roots.push(k);
            }
            Err(msg) => return Ok(TestLoad::Setup(format!("error: {msg}\n"))),
        }
    }
    for &k in &roots {
        let mut stack = Vec::new();
        l.load_imports(k, &mut stack);
    }
    if !l.diags.is_empty() || !setup.is_empty() {
        let mut all = std::mem::take(&mut l.diags);
        all.extend(setup);
        return Ok(TestLoad::Setup(l.sources.render(&all)));
    }
    if !vet.is_empty() {
        return Ok(TestLoad::Vet(l.sources.render(&vet)));
    }

    funcs.fmt = matches!(l.resolve(FMT), Resolved::Dir { .. });
    let text = gen(&funcs);
    let main = l
        .load_texts(
            &format!("{}.test", t.path),
            &t.dir,
            module,
            vec![(t.dir.join("_testmain.go"), text)],
            true,
        )
        .map_err(|m| Failure::new(format!("error: {m}"), 1))?;
    let mut stack = Vec::new();
    l.load_imports(main, &mut stack);
    match l.finish(vec![main]) {
        Ok(g) => Ok(TestLoad::Ready(Box::new(g), funcs)),
        Err(f) => Ok(TestLoad::Setup(f.message)),
    }
}

/// Whether `name` is a test (or benchmark) name for `prefix`: the prefix, alone or followed
/// by a character that is not a lower-case letter (`Testing` is not a test).
fn is_test_name(name: &str, prefix: &str) -> bool {
    match name.strip_prefix(prefix) {
        Some(rest) => rest.chars().next().is_none_or(|c| !c.is_lowercase()),
        None => false,
    }
}

/// Whether the parameter's type is written `*X` or `*pkg.X`.
fn is_ptr_to(p: &ast::Param, x: &str) -> bool {
    let ast::TypeExprKind::Pointer(t) = &p.ty.kind else {
        return false;
    };
    match &t.kind {
        ast::TypeExprKind::Name(n) => n.name == x,
        ast::TypeExprKind::Qualified(_, n) => n.name == x,
        _ => false,
    }
}

/// Whether the function has go test's signature: one parameter `*X` (or `*pkg.X`), no
/// results.
fn is_test_func(fd: &ast::FuncDecl, x: &str) -> bool {
    fd.sig.results.is_empty() && fd.sig.params.len() == 1 && is_ptr_to(&fd.sig.params[0], x)
}

/// Collects the test and benchmark functions of a file, with go test's errors for a wrong
/// signature and go vet's for a malformed name.
fn find_tests(
    f: &ast::File,
    origin: TestOrigin,
    out: &mut TestFuncs,
    setup: &mut Vec<Diagnostic>,
    vet: &mut Vec<Diagnostic>,
) {
    for d in &f.decls {
        let ast::Decl::Func(fd) = d else { continue };
        if fd.recv.is_some() {
            continue;
        }
        let name = fd.name.name.as_str();
        if name == "TestMain" && !is_test_func(fd, "T") {
            setup.push(
                Diagnostic::error(fd.name.span, "TestMain is not supported by solod test")
                    .label("a TestMain function")
                    .help("So has no os.Exit of a testing.M: set up in the tests themselves (or in an init function)"),
            );
            continue;
        }
        for (prefix, x, var) in [("Test", "T", "t"), ("Benchmark", "B", "b")] {
            if !is_test_name(name, prefix) {
                if name.starts_with(prefix)
                    && fd.sig.params.len() == 1
                    && fd.sig.results.is_empty()
                    && is_ptr_to(&fd.sig.params[0], x)
                {
                    vet.push(
                        Diagnostic::error(
                            fd.name.span,
                            format!("{name} has malformed name: first letter after '{prefix}' must not be lowercase"),
                        )
                        .label("not run as a test")
                        .help(format!("name it {prefix}{}, or give it another name if it is not a {}", capitalized(&name[prefix.len()..]), if x == "T" { "test" } else { "benchmark" })),
                    );
                }
                continue;
            }
            let why = if !fd.tparams.params.is_empty() {
                Some("test functions cannot have type parameters".to_string())
            } else if !is_test_func(fd, x) {
                Some(format!("must be: func {name}({var} *testing.{x})"))
            } else {
                None
            };
            if let Some(why) = why {
                setup.push(
                    Diagnostic::error(fd.name.span, format!("wrong signature for {name}, {why}"))
                        .label(if x == "T" {
                            "not a test function's signature"
                        } else {
                            "not a benchmark function's signature"
                        })
                        .help(format!(
                            "go test runs a function named {prefix}Xxx that takes one *testing.{x} and returns nothing"
                        )),
                );
                continue;
            }
            if x == "T" {
                out.tests.push((origin, name.to_string()));
            } else {
                out.benchmarks.push((origin, name.to_string()));
            }
        }
    }
}

/// The name a package main takes when it is tested: the last element of its import path, as
/// an identifier.
fn library_name(path: &str) -> String {
    let last = path.rsplit('/').next().unwrap_or(path);
    let mut name: String = last
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) || name == "main" {
        name.insert_str(0, "main_");
    }
    name
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

impl Loader<'_> {
    /// The directories under `dir` with Go files, test files included (`go test dir/...`).
    fn tree_with_tests(&self, dir: &Path) -> Vec<PathBuf> {
        self.tree_where(dir, |name| {
            name.ends_with(".go")
                && !name.starts_with('_')
                && !name.starts_with('.')
                && self.ctx.name_matches(name)
        })
    }
}
