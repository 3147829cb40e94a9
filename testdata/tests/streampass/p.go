// Package streampass passes with no package named: go test prints PASS before ok.
package streampass

func P() int { return 1 }
