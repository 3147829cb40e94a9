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

/// `RUNTIME_NAMES`: every identifier the C runtime's `so/` sources write with a package prefix
/// (`conc_Go`, `mem_ErrOutOfMemory`, `time_Sleep`, `conc_chan`). The runtime's C is the `.c`
/// and `.h` files of the directories under `so/` that hold `.c` files, and a prefix is the name
/// of such a directory (a So package's embedded `.h`, in a directory without `.c` files, is the
/// So side's). No name So makes may be one of them (`cnames`): a So package of that name would
/// otherwise define the runtime's own symbol or hit one of its macros.
fn runtime_names(c_files: &[(String, PathBuf)]) -> String {
    let dir_of = |rel: &str| rel.rsplit_once('/').map(|(d, _)| d.to_string());
    let mut dirs: Vec<String> = Vec::new();
    for (rel, _) in c_files {
        if rel.starts_with("so/") && rel.ends_with(".c") {
            if let Some(d) = dir_of(rel) {
                if !dirs.contains(&d) {
                    dirs.push(d);
                }
            }
        }
    }
    let prefixes: Vec<String> = dirs
        .iter()
        .map(|d| d.rsplit('/').next().unwrap_or(d).to_string())
        .collect();
    let mut names: Vec<String> = Vec::new();
    for (rel, p) in c_files {
        if !dir_of(rel).is_some_and(|d| dirs.contains(&d)) {
            continue;
        }
        let text = fs::read_to_string(p).unwrap_or_default();
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let c = bytes[i];
            if c.is_ascii_alphabetic() || c == b'_' {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                let word = &text[start..i];
                if let Some((pre, rest)) = word.split_once('_') {
                    if !rest.is_empty() && prefixes.iter().any(|p| p == pre) {
                        names.push(word.to_string());
                    }
                }
            } else {
                i += 1;
            }
        }
    }
    names.sort();
    names.dedup();
    let mut src = String::from(
        "/// Identifiers the C runtime's so/ sources write with a package prefix (build.rs).\npub static RUNTIME_NAMES: &[&str] = &[\n",
    );
    for n in names {
        src.push_str(&format!("    {n:?},\n"));
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
    src.push_str(&runtime_names(&c_files));
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into()))
        .join("runtime_files.rs");
    if let Err(e) = fs::write(&out, src) {
        panic!("cannot write {}: {e}", out.display());
    }
}
