//! SOROOT: a directory holding solod's embedded copy of module `solod.dev` (go.mod, the
//! `so/...` packages' Go declarations and the C runtime's headers), so that a user's `go.mod`
//! can say `replace solod.dev => $(solod env SOROOT)` and Go tooling resolves the same code
//! with no network. The C sources stay out: with cgo enabled (Go's default where a C compiler
//! is installed), Go refuses a package directory holding `.c` files ("C source files not
//! allowed when not using cgo"); solod compiles its embedded copy of them.
//!
//! The copy lives in the per-user cache, `$XDG_CACHE_HOME/solod/<hash>` or
//! `~/.cache/solod/<hash>`, where `<hash>` is a key of the embedded contents (and of which files
//! are extracted): a solod with other
//! runtime files uses another directory. It is written into a temporary directory and renamed
//! into place, so a reader never sees half of it; an existing copy is reused.

use super::{Failure, MODULE_FILES, MODULE_HASH, RUNTIME_FILES};
use std::path::{Path, PathBuf};

/// Which files an extracted copy holds (part of its directory's name, so a solod that extracts
/// other files does not reuse an older copy).
const LAYOUT: &str = "2";

/// The go.mod of the module when the embedded runtime has none.
const FALLBACK_GO_MOD: &str = "module solod.dev\n\ngo 1.26\n";

/// The cache directory solod uses: `$SOCACHE`, else `solod` under the user's cache directory.
pub fn cache_dir() -> PathBuf {
    if let Some(v) = std::env::var_os("SOCACHE").filter(|v| !v.is_empty()) {
        let p = PathBuf::from(v);
        return std::path::absolute(&p).unwrap_or(p);
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty() && Path::new(v).is_absolute())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|h| PathBuf::from(h).join(".cache"))
        })
        .unwrap_or_else(std::env::temp_dir);
    base.join("solod")
}

/// Every file of the extracted module: (path relative to the module root, contents).
pub fn module_files() -> Vec<(&'static str, &'static str)> {
    let mut files: Vec<(&str, &str)> = MODULE_FILES.to_vec();
    if !files.iter().any(|(p, _)| *p == "go.mod") {
        files.push(("go.mod", FALLBACK_GO_MOD));
    }
    files.extend(
        RUNTIME_FILES
            .iter()
            .copied()
            // Headers, and the C that So packages embed (`NAME_so.c`, `//so:embed`).
            .filter(|(p, _)| p.ends_with(".h") || p.ends_with("_so.c")),
    );
    files
}

/// The directory holding the embedded module, extracted now if it is not there yet.
pub fn soroot() -> Result<PathBuf, Failure> {
    let cache = cache_dir();
    let dir = cache.join(format!("{MODULE_HASH}-{LAYOUT}"));
    if dir.join("go.mod").is_file() {
        return Ok(dir);
    }
    let fail = |what: &str, p: &Path, e: std::io::Error| {
        Failure::new(format!("error: cannot {what} {}: {e}", p.display()), 1)
    };
    std::fs::create_dir_all(&cache).map_err(|e| fail("create", &cache, e))?;
    let tmp = tempfile::Builder::new()
        .prefix(".tmp-")
        .tempdir_in(&cache)
        .map_err(|e| fail("create a directory in", &cache, e))?;
    for (rel, text) in module_files() {
        let p = tmp.path().join(rel);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).map_err(|e| fail("create", parent, e))?;
        }
        std::fs::write(&p, text).map_err(|e| fail("write", &p, e))?;
    }
    let staged = tmp.keep();
    // Readable by the user's tools; the copy is never written again.
    make_read_only(&staged);
    match std::fs::rename(&staged, &dir) {
        Ok(()) => Ok(dir),
        // Another solod put it there first.
        Err(_) if dir.join("go.mod").is_file() => {
            make_writable(&staged);
            let _ = std::fs::remove_dir_all(&staged);
            Ok(dir)
        }
        Err(e) => {
            make_writable(&staged);
            let _ = std::fs::remove_dir_all(&staged);
            Err(fail("create", &dir, e))
        }
    }
}

/// Removes write permission from the files (Go's module cache does the same), so an editor
/// does not change the copy by accident.
fn make_read_only(dir: &Path) {
    set_write(dir, false);
}

fn make_writable(dir: &Path) {
    set_write(dir, true);
}

fn set_write(dir: &Path, writable: bool) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            set_write(&p, writable);
        } else if let Ok(m) = std::fs::metadata(&p) {
            let mut perm = m.permissions();
            #[allow(clippy::permissions_set_readonly_false)]
            perm.set_readonly(!writable);
            let _ = std::fs::set_permissions(&p, perm);
        }
    }
}
