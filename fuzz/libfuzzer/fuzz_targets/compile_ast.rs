//! libFuzzer target with solod-fuzz's structure-aware mutator (tokens and syntax-tree nodes of
//! the seeds) in place of libFuzzer's byte mutations; coverage still guides the corpus.
#![no_main]

use libfuzzer_sys::{fuzz_mutator, fuzz_target};

fuzz_target!(|data: &[u8]| {
    solod_fuzz::libfuzzer::check(data);
});

fuzz_mutator!(|data: &mut [u8], size: usize, max_size: usize, seed: u32| {
    solod_fuzz::libfuzzer::mutate(data, size, max_size, seed)
});
