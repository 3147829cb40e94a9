//! Embeds the runtime module (runtime-c/, except its tests) into the solod binary: the C
//! sources the generated programs compile with (`RUNTIME_FILES`), and `go.mod` with the Go
//! declarations of the `solod.dev/so/...` packages (`MODULE_FILES`, without `_test.go`
//! files), which `solod env SOROOT` extracts so Go tooling can resolve `solod.dev`.
//! `MODULE_HASH` identifies the contents of both (the name of the extracted copy).
//!
//! It also builds the Rust reference runtime (`runtime-rs`, `libso_runtime.a`) with a nested
//! `cargo build -p so-runtime --release --lib` into `<target>/tmp/so-runtime-rt` (the
//! directory the runtime's own tests use, so the library is built once for both; a target
//! directory of its own, so it never waits on the outer cargo's lock) and embeds it without
//! its debug information and LLVM bitcode (`strip`), for `--runtime rust` (`RUST_RUNTIME`). If
//! that build fails (no network for its crates; no strip is fine), solod is still built without
//! it:
//! `--runtime rust` then says why. `SOLOD_NO_RUST_RUNTIME=1` skips it.

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
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into()));
    src.push_str(&runtime_names(&c_files));
    let out = out_dir.join("runtime_files.rs");
    if let Err(e) = fs::write(&out, src) {
        panic!("cannot write {}: {e}", out.display());
    }
    rust_runtime(&manifest, &out_dir);
}

/// Builds and embeds the Rust runtime's static library (see the top of this file).
fn rust_runtime(manifest: &Path, out_dir: &Path) {
    let workspace = manifest.join("..");
    let rs = workspace.join("runtime-rs");
    for p in [
        rs.join("src"),
        rs.join("Cargo.toml"),
        workspace.join("Cargo.lock"),
    ] {
        println!("cargo:rerun-if-changed={}", p.display());
    }
    println!("cargo:rerun-if-env-changed=SOLOD_NO_RUST_RUNTIME");
    let result = if std::env::var_os("SOLOD_NO_RUST_RUNTIME").is_some_and(|v| !v.is_empty()) {
        Err("solod was built with SOLOD_NO_RUST_RUNTIME set".to_string())
    } else {
        build_rust_runtime(&workspace, out_dir)
    };
    let src = match result {
        Ok((lib, hash)) => format!(
            "/// The Rust runtime's static library (runtime-rs), built with solod.\n\
             pub static RUST_RUNTIME: Option<&[u8]> = Some(include_bytes!({:?}));\n\
             /// A key of its contents.\npub const RUST_RUNTIME_HASH: &str = \"{hash}\";\n\
             /// Why it is missing (it is not).\npub const RUST_RUNTIME_MISSING: &str = \"\";\n",
            lib.display().to_string()
        ),
        Err(why) => {
            println!(
                "cargo:warning=solod is built without the Rust runtime (--runtime rust): {why}"
            );
            format!(
                "/// The Rust runtime's static library: not built.\n\
                 pub static RUST_RUNTIME: Option<&[u8]> = None;\n\
                 pub const RUST_RUNTIME_HASH: &str = \"none\";\n\
                 /// Why it is missing.\npub const RUST_RUNTIME_MISSING: &str = {:?};\n",
                why.lines().last().unwrap_or("").to_string()
            )
        }
    };
    let out = out_dir.join("rust_runtime.rs");
    if let Err(e) = fs::write(&out, src) {
        panic!("cannot write {}: {e}", out.display());
    }
}

fn build_rust_runtime(workspace: &Path, out_dir: &Path) -> Result<(PathBuf, String), String> {
    // OUT_DIR is <target>/<profile>/build/solod-<hash>/out (or with a target triple between).
    let target = out_dir
        .ancestors()
        .find(|a| a.join("CACHEDIR.TAG").is_file())
        .map(Path::to_path_buf)
        .or_else(|| out_dir.ancestors().nth(4).map(Path::to_path_buf))
        .ok_or("cannot find the target directory")?
        .join("tmp")
        .join("so-runtime-rt");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = std::process::Command::new(cargo)
        .current_dir(workspace)
        .args([
            "build",
            "-p",
            "so-runtime",
            "--release",
            "--lib",
            "--target-dir",
        ])
        .arg(&target)
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("CARGO_BUILD_TARGET_DIR")
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("CARGO_BUILD_RUSTFLAGS")
        // `cargo clippy` runs build scripts with clippy as the workspace's rustc wrapper: the
        // library is the same either way, and one fingerprint keeps it built once.
        .env_remove("RUSTC_WORKSPACE_WRAPPER")
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "cargo build -p so-runtime --release failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let lib = target.join("release").join("libso_runtime.a");
    let embedded = out_dir.join("libso_runtime.a");
    // Of the library's 22 MB, 9 MB are debug information and 9 MB the LLVM bitcode that Rust's
    // standard library carries for LTO (`.llvmbc`, `.llvmcmd`): a C linker uses neither, and
    // without them 4.3 MB remain.
    let stripped = std::process::Command::new("strip")
        .args(["-d", "-R", ".llvmbc", "-R", ".llvmcmd"])
        .arg(&lib)
        .arg("-o")
        .arg(&embedded)
        .status()
        .is_ok_and(|s| s.success());
    if !stripped {
        fs::copy(&lib, &embedded).map_err(|e| format!("cannot copy {}: {e}", lib.display()))?;
    }
    let data =
        fs::read(&embedded).map_err(|e| format!("cannot read {}: {e}", embedded.display()))?;
    let (h1, h2) = (
        fnv(0xcbf29ce484222325, &data),
        fnv(0x84222325cbf29ce4, &data),
    );
    Ok((embedded, format!("{h1:016x}{h2:016x}")))
}
