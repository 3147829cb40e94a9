//! libFuzzer target: any bytes through parse, check and emit. A panic or an internal compiler
//! error aborts (libFuzzer saves the input); `-timeout=N` catches hangs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    solod_fuzz::libfuzzer::check(data);
});
