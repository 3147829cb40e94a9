// ERROR: function main is undeclared in the main package
// Static error: package main without a main function (reported by the Go linker).
package main

func helper() int { return 1 }
