// The process through so/os: the environment (Setenv, Getenv, LookupEnv, Unsetenv, Environ
// and their errors), Args, Getwd, and os.Exit, which ends the program with its code at once:
// the deferred call does not run, and what was written to os.Stdout before it stays.
package main

import (
	"solod.dev/so/os"
)

func main() {
	defer println("deferred: must not run")
	const key = "SO_MODULE_OS_ENV"
	v, ok := os.LookupEnv(key)
	println("before:", v, ok)
	if err := os.Setenv(key, "one two"); err != nil {
		println(err.Error())
	}
	println("getenv:", os.Getenv(key))
	os.Setenv(key, "")
	v, ok = os.LookupEnv(key)
	println("empty:", v == "", ok)
	os.Setenv(key, "k=v")
	n := 0
	for _, kv := range os.Environ() {
		if kv == key+"=k=v" {
			n++
		}
	}
	println("in environ:", n)
	println("unsetenv:", os.Unsetenv(key) == nil)
	v, ok = os.LookupEnv(key)
	println("after:", v, ok)
	println("setenv of a bad key:", os.Setenv("A=B", "x").Error())
	println("setenv of an empty key:", os.Setenv("", "x").Error())

	println("args:", len(os.Args), len(os.Args[0]) > 0)
	var buf [4096]byte
	wd, err := os.Getwd(buf[:])
	println("getwd absolute:", len(wd) > 0 && wd[0] == '/', err == nil)
	os.Stdout.WriteString("written before exit\n")
	os.Exit(3)
}
