//! The build cache (Go's GOCACHE): compiled objects and linked programs, keyed by the content
//! of every input and every flag, so that building an unchanged program again compiles
//! nothing and links nothing.
//!
//! It lives in `build/` under solod's cache directory (`$SOCACHE`, else
//! `$XDG_CACHE_HOME/solod` or `~/.cache/solod`, see `soroot::cache_dir`). An entry is two
//! files, as in Go's cache:
//!
//! - `ab/<key>-a`, the index: `solod-cache v1 <sha256 of the data> <size>`;
//! - `cd/<sha256>-d`, the data (an object file, a program), named by its content.
//!
//! Both are written to a temporary file in the cache directory and renamed into place, so a
//! reader never sees half of one, and two solod processes that build the same thing at once
//! both succeed (the second rename replaces a file with an identical one). A hit reads the
//! data back and checks its size and hash: a truncated or corrupted entry is a miss, and the
//! rebuild replaces it. `solod clean -cache` removes the directory; `-a` rebuilds without
//! reading it (and stores the results).
//!
//! Trimming, as Go's cache does: a hit refreshes the modification time of its files (at most
//! once an hour), and at most once a day (`trim.txt`) a build removes the files unused for
//! five days, and temporary files left by a solod that was killed.

use super::Failure;
use sha2::{Digest, Sha256};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// Files unused for this long are removed by the trim.
const TRIM_UNUSED: Duration = Duration::from_secs(5 * 24 * 3600);
/// How often the trim runs.
const TRIM_EVERY: Duration = Duration::from_secs(24 * 3600);
/// A hit refreshes a file's modification time when it is older than this.
const TOUCH_AFTER: Duration = Duration::from_secs(3600);

/// The index format; a solod that writes another format uses other keys.
const FORMAT: &str = "solod-cache v1";

/// A cache key or a content hash: SHA-256.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Hash(pub [u8; 32]);

impl Hash {
    pub fn hex(&self) -> String {
        let mut s = String::with_capacity(64);
        for b in self.0 {
            s.push_str(&format!("{b:02x}"));
        }
        s
    }

    pub fn of(data: &[u8]) -> Hash {
        Hash(Sha256::digest(data).into())
    }
}

/// Builds a key from labelled parts; every part is length-prefixed, so no two lists of parts
/// give the same bytes.
pub struct KeyBuilder(Sha256);

impl KeyBuilder {
    pub fn new(kind: &str) -> KeyBuilder {
        let mut k = KeyBuilder(Sha256::new());
        k.add(FORMAT, env!("CARGO_PKG_VERSION").as_bytes());
        k.add("kind", kind.as_bytes());
        k
    }

    pub fn add(&mut self, label: &str, data: &[u8]) -> &mut KeyBuilder {
        for part in [label.as_bytes(), data] {
            self.0.update((part.len() as u64).to_le_bytes());
            self.0.update(part);
        }
        self
    }

    pub fn finish(&self) -> Hash {
        Hash(self.0.clone().finalize().into())
    }
}

/// The build cache of this process.
pub struct Cache {
    dir: PathBuf,
    /// `-a`: look nothing up (entries are still written).
    rebuild: bool,
    /// `SOLOD_DEBUG_CACHE` set: report each hit and miss on stderr.
    debug: bool,
}

/// The build cache's directory.
pub fn dir() -> PathBuf {
    super::soroot::cache_dir().join("build")
}

impl Cache {
    /// The cache, created if needed; `None` when it cannot be (the build then works without
    /// it, in its temporary directory).
    pub fn open(rebuild: bool) -> Option<Cache> {
        let dir = dir();
        if std::fs::create_dir_all(&dir).is_err() {
            return None;
        }
        let readme = dir.join("README");
        if !readme.is_file() {
            let _ = write_atomic(
                &dir,
                &readme,
                b"This directory holds cached build artifacts from solod (`solod clean -cache` removes it).\n",
                false,
            );
        }
        let cache = Cache {
            dir,
            rebuild,
            debug: std::env::var_os("SOLOD_DEBUG_CACHE").is_some_and(|v| !v.is_empty()),
        };
        cache.trim();
        Some(cache)
    }

    /// Removes what was not used for `TRIM_UNUSED`, at most once per `TRIM_EVERY`.
    fn trim(&self) {
        let now = SystemTime::now();
        let stamp = self.dir.join("trim.txt");
        if let Ok(m) = std::fs::metadata(&stamp).and_then(|m| m.modified()) {
            if now.duration_since(m).unwrap_or_default() < TRIM_EVERY {
                return;
            }
        }
        // Whoever writes the stamp first trims; a concurrent solod sees it and does not.
        let _ = write_atomic(
            &self.dir,
            &stamp,
            b"the last trim of the build cache\n",
            false,
        );
        let old = |p: &Path, age: Duration| {
            std::fs::metadata(p)
                .and_then(|m| m.modified())
                .is_ok_and(|t| now.duration_since(t).unwrap_or_default() > age)
        };
        let Ok(rd) = std::fs::read_dir(&self.dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            let name = e.file_name().to_string_lossy().into_owned();
            if name.starts_with(".tmp-") && old(&p, TRIM_EVERY) {
                let _ = std::fs::remove_file(&p);
            } else if p.is_dir() && name.len() == 2 {
                for f in std::fs::read_dir(&p).into_iter().flatten().flatten() {
                    if old(&f.path(), TRIM_UNUSED) {
                        let _ = std::fs::remove_file(f.path());
                    }
                }
            }
        }
    }

    /// Marks a file as used (for the trim).
    fn touch(&self, p: &Path) {
        let Ok(m) = std::fs::metadata(p).and_then(|m| m.modified()) else {
            return;
        };
        let now = SystemTime::now();
        if now.duration_since(m).unwrap_or_default() > TOUCH_AFTER {
            if let Ok(f) = std::fs::File::options().append(true).open(p) {
                let _ = f.set_modified(now);
            }
        }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn index_path(&self, key: &Hash) -> PathBuf {
        let h = key.hex();
        self.dir.join(&h[..2]).join(format!("{h}-a"))
    }

    fn data_path(&self, content: &Hash) -> PathBuf {
        let h = content.hex();
        self.dir.join(&h[..2]).join(format!("{h}-d"))
    }

    /// Reports a hit or a miss when `SOLOD_DEBUG_CACHE` is set.
    pub fn note(&self, what: &str, hit: bool, name: &str) {
        if self.debug {
            let word = if hit { "hit" } else { "miss" };
            if name.is_empty() {
                eprintln!("solod: cache {word}: {what}");
            } else {
                eprintln!("solod: cache {word}: {what} {name}");
            }
        }
    }

    /// The data stored under `key`, verified (size and hash), or `None`.
    pub fn get(&self, key: &Hash) -> Option<PathBuf> {
        if self.rebuild {
            return None;
        }
        let index = std::fs::read_to_string(self.index_path(key)).ok()?;
        let rest = index.strip_prefix(FORMAT)?.trim();
        let mut parts = rest.split(' ');
        let (hex, size) = (parts.next()?, parts.next()?.parse::<u64>().ok()?);
        if parts.next().is_some() || hex.len() != 64 {
            return None;
        }
        let path = self.dir.join(&hex[..2]).join(format!("{hex}-d"));
        let data = std::fs::read(&path).ok()?;
        if data.len() as u64 != size || Hash::of(&data).hex() != hex {
            return None;
        }
        self.touch(&self.index_path(key));
        self.touch(&path);
        Some(path)
    }

    /// The bytes stored under `key`, verified.
    pub fn get_bytes(&self, key: &Hash) -> Option<Vec<u8>> {
        std::fs::read(self.get(key)?).ok()
    }

    /// A new temporary path in the cache directory (removed when dropped unless stored).
    pub fn temp_path(&self, suffix: &str) -> Result<tempfile::TempPath, Failure> {
        tempfile::Builder::new()
            .prefix(".tmp-")
            .suffix(suffix)
            .tempfile_in(&self.dir)
            .map(|f| f.into_temp_path())
            .map_err(|e| cache_error(&self.dir, e))
    }

    /// Stores the file at `tmp` (made by `temp_path`) under `key`; returns the data's path.
    pub fn put_file(
        &self,
        key: &Hash,
        tmp: tempfile::TempPath,
        executable: bool,
    ) -> Result<PathBuf, Failure> {
        let data = std::fs::read(&tmp).map_err(|e| cache_error(&tmp, e))?;
        let content = Hash::of(&data);
        let path = self.data_path(&content);
        let parent = path.parent().unwrap_or(&self.dir);
        std::fs::create_dir_all(parent).map_err(|e| cache_error(parent, e))?;
        set_mode(&tmp, executable);
        tmp.persist(&path)
            .map_err(|e| cache_error(&path, e.error))?;
        self.put_index(key, &content, data.len())?;
        Ok(path)
    }

    /// Stores `data` under `key`.
    pub fn put_bytes(&self, key: &Hash, data: &[u8]) -> Result<(), Failure> {
        let content = Hash::of(data);
        let path = self.data_path(&content);
        write_atomic(&self.dir, &path, data, false)?;
        self.put_index(key, &content, data.len())
    }

    fn put_index(&self, key: &Hash, content: &Hash, size: usize) -> Result<(), Failure> {
        let line = format!("{FORMAT} {} {size}\n", content.hex());
        write_atomic(&self.dir, &self.index_path(key), line.as_bytes(), false)
    }
}

fn cache_error(p: &Path, e: impl std::fmt::Display) -> Failure {
    Failure::new(
        format!(
            "error: cannot write the build cache {}: {e}\n  = help: set SOCACHE to a writable directory, or remove it with `solod clean -cache`",
            p.display()
        ),
        1,
    )
}

/// Writes `data` to `path` through a temporary file in `dir` and a rename.
fn write_atomic(dir: &Path, path: &Path, data: &[u8], executable: bool) -> Result<(), Failure> {
    let parent = path.parent().unwrap_or(dir);
    std::fs::create_dir_all(parent).map_err(|e| cache_error(parent, e))?;
    let mut f = tempfile::Builder::new()
        .prefix(".tmp-")
        .tempfile_in(dir)
        .map_err(|e| cache_error(dir, e))?;
    f.write_all(data).map_err(|e| cache_error(f.path(), e))?;
    let tmp = f.into_temp_path();
    set_mode(&tmp, executable);
    tmp.persist(path).map_err(|e| cache_error(path, e.error))?;
    Ok(())
}

/// Data files are readable by everyone who can read the cache (as a compiler's output is);
/// programs are executable.
fn set_mode(p: &Path, executable: bool) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = if executable { 0o755 } else { 0o644 };
        let _ = std::fs::set_permissions(p, std::fs::Permissions::from_mode(mode));
    }
    #[cfg(not(unix))]
    let _ = (p, executable);
}

/// `solod clean -cache`: removes the build cache (not the extracted SOROOT copies).
pub fn clean() -> Result<PathBuf, Failure> {
    let dir = dir();
    let mut tries = 0;
    loop {
        match std::fs::remove_dir_all(&dir) {
            Ok(()) => return Ok(dir),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(dir),
            // Another solod wrote an entry while the directory was emptied: once more.
            Err(_) if tries < 3 => tries += 1,
            Err(e) => {
                return Err(Failure::new(
                    format!("error: cannot remove {}: {e}", dir.display()),
                    1,
                ))
            }
        }
    }
}
