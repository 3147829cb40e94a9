// ERROR: 6:10: term cannot be a type parameter; 8:21: term cannot be a type parameter; 10:18: cannot use a type parameter as constraint
// A type parameter used as a term of a type set or as a constraint: Go rejects it (the
// checker recursed through the constraint and overflowed its stack before; a fuzz finding).
package main

func m[T T | float64](a T) T { return a }

func k[T interface{ T }](a T) T { return a }

func j[T ~int, U T](a T) T { return a }

func main() {}
