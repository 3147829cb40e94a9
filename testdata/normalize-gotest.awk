# Normalizes what `go test` (and `solod test`) print, so that two runs can be compared: the
# durations ("(0.01s)", the times of the ok and FAIL lines), the measurements of benchmark
# result lines (only the name without its -CPUS suffix, the iteration count and the units
# stay), the cpu line of benchmarks, and Go's goroutine trace after a panic (only the
# "panic: " line stays, without Go's " [recovered, repanicked]" mark). Used by
# testdata/regen-tests.sh and compiler/tests/testcmd.rs.
{
    line = $0
    if (skipping) {
        if (line ~ /^(ok  |FAIL)\t/ || line == "FAIL" || line == "PASS")
            skipping = 0
        else
            next
    }
    if (line ~ /^panic: /) {
        sub(/ \[recovered(, repanicked)?\]$/, "", line)
        print line
        skipping = 1
        next
    }
    gsub(/\([0-9]+\.[0-9]+s\)/, "(0.00s)", line)
    if (line ~ /^(ok  |FAIL)\t/)
        sub(/\t[0-9]+\.[0-9]+s/, "\t0.000s", line)
    if (line ~ /^cpu: /)
        line = "cpu: X"
    if (line ~ /^--- [A-Z]+: Benchmark/)
        sub(/-[0-9]+$/, "", line)
    if (line ~ /^Benchmark[^ \t]*[ ]*\t/ && line ~ /\/op/) {
        n = split(line, f, "\t")
        name = f[1]
        sub(/ +$/, "", name)
        sub(/-[0-9]+$/, "", name)
        iters = f[2]
        gsub(/ /, "", iters)
        out = name "\t" iters
        for (i = 3; i <= n; i++) {
            k = split(f[i], w, " ")
            out = out "\t" w[k]
        }
        line = out
    }
    print line
}
