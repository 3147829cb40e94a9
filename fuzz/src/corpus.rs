//! The seeds: every `.go` file under the repository's `testdata/`.

use std::path::{Path, PathBuf};

pub struct Seed {
    pub name: String,
    pub text: String,
}

/// The repository's `testdata/` directory (this crate lives in `fuzz/`).
pub fn testdata_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(|p| p.join("testdata"))
        .unwrap_or_else(|| PathBuf::from("testdata"))
}

/// All seeds in a stable order (sorted by path).
pub fn seeds() -> Vec<Seed> {
    seeds_from(&testdata_dir())
}

pub fn seeds_from(dir: &Path) -> Vec<Seed> {
    let mut paths = Vec::new();
    walk(dir, &mut paths);
    paths.sort();
    paths
        .into_iter()
        .filter_map(|p| {
            let text = std::fs::read_to_string(&p).ok()?;
            let name = p
                .strip_prefix(dir)
                .unwrap_or(&p)
                .to_string_lossy()
                .into_owned();
            Some(Seed { name, text })
        })
        .collect()
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "go") {
            out.push(p);
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn finds_the_golden_and_error_programs() {
        let s = super::seeds();
        assert!(s.len() > 100, "only {} seeds", s.len());
        assert!(s.iter().any(|x| x.name.starts_with("run/")));
        assert!(s.iter().any(|x| x.name.starts_with("errors/")));
    }
}
