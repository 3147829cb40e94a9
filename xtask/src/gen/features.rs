//! Feature groups the generator can use, and the known compiler bugs it can steer around.
//!
//! Widening the generator as the compiler grows is a matter of this file: a feature switched on
//! by default in [`Feature::DEFAULT`], a bug removed from [`Bug::ALL`] once the compiler fixes
//! it (its avoidance then no longer applies, so the generator starts producing the construct).

/// A group of constructs. `--features a,b,-c` picks them (see `Features::parse`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Feature {
    /// Integer arithmetic at every width (always on: the spine of every program).
    Ints,
    /// Shifts by constant and variable counts, including counts past the width.
    Shifts,
    /// Division and remainder, with negative operands and `MinInt / -1`.
    DivRem,
    /// Conversions between integer widths.
    Conversions,
    /// float32 and float64 arithmetic and conversions to and from integers.
    Floats,
    /// Strings: literals, concatenation, indexing, slicing, comparison, `[]byte`/`[]rune`
    /// conversions, range by rune.
    Strings,
    /// Arrays: literals, indexing, comparison, value copies, range.
    Arrays,
    /// Slices: `make`, literals, indexing, slicing, `append` within capacity, `copy`.
    Slices,
    /// Struct types: literals, fields, comparison, copies.
    Structs,
    /// Methods with value and pointer receivers.
    Methods,
    /// Functions with several results.
    MultiResults,
    /// Top-level functions as values (variables, parameters, arrays of functions).
    FuncValues,
    /// Bounded self-recursion.
    Recursion,
    /// `switch` with and without tag, `fallthrough`.
    Switch,
    /// Labeled loops with `break L` / `continue L`.
    Labels,
    /// Loops written with `goto`.
    Goto,
    /// Package-level variables (written only by statement-level calls, so evaluation order
    /// stays specified).
    Globals,
    /// Named integer types (`type N int16`).
    NamedTypes,
    /// The program may end with a run-time panic (index, division by zero, explicit).
    Panics,
    // ---- Hooks for later issues (interfaces, maps, generics, defer, closures). Listed so
    // `--features` accepts them and says they are not generated yet; add the generation in
    // program.rs and move them into DEFAULT when the compiler supports them.
    Interfaces,
    Maps,
    Generics,
    Defer,
    Closures,
}

impl Feature {
    pub const ALL: &'static [Feature] = &[
        Feature::Ints,
        Feature::Shifts,
        Feature::DivRem,
        Feature::Conversions,
        Feature::Floats,
        Feature::Strings,
        Feature::Arrays,
        Feature::Slices,
        Feature::Structs,
        Feature::Methods,
        Feature::MultiResults,
        Feature::FuncValues,
        Feature::Recursion,
        Feature::Switch,
        Feature::Labels,
        Feature::Goto,
        Feature::Globals,
        Feature::NamedTypes,
        Feature::Panics,
        Feature::Interfaces,
        Feature::Maps,
        Feature::Generics,
        Feature::Defer,
        Feature::Closures,
    ];

    /// What the generator can produce today (everything but the later-issue hooks).
    pub const DEFAULT: &'static [Feature] = &[
        Feature::Ints,
        Feature::Shifts,
        Feature::DivRem,
        Feature::Conversions,
        Feature::Floats,
        Feature::Strings,
        Feature::Arrays,
        Feature::Slices,
        Feature::Structs,
        Feature::Methods,
        Feature::MultiResults,
        Feature::FuncValues,
        Feature::Recursion,
        Feature::Switch,
        Feature::Labels,
        Feature::Goto,
        Feature::Globals,
        Feature::NamedTypes,
        Feature::Panics,
    ];

    /// Hooks without generation yet.
    pub fn implemented(self) -> bool {
        !matches!(
            self,
            Feature::Interfaces
                | Feature::Maps
                | Feature::Generics
                | Feature::Defer
                | Feature::Closures
        )
    }

    pub fn name(self) -> &'static str {
        match self {
            Feature::Ints => "ints",
            Feature::Shifts => "shifts",
            Feature::DivRem => "divrem",
            Feature::Conversions => "conversions",
            Feature::Floats => "floats",
            Feature::Strings => "strings",
            Feature::Arrays => "arrays",
            Feature::Slices => "slices",
            Feature::Structs => "structs",
            Feature::Methods => "methods",
            Feature::MultiResults => "multi",
            Feature::FuncValues => "funcvalues",
            Feature::Recursion => "recursion",
            Feature::Switch => "switch",
            Feature::Labels => "labels",
            Feature::Goto => "goto",
            Feature::Globals => "globals",
            Feature::NamedTypes => "named",
            Feature::Panics => "panics",
            Feature::Interfaces => "interfaces",
            Feature::Maps => "maps",
            Feature::Generics => "generics",
            Feature::Defer => "defer",
            Feature::Closures => "closures",
        }
    }

    pub fn from_name(s: &str) -> Option<Feature> {
        Feature::ALL.iter().copied().find(|f| f.name() == s)
    }
}

/// Known compiler bugs and the constructs that trigger them. While a
/// bug is in the avoid set, the generator does not produce its trigger, so a run reports new
/// differences rather than the same known one over and over. None is open today: the ones this
/// list held (comparisons gcc's -Wtype-limits, -Wsign-compare and -Wtautological-compare
/// rejected, calls evaluated twice under a division by a constant, zero-size slice literals,
/// self-recursive functions without another caller, the int32 minimum as a C `long`) are
/// fixed and the generator produces their triggers again. To steer around a new one, add a
/// variant here, its name, and a check of `Config::avoids` where program.rs writes the trigger.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Bug {}

impl Bug {
    pub const ALL: &'static [Bug] = &[];

    pub fn name(self) -> &'static str {
        match self {}
    }

    pub fn from_name(s: &str) -> Option<Bug> {
        Bug::ALL.iter().copied().find(|b| b.name() == s)
    }
}

/// The generator's configuration: which features, which bugs to avoid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    pub features: Vec<Feature>,
    pub avoid: Vec<Bug>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            features: Feature::DEFAULT.to_vec(),
            avoid: Bug::ALL.to_vec(),
        }
    }
}

impl Config {
    pub fn has(&self, f: Feature) -> bool {
        self.features.contains(&f)
    }

    /// `all`, `default`, or a comma list of names, each optionally prefixed with `-` (remove
    /// from the default set) or `+` (add); a list of bare names means exactly those (plus ints).
    pub fn set_features(&mut self, spec: &str) -> Result<(), String> {
        let parts: Vec<&str> = spec
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .collect();
        let relative = parts
            .iter()
            .all(|p| p.starts_with('-') || p.starts_with('+'));
        let mut set: Vec<Feature> = if relative {
            self.features.clone()
        } else {
            vec![Feature::Ints]
        };
        for p in parts {
            let (add, name) = match p.strip_prefix('-') {
                Some(n) => (false, n),
                None => (true, p.strip_prefix('+').unwrap_or(p)),
            };
            let fs: Vec<Feature> = match name {
                "all" => Feature::ALL
                    .iter()
                    .copied()
                    .filter(|f| f.implemented())
                    .collect(),
                "default" => Feature::DEFAULT.to_vec(),
                n => vec![Feature::from_name(n).ok_or_else(|| {
                    let names: Vec<&str> = Feature::ALL.iter().map(|f| f.name()).collect();
                    format!("unknown feature {n:?} (known: {})", names.join(", "))
                })?],
            };
            for f in fs {
                if add && !f.implemented() {
                    return Err(format!(
                        "feature {:?} is a hook for a later issue: the generator does not produce it yet",
                        f.name()
                    ));
                }
                set.retain(|x| *x != f);
                if add {
                    set.push(f);
                }
            }
        }
        if !set.contains(&Feature::Ints) {
            set.push(Feature::Ints);
        }
        set.sort();
        self.features = set;
        Ok(())
    }

    /// `none`, `all`, or a comma list of bug names to avoid.
    pub fn set_avoid(&mut self, spec: &str) -> Result<(), String> {
        self.avoid = match spec {
            "none" => Vec::new(),
            "all" => Bug::ALL.to_vec(),
            s => s
                .split(',')
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .map(|n| {
                    Bug::from_name(n).ok_or_else(|| {
                        let names: Vec<&str> = Bug::ALL.iter().map(|b| b.name()).collect();
                        format!("unknown bug {n:?} (known: {})", names.join(", "))
                    })
                })
                .collect::<Result<_, _>>()?,
        };
        Ok(())
    }

    pub fn describe(&self) -> String {
        let f: Vec<&str> = self.features.iter().map(|f| f.name()).collect();
        let a: Vec<&str> = self.avoid.iter().map(|b| b.name()).collect();
        format!(
            "features {}; avoiding {}",
            f.join(","),
            if a.is_empty() {
                "nothing".to_string()
            } else {
                a.join(",")
            }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_specs() {
        let mut c = Config::default();
        c.set_features("-floats,-strings").unwrap();
        assert!(!c.has(Feature::Floats) && !c.has(Feature::Strings) && c.has(Feature::Slices));
        c.set_features("+floats").unwrap();
        assert!(c.has(Feature::Floats));
        c.set_features("shifts,divrem").unwrap();
        assert_eq!(
            c.features,
            vec![Feature::Ints, Feature::Shifts, Feature::DivRem]
        );
        assert!(c.set_features("maps").is_err(), "hooks are refused");
        assert!(c.set_features("nonsense").is_err());
        c.set_avoid("none").unwrap();
        assert!(c.avoid.is_empty());
        assert!(
            c.set_avoid("type-limits").is_err(),
            "a fixed bug is not avoided"
        );
    }
}
