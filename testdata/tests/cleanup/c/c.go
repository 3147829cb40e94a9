// Package c's tests register Cleanup functions (top-level functions: a function literal that
// captures variables cannot outlive the test function under So).
package c

func One() int { return 1 }
