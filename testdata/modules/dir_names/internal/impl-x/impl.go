// Package implx lives in directory internal/impl-x.
package implx

// Secret is internal.
const Secret = 41
