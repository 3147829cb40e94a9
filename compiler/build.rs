//! Embeds the runtime module (runtime-c/, except its tests) into the solod binary: the C
//! sources the generated programs compile with (`RUNTIME_FILES`), and `go.mod` with the Go
//! declarations of the `solod.dev/so/...` packages (`MODULE_FILES`, without `_test.go`
//! files), which `solod env SOROOT` extracts so Go tooling can resolve `solod.dev`.
//! `MODULE_HASH` identifies the contents of both (the name of the extracted copy).

use std::fs;
use std::path::{Path, PathBuf};

fn walk(dir: &Path, root: &Path, want: &dyn Fn(&Path) -> bool, out: &mut Vec<(String, PathBuf)>) {
    let Ok(rd) = fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n == "tests") {
                continue;
            }
            walk(&p, root, want, out);
        } else if want(&p) {
            if let Ok(rel) = p.strip_prefix(root) {
                out.push((rel.to_string_lossy().replace('\\', "/"), p.clone()));
            }
        }
    }
}

/// FNV-1a, 64 bits, from a given basis (two bases give a 128-bit content key).
fn fnv(basis: u64, data: &[u8]) -> u64 {
    let mut h = basis;
    for &b in data {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

fn table(name: &str, doc: &str, files: &[(String, PathBuf)]) -> String {
    let mut src = format!("/// {doc}\npub static {name}: &[(&str, &str)] = &[\n");
    for (rel, p) in files {
        src.push_str(&format!(
            "    ({rel:?}, include_str!({:?})),\n",
            p.display().to_string()
        ));
    }
    src.push_str("];\n");
    src
}

fn main() {
    let manifest =
        PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    let root = manifest.join("..").join("runtime-c");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut c_files = Vec::new();
    walk(
        &root,
        &root,
        &|p| p.extension().is_some_and(|e| e == "h" || e == "c"),
        &mut c_files,
    );
    let mut go_files = Vec::new();
    let so = root.join("so");
    walk(
        &so,
        &root,
        &|p| p.extension().is_some_and(|e| e == "go") && !p.to_string_lossy().ends_with("_test.go"),
        &mut go_files,
    );
    let go_mod = root.join("go.mod");
    if go_mod.is_file() {
        go_files.insert(0, ("go.mod".to_string(), go_mod.clone()));
    }
    // (Cargo scans a watched directory recursively, so added files are seen too.)
    for (_, p) in c_files.iter().chain(&go_files) {
        println!("cargo:rerun-if-changed={}", p.display());
    }
    println!("cargo:rerun-if-changed={}", go_mod.display());
    let (mut h1, mut h2) = (0xcbf29ce484222325u64, 0x84222325cbf29ce4u64);
    for (rel, p) in c_files.iter().chain(&go_files) {
        let data = fs::read(p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()));
        for part in [rel.as_bytes(), &[0u8][..], &data, &[0u8][..]] {
            h1 = fnv(h1, part);
            h2 = fnv(h2, part);
        }
    }
    let mut src = table(
        "RUNTIME_FILES",
        "The embedded C runtime: (path relative to runtime-c/, contents).",
        &c_files,
    );
    src.push_str(&table(
        "MODULE_FILES",
        "The embedded Go side of module solod.dev: go.mod and the packages' .go files (path relative to runtime-c/, contents).",
        &go_files,
    ));
    src.push_str(&format!(
        "/// A key of the embedded runtime's contents.\npub const MODULE_HASH: &str = \"{h1:016x}{h2:016x}\";\n"
    ));
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into()));
    let out = out_dir.join("runtime_files.rs");
    if let Err(e) = fs::write(&out, src) {
        panic!("cannot write {}: {e}", out.display());
    }
    let names = out_dir.join("runtime_names.rs");
    if let Err(e) = fs::write(&names, runtime_names(&c_files)) {
        panic!("cannot write {}: {e}", names.display());
    }
}

/// The C names the runtime's `so/...` headers declare in the namespace of a So package (the
/// identifiers of `so/DIR/.../NAME.h` that start with `PKG_`, PKG the last directory's name:
/// `sync_Mutex`, `atomic_Int32_Load`, `conc_Go`), as the source of `RUNTIME_NAMES`: no name
/// solod makes may take one (`cnames`), so a So declaration is either the C one
/// (`//so:extern`) or gets another name (`sync_Once_2`).
fn runtime_names(c_files: &[(String, PathBuf)]) -> String {
    let mut names: Vec<String> = Vec::new();
    for (rel, p) in c_files {
        let Some(dir) = rel
            .strip_prefix("so/")
            .and_then(|r| r.rsplit_once('/'))
            .map(|d| d.0)
        else {
            continue;
        };
        if !rel.ends_with(".h") {
            continue;
        }
        let pkg = dir.rsplit('/').next().unwrap_or(dir);
        let prefix = format!("{pkg}_");
        let text =
            fs::read_to_string(p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()));
        let mut word = String::new();
        for ch in text.chars().chain(std::iter::once(' ')) {
            if ch.is_ascii_alphanumeric() || ch == '_' {
                word.push(ch);
                continue;
            }
            if word.starts_with(&prefix) && word.len() > prefix.len() && !names.contains(&word) {
                names.push(word.clone());
            }
            word.clear();
        }
    }
    names.sort();
    let mut src = String::from(
        "/// The C names the runtime's headers declare in So packages' namespaces (build.rs).\npub const RUNTIME_NAMES: &[&str] = &[\n",
    );
    for n in names {
        src.push_str(&format!("    {n:?},\n"));
    }
    src.push_str("];\n");
    src
}
