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

/// The rendered diagnostics of checking one file against no imports at all (what the
/// checker does with an import the build did not provide; the loader normally reports
/// those itself).
fn check_errors_without_imports(src: &str) -> String {
    let mut sm = crate::diag::SourceMap::new();
    let file = parse_file(&mut sm, "prog.go", src);
    let mut prog = crate::tir::Program::default();
    match check_package(
        &mut prog,
        "main",
        std::slice::from_ref(&file),
        &Default::default(),
    ) {
        Ok(_) => panic!("the program was accepted"),
        Err(ds) => sm.render(&ds),
    }
}

#[test]
fn unsupported_constructs_hide_unused_reports() {
    let msg = check_errors_without_imports(
        "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tx := 1\n\tgo fmt.Println(x)\n}\n",
    );
    assert!(msg.contains("`go` statements are not supported"), "{msg}");
    assert!(!msg.contains("declared and not used"), "{msg}");
    assert!(!msg.contains("imported and not used"), "{msg}");
    // Without the go statement, the unused variable and import are reported.
    let msg = check_errors_without_imports(
        "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tx := 1\n}\n",
    );
    assert!(msg.contains("declared and not used: x"), "{msg}");
    assert!(msg.contains("\"fmt\" imported and not used"), "{msg}");
}

#[test]
fn an_index_of_an_undefined_name_uses_its_variables() {
    let msg = check_errors_without_imports(
        "package main\n\nfunc main() {\n\tfor i := range 3 {\n\t\tprintln(undefinedSlice[i])\n\t}\n}\n",
    );
    assert!(msg.contains("undefined: undefinedSlice"), "{msg}");
    assert!(!msg.contains("declared and not used"), "{msg}");
}

#[test]
fn blank_imports_are_not_unused() {
    let msg = check_errors_without_imports(
        "package main\n\nimport _ \"fmt\"\n\nfunc main() {\n\tx := 1\n}\n",
    );
    assert!(msg.contains("declared and not used: x"), "{msg}");
    assert!(!msg.contains("imported and not used"), "{msg}");
}

#[test]
fn go_standard_library_imports_get_a_so_diagnostic() {
    let msg = errors_of("package main\n\nimport _ \"fmt\"\n\nfunc main() {\n}\n");
    assert!(
        msg.contains("package \"fmt\" is Go's standard library, which is not supported in So"),
        "{msg}"
    );
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

/// Parses one file of a package (panics on a syntax error: the tests' sources are valid).
fn parse_file(sm: &mut crate::diag::SourceMap, name: &str, src: &str) -> crate::syntax::ast::File {
    let id = sm.add(name.into(), src.into());
    let tree = match crate::syntax::parse::parse(src, id) {
        Ok(t) => t,
        Err(ds) => panic!("{}", sm.render(&ds)),
    };
    let (file, ds) = crate::syntax::lower::lower_file(tree.root_node(), src, id);
    assert!(ds.is_empty(), "{}", sm.render(&ds));
    file
}

#[test]
fn a_package_is_checked_against_the_exports_of_its_imports() {
    use crate::check::Imports;
    let mut sm = crate::diag::SourceMap::new();
    let lib = parse_file(
        &mut sm,
        "lib.go",
        "package lib\n\ntype Point struct{ X, Y int }\n\nconst Scale = 3\n\nvar Origin = Point{1, 2}\n\nfunc (p Point) Sum() int { return p.X + p.Y }\n\nfunc New(x, y int) Point { return Point{x * Scale, y} }\n\nfunc helper() int { return 1 }\n",
    );
    let main = parse_file(
        &mut sm,
        "main.go",
        "package main\n\nimport \"example.com/lib\"\n\nfunc main() {\n\tp := lib.New(1, 2)\n\tvar q lib.Point = p\n\tprintln(q.Sum(), lib.Scale*2, lib.Origin.X)\n}\n",
    );
    let mut prog = crate::tir::Program::default();
    let (lib_id, exports) =
        match check_package(&mut prog, "example.com/lib", &[lib], &Imports::new()) {
            Ok(r) => r,
            Err(ds) => panic!("{}", sm.render(&ds)),
        };
    assert!(exports.names.contains_key("New") && exports.names.contains_key("Point"));
    assert!(
        !exports.names.contains_key("helper"),
        "unexported names stay in their package"
    );
    let mut imports = Imports::new();
    imports.insert("example.com/lib".into(), exports);
    let (main_id, _) = match check_package(&mut prog, "main", std::slice::from_ref(&main), &imports)
    {
        Ok(r) => r,
        Err(ds) => panic!("{}", sm.render(&ds)),
    };
    // One type table for the build: main's `q` has lib's named type.
    let point = prog.package(lib_id).named[0];
    assert_eq!(prog.types.named(point).pkg, lib_id);
    crate::passes::run(&mut prog);
    let names = crate::cnames::CNames::new(&prog);
    let lib_c = crate::emit::emit_package(&prog, &names, lib_id);
    let main_c = crate::emit::emit_package(&prog, &names, main_id);
    assert!(
        lib_c
            .header
            .contains("lib_Point lib_New(int64_t x, int64_t y);"),
        "{}",
        lib_c.header
    );
    // Unexported and unused: static, marked unused for C.
    assert!(
        lib_c
            .source
            .contains("static __attribute__((unused)) int64_t lib_helper(void)"),
        "{}",
        lib_c.source
    );
    assert!(
        main_c.source.contains("lib_Point p = lib_New(1, 2);"),
        "{}",
        main_c.source
    );
    assert!(
        main_c.source.contains("lib_Point_Sum(q)"),
        "{}",
        main_c.source
    );
    // The package initializers run imports first.
    let init = main_c
        .source
        .find("lib_init();")
        .expect("lib's initializer is called");
    assert!(init < main_c.source.find("main_main();").unwrap_or(0));
    // A use of an unexported name is an error at the selector.
    let bad = parse_file(
        &mut sm,
        "bad.go",
        "package main\n\nimport \"example.com/lib\"\n\nfunc main() {\n\tprintln(lib.helper())\n}\n",
    );
    let err = match check_package(&mut prog, "main", &[bad], &imports) {
        Ok(_) => panic!("lib.helper was accepted"),
        Err(ds) => sm.render(&ds),
    };
    assert!(
        err.contains("name helper not exported by package lib"),
        "{err}"
    );
}

#[test]
fn rejected_constructs_cause_no_follow_on_errors() {
    // Each program has one construct So rejects; what depends on it is not reported again.
    let cases = [
        // A rejected generic alias: its uses are not "undefined" or "not a generic type".
        "package main\n\ntype List[T any] = []T\n\nfunc sum(l List[int]) int {\n\treturn len(l)\n}\n\nfunc main() {\n\tvar l List[int] = List[int]{1, 2}\n\tprintln(sum(l))\n}\n",
        // A rejected local generic type: its uses are not reported again.
        "package main\n\nfunc main() {\n\ttype Box[T any] struct{ v T }\n\tvar b Box[int]\n\tb.v = 2\n\tprintln(b.v)\n}\n",
        // A rejected channel type: the type's uses are not reported again.
        "package main\n\ntype Pipe chan int\n\nfunc fill(p Pipe, n int) int {\n\tvar q Pipe = p\n\t_ = q\n\treturn n\n}\n\nfunc main() {\n\tvar p Pipe\n\tprintln(fill(p, 2))\n}\n",
        // A rejected select statement ending a function: no "missing return".
        "package main\n\nfunc wait() int {\n\tselect {}\n}\n\nfunc main() {\n\tprintln(wait())\n}\n",
    ];
    for src in cases {
        let msg = errors_of(src);
        assert_eq!(msg.matches("error:").count(), 1, "{msg}");
    }
}

/// so/c's Raw and Val paste their C text where they are called (check/c_pkg.rs); the text must
/// be a constant, and a Val is a value (not foldable, not addressable).
#[test]
fn c_raw_and_val_paste_constant_c_text() {
    let src = "package main\n\nimport \"solod.dev/so/c\"\n\n//so:include <limits.h>\n//so:include <stdio.h>\n\nfunc main() {\n\tx := c.Val[c.Int](\"INT_MAX / 2\")\n\tc.Raw(\"puts(\\\"from C\\\"); fflush(stdout)\")\n\tc.Val[bool](\"1\")\n\tprintln(x, c.Val[c.Int](\"40\")+2)\n}\n";
    let out = match compile_source("prog.go", src) {
        Ok(mut c) => c.pop().expect("the program's C").source,
        Err(f) => panic!("does not compile:\n{}", f.message),
    };
    assert!(out.contains("int x = (INT_MAX / 2);"), "{out}");
    assert!(
        out.contains("    puts(\"from C\"); fflush(stdout);\n"),
        "{out}"
    );
    assert!(out.contains("((40) + 2)"), "{out}");
    let msg = errors_of(
        "package main\n\nimport \"solod.dev/so/c\"\n\nfunc main() {\n\ts := \"x\"\n\tc.Raw(s)\n\tp := &c.Val[int](\"1\")\n\tprintln(p)\n}\n",
    );
    assert!(
        msg.contains("the C text of c.Raw must be a constant string"),
        "{msg}"
    );
    assert!(msg.contains("cannot take address"), "{msg}");
}

/// A package checked as the driver checks a build of it alone: the checker, then the lifetime
/// layer over what the program holds so far.
fn check_package(
    prog: &mut crate::tir::Program,
    path: &str,
    files: &[crate::syntax::ast::File],
    imports: &crate::check::Imports,
) -> Result<(crate::tir::PkgId, crate::check::Exports), Vec<crate::diag::Diagnostic>> {
    let checked = crate::check::check_package(prog, path, files, imports)?;
    let diags = crate::lifetime::analyze(prog);
    if diags.is_empty() {
        Ok(checked)
    } else {
        Err(diags)
    }
}
