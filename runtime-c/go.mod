module solod.dev

go 1.22
