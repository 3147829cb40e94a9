//! Glue for the cargo-fuzz targets in `libfuzzer/` (kept here so stable builds compile and lint
//! it too).

use crate::mutate::{Mode, Mutator};
use crate::oracle::{self, Outcome};
use crate::rng::Rng;
use std::sync::{Mutex, OnceLock};

/// Runs one input on a thread with solod's 1 GiB stack; panics on a finding so libFuzzer saves
/// the input. (libFuzzer's panic hook aborts on a panic in the compiler itself.)
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data).into_owned();
    let out = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || oracle::run(&text))
        .expect("spawn the compile thread")
        .join();
    match out {
        Ok(Outcome::Bug { kind, message }) => panic!("solod {}: {message}", kind.name()),
        Ok(_) => {}
        Err(_) => panic!("solod panicked"),
    }
}

fn mutator() -> &'static Mutex<Mutator> {
    static M: OnceLock<Mutex<Mutator>> = OnceLock::new();
    M.get_or_init(|| {
        let seeds: Vec<String> = crate::corpus::seeds().into_iter().map(|s| s.text).collect();
        Mutex::new(Mutator::new(&seeds, 1 << 16))
    })
}

/// libFuzzer's custom-mutator hook: one structure-aware mutation of `data[..size]`, written
/// back in place (cut at `max_size`); returns the new size.
pub fn mutate(data: &mut [u8], size: usize, max_size: usize, seed: u32) -> usize {
    let input = String::from_utf8_lossy(&data[..size.min(data.len())]).into_owned();
    let mut rng = Rng::new(seed as u64);
    let Ok(mut m) = mutator().lock() else {
        return size;
    };
    let seeds_other = input.clone();
    let out = m.mutate(&mut rng, Mode::Mixed, &input, &seeds_other);
    let bytes = out.as_bytes();
    let n = bytes.len().min(max_size).min(data.len());
    data[..n].copy_from_slice(&bytes[..n]);
    n
}
