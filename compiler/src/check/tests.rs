//! Diagnostics of the checker on small programs: bounded constant arithmetic and no follow-on
//! noise after an unsupported construct.

use crate::driver::compile_source;

/// The rendered diagnostics of a program that must be rejected.
fn errors_of(src: &str) -> String {
    match compile_source("prog.go", src) {
        Ok(_) => panic!("the program was accepted"),
        Err(f) => f.message,
    }
}

#[test]
fn squaring_constants_overflows_instead_of_hanging() {
    let mut src = String::from("package main\n\nconst (\n\tc0 = 1 << 100\n");
    for k in 1..40 {
        src.push_str(&format!("\tc{k} = c{p} * c{p}\n", p = k - 1));
    }
    src.push_str(")\n\nfunc main() {\n\tprintln(c39 / c39, c2)\n}\n");
    let start = std::time::Instant::now();
    let msg = errors_of(&src);
    assert!(
        start.elapsed().as_secs() < 20,
        "constant arithmetic took too long"
    );
    assert_eq!(msg.matches("constant overflow").count(), 1, "{msg}");
    // The invalid constants stay silent: no "division by zero" on c39 / c39.
    assert!(!msg.contains("division by zero"), "{msg}");
}

#[test]
fn huge_float_literals_are_bounded() {
    let msg = errors_of(
        "package main\n\nfunc main() {\n\tvar a int64 = 1e100000\n\tvar b = 1e10000000\n\tvar c = 0x1p100000000\n\tprintln(a, b, c)\n}\n",
    );
    assert!(
        msg.contains("1e+100000 (untyped float constant) as int64"),
        "{msg}"
    );
    assert!(msg.contains("1e10000000 is too large"), "{msg}");
    assert!(msg.contains("0x1p100000000 is too large"), "{msg}");
}

#[test]
fn unsupported_constructs_hide_unused_reports() {
    let msg = errors_of(
        "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tx := 1\n\tf := func() { fmt.Println(x) }\n\t_ = f\n}\n",
    );
    assert!(msg.contains("closures are not supported"), "{msg}");
    assert!(!msg.contains("declared and not used"), "{msg}");
    assert!(!msg.contains("imported and not used"), "{msg}");
    // Without the closure, the unused variable and import are reported.
    let msg = errors_of("package main\n\nimport \"fmt\"\n\nfunc main() {\n\tx := 1\n}\n");
    assert!(msg.contains("declared and not used: x"), "{msg}");
    assert!(msg.contains("\"fmt\" imported and not used"), "{msg}");
}

#[test]
fn blank_imports_are_unsupported_not_unused() {
    let msg = errors_of("package main\n\nimport _ \"fmt\"\n\nfunc main() {\n}\n");
    assert!(msg.contains("imports are not supported"), "{msg}");
    assert!(!msg.contains("imported and not used"), "{msg}");
}

#[test]
fn empty_init_statements_are_accepted() {
    // gofmt removes these semicolons, so no golden program can keep them.
    let src = "package main\n\nfunc main() {\n\tif ; 1 < 2 {\n\t\tprintln(\"if\")\n\t}\n\tswitch ; {\n\tdefault:\n\t}\n\tswitch ; 3 {\n\tcase 3:\n\t}\n\tx := \"if ; \" // not a statement\n\tprintln(x)\n}\n";
    if let Err(f) = compile_source("prog.go", src) {
        panic!("rejected:\n{}", f.message);
    }
    // A semicolon where Go does not allow one is still a syntax error.
    let msg = errors_of("package main\n\nfunc main() {\n\tif 1 < 2 ; {\n\t}\n}\n");
    assert!(msg.contains("syntax error"), "{msg}");
}
