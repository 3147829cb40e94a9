//! Project automation, run as `cargo run -p xtask -- <task>`.

mod gen;
mod gotests;

const USAGE: &str = "\
usage: cargo run -p xtask -- <task> [options]

tasks:
  gotests    measure solod against Go's own test programs (see `gotests --help`)
  gen        random programs run under solod and Go, differences minimised (see `gen --help`)
";

fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    // The thousands of programs these tasks build go to a build cache under target/, not the
    // user's ~/.cache/solod (unless SOCACHE says otherwise).
    if std::env::var_os("SOCACHE").is_none() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join("target")
            .join("socache-xtask");
        std::env::set_var("SOCACHE", dir);
    }
    let code = match argv.first().map(String::as_str) {
        Some("gotests") => gotests::main(&argv[1..]),
        Some("gen") => gen::main(&argv[1..]),
        Some("-h" | "--help" | "help") => {
            print!("{USAGE}");
            0
        }
        Some(other) => {
            eprintln!("error: unknown task {other:?}\n\n{USAGE}");
            2
        }
        None => {
            eprint!("{USAGE}");
            2
        }
    };
    std::process::exit(code);
}
