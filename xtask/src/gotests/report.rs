//! The results file (`path<TAB>class<TAB>reason`, sorted by path), the markdown summary and the
//! comparison with a previous results file.

use super::classify::{Class, ErrorStats, WRONGLY_REJECTED};
use super::discover::{Kind, DIRS};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::path::Path;

#[derive(Clone, Debug)]
pub struct Row {
    pub path: String,
    pub dir: &'static str,
    pub kind: Kind,
    pub class: Class,
    pub reason: String,
    pub stats: Option<ErrorStats>,
    /// See `Verdict::note`.
    pub note: Option<String>,
}

fn clean(s: &str) -> String {
    s.replace(['\t', '\n', '\r'], " ")
}

pub fn tsv(rows: &[Row]) -> String {
    let mut sorted: Vec<&Row> = rows.iter().collect();
    sorted.sort_by(|a, b| a.path.cmp(&b.path));
    let mut out = String::new();
    for r in sorted {
        let _ = writeln!(
            out,
            "{}\t{}\t{}",
            r.path,
            r.class.as_str(),
            clean(&r.reason)
        );
    }
    out
}

/// Reads a results file into path → (class, reason). Unknown lines are ignored.
pub fn parse_tsv(text: &str) -> BTreeMap<String, (Class, String)> {
    let mut m = BTreeMap::new();
    for line in text.lines() {
        let mut f = line.splitn(3, '\t');
        let (Some(path), Some(class)) = (f.next(), f.next()) else {
            continue;
        };
        let Some(class) = Class::parse(class) else {
            continue;
        };
        m.insert(
            path.to_string(),
            (class, f.next().unwrap_or("").to_string()),
        );
    }
    m
}

/// The programs whose class differs between `old` and `new`; programs present in only one of
/// them are counted, not listed.
pub fn compare(
    old: &BTreeMap<String, (Class, String)>,
    new: &BTreeMap<String, (Class, String)>,
) -> String {
    let mut out = String::new();
    let mut changed = 0;
    let mut by_transition: BTreeMap<(Class, Class), usize> = BTreeMap::new();
    for (path, (nc, nr)) in new {
        if let Some((oc, _)) = old.get(path) {
            if oc != nc {
                changed += 1;
                *by_transition.entry((*oc, *nc)).or_default() += 1;
                let _ = writeln!(out, "  {path}: {} -> {}  {nr}", oc.as_str(), nc.as_str());
            }
        }
    }
    let only_new = new.keys().filter(|p| !old.contains_key(*p)).count();
    let only_old = old.keys().filter(|p| !new.contains_key(*p)).count();
    let mut head = format!("{changed} programs changed class");
    for ((o, n), c) in &by_transition {
        let _ = write!(head, "; {} -> {}: {c}", o.as_str(), n.as_str());
    }
    if only_new > 0 {
        let _ = write!(head, "; {only_new} not in the old results");
    }
    if only_old > 0 {
        let _ = write!(head, "; {only_old} not in this run");
    }
    head + "\n" + &out
}

/// Information shown at the top of the summary.
pub struct Meta {
    pub test_dir: String,
    pub go_version: String,
    pub solod: String,
    pub jobs: usize,
    pub seconds: u64,
}

fn dir_label(d: &str) -> String {
    if d == "." {
        "`.` (top level)".into()
    } else {
        format!("`{d}/`")
    }
}

/// The kind of a failure: its reason up to the first colon (`wrong output`, `exit status 2`,
/// `wrongly rejected`, `C compiler error`, `compiler crash`, ...).
pub fn fail_kind(reason: &str) -> String {
    if reason.starts_with("missed line") {
        return "a marked line got no error".into();
    }
    reason
        .split(':')
        .next()
        .unwrap_or(reason)
        .trim()
        .to_string()
}

fn count_table(out: &mut String, head: &str, counts: &HashMap<String, usize>, top: usize) {
    let mut v: Vec<(&String, &usize)> = counts.iter().collect();
    v.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    let _ = writeln!(out, "| programs | {head} |\n|---:|---|");
    for (k, c) in v.into_iter().take(top) {
        let _ = writeln!(out, "| {c} | {} |", k.replace('|', "\\|"));
    }
}

pub fn summary(rows: &[Row], meta: &Meta) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "# solod on Go's test suite\n");
    let _ = writeln!(
        s,
        "Go test directory `{}` ({}); solod `{}`; {} programs in {}m{:02}s with {} jobs.\n",
        meta.test_dir,
        meta.go_version,
        meta.solod,
        rows.len(),
        meta.seconds / 60,
        meta.seconds % 60,
        meta.jobs
    );

    // `// run` programs per directory.
    let run: Vec<&Row> = rows.iter().filter(|r| r.kind == Kind::Run).collect();
    let _ = writeln!(s, "## `// run` programs ({})\n", run.len());
    let _ = writeln!(
        s,
        "| directory | programs | PASS | REJECTED | DIVERGED | FAIL | of which wrongly rejected | SKIPPED |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|"
    );
    let run_line = |label: String, rs: &[&Row]| -> String {
        let c = |k: Class| rs.iter().filter(|r| r.class == k).count();
        let wrong = rs
            .iter()
            .filter(|r| r.class == Class::Fail && r.reason.starts_with(WRONGLY_REJECTED))
            .count();
        format!(
            "| {label} | {} | {} | {} | {} | {} | {} | {} |",
            rs.len(),
            c(Class::Pass),
            c(Class::Rejected),
            c(Class::Diverged),
            c(Class::Fail),
            wrong,
            c(Class::Skipped)
        )
    };
    for d in DIRS {
        let rs: Vec<&Row> = run.iter().copied().filter(|r| r.dir == d).collect();
        if !rs.is_empty() {
            let _ = writeln!(s, "{}", run_line(dir_label(d), &rs));
        }
    }
    let _ = writeln!(s, "{}\n", run_line("**all**".into(), &run));
    let _ = writeln!(
        s,
        "\"Wrongly rejected\" programs are valid Go that solod refused with a diagnostic that \
         does not name an unsupported construct; they are counted in FAIL.\n"
    );

    // `// errorcheck` programs per directory.
    let ec: Vec<&Row> = rows.iter().filter(|r| r.kind == Kind::ErrorCheck).collect();
    let _ = writeln!(s, "## `// errorcheck` programs ({})\n", ec.len());
    let _ = writeln!(
        s,
        "| directory | programs | PASS | REJECTED | FAIL | SKIPPED | marked lines with an error | messages matching gc's regexp |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|"
    );
    let ec_line = |label: String, rs: &[&Row]| -> String {
        let c = |k: Class| rs.iter().filter(|r| r.class == k).count();
        let mut st = ErrorStats::default();
        for r in rs {
            if let Some(x) = &r.stats {
                st.marked_lines += x.marked_lines;
                st.covered_lines += x.covered_lines;
                st.wanted += x.wanted;
                st.matched += x.matched;
            }
        }
        format!(
            "| {label} | {} | {} | {} | {} | {} | {}/{} | {}/{} |",
            rs.len(),
            c(Class::Pass),
            c(Class::Rejected),
            c(Class::Fail),
            c(Class::Skipped),
            st.covered_lines,
            st.marked_lines,
            st.matched,
            st.wanted
        )
    };
    for d in DIRS {
        let rs: Vec<&Row> = ec.iter().copied().filter(|r| r.dir == d).collect();
        if !rs.is_empty() {
            let _ = writeln!(s, "{}", ec_line(dir_label(d), &rs));
        }
    }
    let _ = writeln!(s, "{}\n", ec_line("**all**".into(), &ec));
    let _ = writeln!(
        s,
        "Line and message counts cover the programs solod rejected with diagnostics (PASS, \
         REJECTED and FAIL); only line coverage decides PASS.\n"
    );

    // Rejection reasons, run and errorcheck side by side.
    let mut rej: HashMap<String, (usize, usize)> = HashMap::new();
    for r in rows.iter().filter(|r| r.class == Class::Rejected) {
        let e = rej.entry(r.reason.clone()).or_default();
        match r.kind {
            Kind::Run => e.0 += 1,
            Kind::ErrorCheck => e.1 += 1,
        }
    }
    let mut v: Vec<(&String, &(usize, usize))> = rej.iter().collect();
    v.sort_by(|a, b| (b.1 .0 + b.1 .1).cmp(&(a.1 .0 + a.1 .1)).then(a.0.cmp(b.0)));
    let _ = writeln!(
        s,
        "## Most frequent rejection reasons (top 20 of {})\n",
        v.len()
    );
    let _ = writeln!(s, "| run | errorcheck | reason |\n|---:|---:|---|");
    for (reason, (a, b)) in v.into_iter().take(20) {
        let _ = writeln!(s, "| {a} | {b} | {} |", reason.replace('|', "\\|"));
    }
    s.push('\n');

    // Failures.
    let mut kinds: HashMap<String, usize> = HashMap::new();
    let mut wrong: HashMap<String, usize> = HashMap::new();
    for r in rows.iter().filter(|r| r.class == Class::Fail) {
        let tag = match r.kind {
            Kind::Run => "run",
            Kind::ErrorCheck => "errorcheck",
        };
        *kinds
            .entry(format!("{tag}: {}", fail_kind(&r.reason)))
            .or_default() += 1;
        if let Some(rest) = r.reason.strip_prefix(WRONGLY_REJECTED) {
            *wrong
                .entry(rest.trim_start_matches([':', ' ']).to_string())
                .or_default() += 1;
        }
    }
    let _ = writeln!(s, "## Failures by kind\n");
    count_table(&mut s, "kind", &kinds, 30);
    s.push('\n');
    if !wrong.is_empty() {
        let _ = writeln!(s, "## Most frequent wrong rejections (top 10)\n");
        count_table(&mut s, "first diagnostic", &wrong, 10);
        s.push('\n');
    }
    let mut cascades: HashMap<String, usize> = HashMap::new();
    for r in rows.iter() {
        if let Some(n) = &r.note {
            *cascades.entry(n.clone()).or_default() += 1;
        }
    }
    if !cascades.is_empty() {
        let total: usize = cascades.values().sum();
        let _ = writeln!(
            s,
            "## Errors reported before the unsupported construct ({total} programs, top 10)\n\n\
             These programs count as REJECTED (or DIVERGED) for their first unsupported-construct \
             error, but solod reported another error first, usually a cascade of the code it \
             skipped.\n"
        );
        count_table(&mut s, "first error", &cascades, 10);
        s.push('\n');
    }
    let mut skips: HashMap<String, usize> = HashMap::new();
    for r in rows.iter().filter(|r| r.class == Class::Skipped) {
        *skips.entry(r.reason.clone()).or_default() += 1;
    }
    if !skips.is_empty() {
        let _ = writeln!(s, "## Skip reasons (top 10)\n");
        count_table(&mut s, "reason", &skips, 10);
    }
    s
}

/// Writes `text` to `path`, creating parent directories.
pub fn write_file(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(p) = path.parent() {
        std::fs::create_dir_all(p)?;
    }
    std::fs::write(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(path: &str, class: Class, reason: &str) -> Row {
        Row {
            path: path.into(),
            dir: if path.contains('/') { "fixedbugs" } else { "." },
            kind: Kind::Run,
            class,
            reason: reason.into(),
            stats: None,
            note: None,
        }
    }

    #[test]
    fn tsv_round_trip_sorted() {
        let rows = vec![
            row("z.go", Class::Pass, ""),
            row("fixedbugs/a.go", Class::Rejected, "maps are\tnot supported"),
        ];
        let t = tsv(&rows);
        assert_eq!(
            t,
            "fixedbugs/a.go\tREJECTED\tmaps are not supported\nz.go\tPASS\t\n"
        );
        let m = parse_tsv(&t);
        assert_eq!(m["z.go"].0, Class::Pass);
        assert_eq!(m["fixedbugs/a.go"].1, "maps are not supported");
    }

    #[test]
    fn compare_lists_class_changes_only() {
        let old = parse_tsv("a.go\tFAIL\twrong output\nb.go\tPASS\t\nc.go\tSKIPPED\tx\n");
        let new = parse_tsv("a.go\tPASS\t\nb.go\tPASS\t\nd.go\tFAIL\tx\n");
        let c = compare(&old, &new);
        assert!(c.starts_with("1 programs changed class; FAIL -> PASS: 1"));
        assert!(c.contains("a.go: FAIL -> PASS"));
        assert!(!c.contains("b.go"));
        assert!(c.contains("1 not in the old results"));
        assert!(c.contains("1 not in this run"));
    }

    #[test]
    fn summary_counts() {
        let rows = vec![
            row("a.go", Class::Pass, ""),
            row("b.go", Class::Rejected, "maps are not supported"),
            row("c.go", Class::Rejected, "maps are not supported"),
            row(
                "fixedbugs/d.go",
                Class::Fail,
                "wrongly rejected: undefined: _",
            ),
            row(
                "fixedbugs/e.go",
                Class::Skipped,
                "build constraint: //go:build cgo",
            ),
        ];
        let meta = Meta {
            test_dir: "/go/test".into(),
            go_version: "go1.26".into(),
            solod: "solod".into(),
            jobs: 2,
            seconds: 61,
        };
        let s = summary(&rows, &meta);
        assert!(
            s.contains("| `.` (top level) | 3 | 1 | 2 | 0 | 0 | 0 | 0 |"),
            "{s}"
        );
        assert!(
            s.contains("| `fixedbugs/` | 2 | 0 | 0 | 0 | 1 | 1 | 1 |"),
            "{s}"
        );
        assert!(s.contains("| **all** | 5 | 1 | 2 | 0 | 1 | 1 | 1 |"), "{s}");
        assert!(s.contains("| 2 | 0 | maps are not supported |"), "{s}");
        assert!(s.contains("| 1 | run: wrongly rejected |"), "{s}");
        assert!(s.contains("1m01s"));
    }

    #[test]
    fn failure_kinds() {
        assert_eq!(fail_kind("exit status 2: panic: boom"), "exit status 2");
        assert_eq!(fail_kind("wrong output"), "wrong output");
        assert_eq!(
            fail_kind("missed line 4 (lines 1/2)"),
            "a marked line got no error"
        );
    }
}
