//! Snapshots of the C emitted for small programs (readability is part of the contract).

use crate::driver::compile_source;

fn c_of(src: &str) -> String {
    match compile_source("prog.go", src).map(|mut files| files.pop()) {
        Ok(Some(c)) => format!(
            "// ---- {}\n{}\n// ---- {}\n{}",
            c.header_name, c.header, c.source_name, c.source
        ),
        Ok(None) => panic!("no C for the program"),
        Err(f) => panic!("does not compile:\n{}", f.message),
    }
}

#[test]
fn functions_structs_and_methods() {
    let out = c_of(
        r#"package main

// Point is a point in the plane.
type Point struct{ X, Y int }

// Add returns the sum of two integers.
func Add(a, b int) int { return a + b }

func (p *Point) Move(dx int) { p.X += dx }

func divmod(a, b int) (int, int) { return a / b, a % b }

func main() {
	p := Point{1, 2}
	// Move right.
	p.Move(3)
	q, r := divmod(p.X, 2)
	println(Add(p.X, p.Y), q, r)
}
"#,
    );
    insta::assert_snapshot!(out);
}

#[test]
fn loops_strings_and_slices() {
    let out = c_of(
        r#"package main

func main() {
	s := "héllo"
	for i, r := range s {
		print(i, r, " ")
	}
	buf := make([]byte, 0, 8)
	buf = append(buf, 'a', 'b')
	var arr [3]int8
	arr[1] = 127
	arr[1]++
	println(string(buf), len(buf), arr[1], s[1:3] == "é")
outer:
	for i := range 3 {
		switch i {
		case 1:
			continue outer
		case 2:
			break outer
		}
		println(i)
	}
}
"#,
    );
    insta::assert_snapshot!(out);
}
