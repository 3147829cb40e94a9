module solod.dev/bench

go 1.22
