//! The escape analysis as it stood before the sound one (`lifetime/mod.rs`), kept as the
//! default while the sound analysis still rejects programs of the library and the test
//! suites that are safe (its false rejections are listed in `testdata/lifetime/README.md`).
//! It does not follow stores into memory a caller owns, `copy` and `append`, mixed aliases,
//! func value results or values handed to tasks (issue "The safety promise is false"); the
//! sound analysis runs instead when `SOLOD_LIFETIME=sound` is set. This module goes away when
//! the sound analysis is the default.

mod analyze;
mod decide;
mod flow;
mod run;
mod scan;
mod sites;
mod store;
mod summary;

pub use run::run;
