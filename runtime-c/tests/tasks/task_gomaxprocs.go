// Go twin of task_gomaxprocs.c: each child reports runtime.GOMAXPROCS(0), Go's number of Ps, so
// Go is the oracle for how the environment variable is read (unset, empty, 0 and garbage mean
// one per CPU).
package main

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
)

func child(label string) {
	procs := runtime.GOMAXPROCS(0)
	if label == "1" || label == "3" {
		fmt.Printf("GOMAXPROCS=%s: %d carrier(s)\n", label, procs)
		return
	}
	yes := "NO"
	if procs == runtime.NumCPU() {
		yes = "yes"
	}
	fmt.Printf("GOMAXPROCS %s: one carrier per CPU: %s\n", label, yes)
}

func spawn(label string, value *string) {
	exe, err := os.Executable()
	if err != nil {
		fmt.Printf("%s: cannot run the child\n", label)
		return
	}
	cmd := exec.Command(exe, label)
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	env := []string{}
	for _, kv := range os.Environ() {
		if len(kv) < 11 || kv[:11] != "GOMAXPROCS=" {
			env = append(env, kv)
		}
	}
	if value != nil {
		env = append(env, "GOMAXPROCS="+*value)
	}
	cmd.Env = env
	if err := cmd.Run(); err != nil {
		fmt.Printf("%s: child failed (%v)\n", label, err)
	}
}

func main() {
	if len(os.Args) > 1 {
		child(os.Args[1])
		return
	}
	s := func(v string) *string { return &v }
	spawn("1", s("1"))
	spawn("3", s("3"))
	spawn("unset", nil)
	spawn("empty", s(""))
	spawn("invalid (0)", s("0"))
	spawn("invalid (abc)", s("abc"))
}
