#!/usr/bin/env python3
"""Writes the Translate benchmark's input: one large, valid So program (also valid Go) in the
style of ordinary code - many structs with value and pointer methods, functions with loops,
switches, integer arithmetic at several widths, strings and slices, several results - and a
main that calls every unit and prints a checksum.

Deterministic: the same --lines and --seed give the same bytes on every machine.

    python3 bench/translate_input.py --lines 69000 --out target/bench/translate/input
"""

import argparse
import os
import random

INT_TYPES = ["int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64"]
WORDS = ["alpha", "beta", "gamma", "delta", "omega", "ledger", "vector", "kernel", "socket", "buffer"]


def struct_unit(i, r):
    """A struct with a pointer method and a value method, and a function using both."""
    t1, t2 = r.choice(INT_TYPES), r.choice(["int32", "int64", "uint32"])
    n = r.choice([4, 8, 16])
    k1, k2 = r.randint(3, 97), r.randint(1000, 99991)
    return f"""// Account{i} keeps a running balance and the last {n} deposits.
type Account{i} struct {{
	id      int
	balance int64
	name    string
	history [{n}]{t2}
	count   int
	flags   {t1}
}}

// Deposit adds x to the balance and records it.
func (a *Account{i}) Deposit(x int64) {{
	if x <= 0 {{
		return
	}}
	a.balance += x
	a.history[a.count%{n}] = {t2}(x)
	a.count++
	a.flags ^= {t1}(x & {k1})
}}

// Score weighs the history by position.
func (a Account{i}) Score() int64 {{
	s := a.balance
	for k := 0; k < len(a.history); k++ {{
		s += int64(a.history[k]) * int64(k+1)
	}}
	return s % {k2}
}}

func runAccount{i}(seed int) int {{
	acc := Account{i}{{id: seed, name: "{r.choice(WORDS)}"}}
	for k := 0; k < 12; k++ {{
		acc.Deposit(int64(k*seed%{k1} + 1))
	}}
	if acc.count > 0 && acc.name != "" {{
		return int(acc.Score()) + acc.count
	}}
	return 0
}}
"""


def string_unit(i, r):
    """String hashing, classification by switch, byte-slice work."""
    w1, w2 = r.sample(WORDS, 2)
    m = r.choice([16777619, 1099511, 65599])
    return f"""func checksum{i}(s string) uint32 {{
	var h uint32 = 2166136261
	for j := 0; j < len(s); j++ {{
		h ^= uint32(s[j])
		h *= {m}
	}}
	return h
}}

func classify{i}(n int) string {{
	switch {{
	case n < 0:
		return "negative"
	case n == 0:
		return "zero"
	case n%2 == 0:
		return "{w1}"
	default:
		return "{w2}"
	}}
}}

func upperCount{i}(s string) (int, int) {{
	buf := []byte(s)
	up, other := 0, 0
	for k := range buf {{
		c := buf[k]
		if c >= 'a' && c <= 'z' {{
			buf[k] = c - 'a' + 'A'
			up++
		}} else {{
			other++
		}}
	}}
	return up, other
}}

func runStrings{i}(seed int) int {{
	label := classify{i}(seed%7 - 3)
	h := checksum{i}(label)
	up, other := upperCount{i}(label)
	total := 0
	for _, ch := range label {{
		total += int(ch) % 13
	}}
	return int(h%1000) + up*3 + other + total
}}
"""


def slice_unit(i, r):
    """Slices made in the frame, several results, a labeled loop, integer widths."""
    t = r.choice(INT_TYPES)
    size = r.choice([8, 16, 32])
    a, b, c = r.randint(3, 61), r.randint(5, 89), r.randint(7, 101)
    return f"""func sumSlice{i}(xs []int) (int, int) {{
	total, maxv, minv := 0, xs[0], xs[0]
	for _, x := range xs {{
		total += x
		maxv = max(maxv, x)
		minv = min(minv, x)
	}}
	return total, maxv - minv
}}

func mix{i}(x {t}, y {t}) {t} {{
	z := x*{a % 7 + 1} + y>>1
	if z > x {{
		z -= x
	}}
	return z ^ (y << 2)
}}

func runSlices{i}(seed int) int {{
	buf := make([]int, {size})
	for k := range buf {{
		buf[k] = (seed*{a} + k*{b}) % {c}
	}}
	t, spread := sumSlice{i}(buf)
	var acc {t}
outer:
	for k := 0; k < len(buf); k++ {{
		for j := k + 1; j < len(buf); j++ {{
			if buf[j] < buf[k] {{
				tmp := buf[j]
				buf[j] = buf[k]
				buf[k] = tmp
			}}
			if j-k > {size // 2} {{
				continue outer
			}}
		}}
		acc = mix{i}(acc, {t}(buf[k]))
	}}
	return t + spread + int(acc%97)
}}
"""


def numeric_unit(i, r):
    """Integer arithmetic with division, remainder, shifts and conversions; a small state
    machine; a bounded recursion."""
    d = r.choice([3, 5, 7, 10, 16])
    s = r.randint(1, 13)
    return f"""func gcd{i}(a, b int64) int64 {{
	for b != 0 {{
		t := a % b
		a = b
		b = t
	}}
	if a < 0 {{
		return -a
	}}
	return a
}}

func digits{i}(n uint64) int {{
	if n < {d} {{
		return 1
	}}
	return 1 + digits{i}(n/{d})
}}

func state{i}(steps int) (int, bool) {{
	st, visits := 0, 0
	for k := 0; k < steps; k++ {{
		switch st {{
		case 0:
			st = 1
		case 1:
			if k%3 == 0 {{
				st = 2
			}} else {{
				st = 0
			}}
		case 2:
			visits++
			st = 0
		}}
	}}
	return visits, st == 0
}}

func runNumeric{i}(seed int) int {{
	g := gcd{i}(int64(seed*{s + 12}), int64(seed*{s + 20}+{s}))
	n := digits{i}(uint64(seed) << {s})
	v, ok := state{i}(seed % 50)
	r := int(g%1000) + n + v
	if ok {{
		r++
	}}
	var w int32 = int32(seed) * {s * 1000 + 7}
	return r + int(w>>{s % 8 + 1}&255)
}}
"""


UNITS = [("runAccount", struct_unit), ("runStrings", string_unit), ("runSlices", slice_unit), ("runNumeric", numeric_unit)]


def generate(lines, seed):
    r = random.Random(seed)
    parts = [
        "// Generated by bench/translate_input.py: the Translate benchmark's input. Do not edit.\n"
        "package main\n"
    ]
    runners = []
    count = 0
    i = 0
    # Reserve room for main (about 10 lines plus one per runner).
    while True:
        name, unit = UNITS[i % len(UNITS)]
        text = unit(i, r)
        n = text.count("\n") + 1
        if count + n + 12 + len(runners) + 1 > lines:
            break
        parts.append(text)
        runners.append(f"{name}{i}")
        count += n
        i += 1
    main = ["func main() {", "\ttotal := 0"]
    for k, fn in enumerate(runners):
        main.append(f"\ttotal += {fn}({k % 97 + 1})")
    main += ["\tprintln(\"checksum\", total)", "}"]
    parts.append("\n".join(main) + "\n")
    return "\n".join(parts)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lines", type=int, default=69000, help="target number of lines (default 69000)")
    ap.add_argument("--seed", type=int, default=12, help="random seed (default 12)")
    ap.add_argument("--out", default="target/bench/translate/input", help="output directory")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    text = generate(a.lines, a.seed)
    with open(os.path.join(a.out, "main.go"), "w") as f:
        f.write(text)
    # A module file, so Go tools (and the peer translator, which loads packages with
    # go/packages) accept the directory; solod ignores it.
    with open(os.path.join(a.out, "go.mod"), "w") as f:
        f.write("module translatebench\n\ngo 1.26\n")
    print(f"{os.path.join(a.out, 'main.go')}: {text.count(chr(10))} lines")


if __name__ == "__main__":
    main()
