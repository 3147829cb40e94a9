module solod.dev/tests

// The runtime's test programs: C scenarios and their Go twins, each run on its own by the
// conformance harness. A module of their own keeps them out of `go vet ./...` of solod.dev.
go 1.22
